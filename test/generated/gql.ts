/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query CatalogTimesheetsPage { timesheets(first: 10) { pageInfo { hasNextPage } nodes { databaseId startTime endTime duration notes\n      user { databaseId firstName } project { databaseId title } workOrder { databaseId title } } } }": typeof types.CatalogTimesheetsPageDocument,
    "query CatalogTimesheetsFilter($f: TimesheetFilter, $id: Int) { timesheets(first: 100, filter: $f, orderBy: { direction: ASC }) { nodes { databaseId user { databaseId } project { databaseId } startTime } }\n        timesheet(databaseId: $id) { databaseId notes } }": typeof types.CatalogTimesheetsFilterDocument,
    "query CatalogUserTimesheets { users(first: 100) { nodes { databaseId timesheets(first: 2) { nodes { databaseId user { databaseId } } } } } }": typeof types.CatalogUserTimesheetsDocument,
    "query CatalogUnknownTimesheet { timesheet(databaseId: 999999) { databaseId } }": typeof types.CatalogUnknownTimesheetDocument,
    "query CatalogWorkOrderLabels { workOrders(first: 40) { nodes { labels { id databaseId name color } } } }": typeof types.CatalogWorkOrderLabelsDocument,
    "query CatalogWorkOrderLabelTypes { workOrders(first: 40) { nodes { labels { name type createdAt } } } }": typeof types.CatalogWorkOrderLabelTypesDocument,
    "query CatalogAssetLabels { labels(first: 100, filter: { type: ASSET }) { nodes { id databaseId name type color } } }": typeof types.CatalogAssetLabelsDocument,
    "query CatalogLabelById($id: ID!) { label(id: $id) { databaseId name } node(id: $id) { ... on Label { type } } }": typeof types.CatalogLabelByIdDocument,
    "query CatalogItemLinks { catalogItems(first: 100) { nodes { databaseId unit { databaseId name abbreviation } measurements { databaseId name unit { abbreviation } } } } }": typeof types.CatalogItemLinksDocument,
    "query CatalogItemLinksDeep { catalogItems(first: 100) { nodes { unit { dimension } measurements { description } } } }": typeof types.CatalogItemLinksDeepDocument,
    "query CatalogLookups {\n      catalogUnits(first: 100) { nodes { databaseId name abbreviation dimension } }\n      measurements(first: 100) { nodes { databaseId name description unit { databaseId name } } }\n      catalogCategories(type: SERVICE) { code name type tradeGroup }\n      taxes(first: 100) { nodes { databaseId name rate isArchived } }\n    }": typeof types.CatalogLookupsDocument,
    "query CatalogUnitAndMeasurement($u: Int, $m: Int) { catalogUnit(databaseId: $u) { name } measurement(databaseId: $m) { name } }": typeof types.CatalogUnitAndMeasurementDocument,
    "query CatalogArchivedTaxes { taxes(first: 100, filter: { includeArchived: true }) { nodes { databaseId isArchived } } }": typeof types.CatalogArchivedTaxesDocument,
    "query PeopleUsers($e: String, $id: Int!) { users(first: 100) { nodes { databaseId name email role phone } }\n      one: users(first: 1, filter: { email: $e }) { nodes { databaseId } } user(databaseId: $id) { email role } }": typeof types.PeopleUsersDocument,
    "query PeopleRolesTeams { roles { databaseId name active } teams { databaseId name workers { isTeamLead user { databaseId firstName role } } } }": typeof types.PeopleRolesTeamsDocument,
    "query PeopleWorkflows { workflows(first: 100) { nodes { databaseId name type createdBy { firstName } stages { databaseId name redSla yellowSla } } } }": typeof types.PeopleWorkflowsDocument,
    "query PeopleProjectWorkflowIds { projects(first: 10) { nodes { workflow { databaseId } } } }": typeof types.PeopleProjectWorkflowIdsDocument,
    "query PeopleProjectWorkflows { projects(first: 10) { nodes { workflow { name stages { name } } } } }": typeof types.PeopleProjectWorkflowsDocument,
    "query PeopleUnknownWorkflow { workflow(databaseId: 987654) { name } }": typeof types.PeopleUnknownWorkflowDocument,
};
const documents: Documents = {
    "query CatalogTimesheetsPage { timesheets(first: 10) { pageInfo { hasNextPage } nodes { databaseId startTime endTime duration notes\n      user { databaseId firstName } project { databaseId title } workOrder { databaseId title } } } }": types.CatalogTimesheetsPageDocument,
    "query CatalogTimesheetsFilter($f: TimesheetFilter, $id: Int) { timesheets(first: 100, filter: $f, orderBy: { direction: ASC }) { nodes { databaseId user { databaseId } project { databaseId } startTime } }\n        timesheet(databaseId: $id) { databaseId notes } }": types.CatalogTimesheetsFilterDocument,
    "query CatalogUserTimesheets { users(first: 100) { nodes { databaseId timesheets(first: 2) { nodes { databaseId user { databaseId } } } } } }": types.CatalogUserTimesheetsDocument,
    "query CatalogUnknownTimesheet { timesheet(databaseId: 999999) { databaseId } }": types.CatalogUnknownTimesheetDocument,
    "query CatalogWorkOrderLabels { workOrders(first: 40) { nodes { labels { id databaseId name color } } } }": types.CatalogWorkOrderLabelsDocument,
    "query CatalogWorkOrderLabelTypes { workOrders(first: 40) { nodes { labels { name type createdAt } } } }": types.CatalogWorkOrderLabelTypesDocument,
    "query CatalogAssetLabels { labels(first: 100, filter: { type: ASSET }) { nodes { id databaseId name type color } } }": types.CatalogAssetLabelsDocument,
    "query CatalogLabelById($id: ID!) { label(id: $id) { databaseId name } node(id: $id) { ... on Label { type } } }": types.CatalogLabelByIdDocument,
    "query CatalogItemLinks { catalogItems(first: 100) { nodes { databaseId unit { databaseId name abbreviation } measurements { databaseId name unit { abbreviation } } } } }": types.CatalogItemLinksDocument,
    "query CatalogItemLinksDeep { catalogItems(first: 100) { nodes { unit { dimension } measurements { description } } } }": types.CatalogItemLinksDeepDocument,
    "query CatalogLookups {\n      catalogUnits(first: 100) { nodes { databaseId name abbreviation dimension } }\n      measurements(first: 100) { nodes { databaseId name description unit { databaseId name } } }\n      catalogCategories(type: SERVICE) { code name type tradeGroup }\n      taxes(first: 100) { nodes { databaseId name rate isArchived } }\n    }": types.CatalogLookupsDocument,
    "query CatalogUnitAndMeasurement($u: Int, $m: Int) { catalogUnit(databaseId: $u) { name } measurement(databaseId: $m) { name } }": types.CatalogUnitAndMeasurementDocument,
    "query CatalogArchivedTaxes { taxes(first: 100, filter: { includeArchived: true }) { nodes { databaseId isArchived } } }": types.CatalogArchivedTaxesDocument,
    "query PeopleUsers($e: String, $id: Int!) { users(first: 100) { nodes { databaseId name email role phone } }\n      one: users(first: 1, filter: { email: $e }) { nodes { databaseId } } user(databaseId: $id) { email role } }": types.PeopleUsersDocument,
    "query PeopleRolesTeams { roles { databaseId name active } teams { databaseId name workers { isTeamLead user { databaseId firstName role } } } }": types.PeopleRolesTeamsDocument,
    "query PeopleWorkflows { workflows(first: 100) { nodes { databaseId name type createdBy { firstName } stages { databaseId name redSla yellowSla } } } }": types.PeopleWorkflowsDocument,
    "query PeopleProjectWorkflowIds { projects(first: 10) { nodes { workflow { databaseId } } } }": types.PeopleProjectWorkflowIdsDocument,
    "query PeopleProjectWorkflows { projects(first: 10) { nodes { workflow { name stages { name } } } } }": types.PeopleProjectWorkflowsDocument,
    "query PeopleUnknownWorkflow { workflow(databaseId: 987654) { name } }": types.PeopleUnknownWorkflowDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogTimesheetsPage { timesheets(first: 10) { pageInfo { hasNextPage } nodes { databaseId startTime endTime duration notes\n      user { databaseId firstName } project { databaseId title } workOrder { databaseId title } } } }"): (typeof documents)["query CatalogTimesheetsPage { timesheets(first: 10) { pageInfo { hasNextPage } nodes { databaseId startTime endTime duration notes\n      user { databaseId firstName } project { databaseId title } workOrder { databaseId title } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogTimesheetsFilter($f: TimesheetFilter, $id: Int) { timesheets(first: 100, filter: $f, orderBy: { direction: ASC }) { nodes { databaseId user { databaseId } project { databaseId } startTime } }\n        timesheet(databaseId: $id) { databaseId notes } }"): (typeof documents)["query CatalogTimesheetsFilter($f: TimesheetFilter, $id: Int) { timesheets(first: 100, filter: $f, orderBy: { direction: ASC }) { nodes { databaseId user { databaseId } project { databaseId } startTime } }\n        timesheet(databaseId: $id) { databaseId notes } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogUserTimesheets { users(first: 100) { nodes { databaseId timesheets(first: 2) { nodes { databaseId user { databaseId } } } } } }"): (typeof documents)["query CatalogUserTimesheets { users(first: 100) { nodes { databaseId timesheets(first: 2) { nodes { databaseId user { databaseId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogUnknownTimesheet { timesheet(databaseId: 999999) { databaseId } }"): (typeof documents)["query CatalogUnknownTimesheet { timesheet(databaseId: 999999) { databaseId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogWorkOrderLabels { workOrders(first: 40) { nodes { labels { id databaseId name color } } } }"): (typeof documents)["query CatalogWorkOrderLabels { workOrders(first: 40) { nodes { labels { id databaseId name color } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogWorkOrderLabelTypes { workOrders(first: 40) { nodes { labels { name type createdAt } } } }"): (typeof documents)["query CatalogWorkOrderLabelTypes { workOrders(first: 40) { nodes { labels { name type createdAt } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogAssetLabels { labels(first: 100, filter: { type: ASSET }) { nodes { id databaseId name type color } } }"): (typeof documents)["query CatalogAssetLabels { labels(first: 100, filter: { type: ASSET }) { nodes { id databaseId name type color } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogLabelById($id: ID!) { label(id: $id) { databaseId name } node(id: $id) { ... on Label { type } } }"): (typeof documents)["query CatalogLabelById($id: ID!) { label(id: $id) { databaseId name } node(id: $id) { ... on Label { type } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogItemLinks { catalogItems(first: 100) { nodes { databaseId unit { databaseId name abbreviation } measurements { databaseId name unit { abbreviation } } } } }"): (typeof documents)["query CatalogItemLinks { catalogItems(first: 100) { nodes { databaseId unit { databaseId name abbreviation } measurements { databaseId name unit { abbreviation } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogItemLinksDeep { catalogItems(first: 100) { nodes { unit { dimension } measurements { description } } } }"): (typeof documents)["query CatalogItemLinksDeep { catalogItems(first: 100) { nodes { unit { dimension } measurements { description } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogLookups {\n      catalogUnits(first: 100) { nodes { databaseId name abbreviation dimension } }\n      measurements(first: 100) { nodes { databaseId name description unit { databaseId name } } }\n      catalogCategories(type: SERVICE) { code name type tradeGroup }\n      taxes(first: 100) { nodes { databaseId name rate isArchived } }\n    }"): (typeof documents)["query CatalogLookups {\n      catalogUnits(first: 100) { nodes { databaseId name abbreviation dimension } }\n      measurements(first: 100) { nodes { databaseId name description unit { databaseId name } } }\n      catalogCategories(type: SERVICE) { code name type tradeGroup }\n      taxes(first: 100) { nodes { databaseId name rate isArchived } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogUnitAndMeasurement($u: Int, $m: Int) { catalogUnit(databaseId: $u) { name } measurement(databaseId: $m) { name } }"): (typeof documents)["query CatalogUnitAndMeasurement($u: Int, $m: Int) { catalogUnit(databaseId: $u) { name } measurement(databaseId: $m) { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogArchivedTaxes { taxes(first: 100, filter: { includeArchived: true }) { nodes { databaseId isArchived } } }"): (typeof documents)["query CatalogArchivedTaxes { taxes(first: 100, filter: { includeArchived: true }) { nodes { databaseId isArchived } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleUsers($e: String, $id: Int!) { users(first: 100) { nodes { databaseId name email role phone } }\n      one: users(first: 1, filter: { email: $e }) { nodes { databaseId } } user(databaseId: $id) { email role } }"): (typeof documents)["query PeopleUsers($e: String, $id: Int!) { users(first: 100) { nodes { databaseId name email role phone } }\n      one: users(first: 1, filter: { email: $e }) { nodes { databaseId } } user(databaseId: $id) { email role } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleRolesTeams { roles { databaseId name active } teams { databaseId name workers { isTeamLead user { databaseId firstName role } } } }"): (typeof documents)["query PeopleRolesTeams { roles { databaseId name active } teams { databaseId name workers { isTeamLead user { databaseId firstName role } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleWorkflows { workflows(first: 100) { nodes { databaseId name type createdBy { firstName } stages { databaseId name redSla yellowSla } } } }"): (typeof documents)["query PeopleWorkflows { workflows(first: 100) { nodes { databaseId name type createdBy { firstName } stages { databaseId name redSla yellowSla } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleProjectWorkflowIds { projects(first: 10) { nodes { workflow { databaseId } } } }"): (typeof documents)["query PeopleProjectWorkflowIds { projects(first: 10) { nodes { workflow { databaseId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleProjectWorkflows { projects(first: 10) { nodes { workflow { name stages { name } } } } }"): (typeof documents)["query PeopleProjectWorkflows { projects(first: 10) { nodes { workflow { name stages { name } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleUnknownWorkflow { workflow(databaseId: 987654) { name } }"): (typeof documents)["query PeopleUnknownWorkflow { workflow(databaseId: 987654) { name } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;