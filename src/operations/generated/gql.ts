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
    "query Account360($databaseId: Int!) {\n  account(databaseId: $databaseId) {\n    title\n    primaryPhone\n    primaryEmail\n    contacts {\n      name\n      emails\n      phones\n    }\n    sites(first: 10) {\n      nodes {\n        fullAddress\n        utilities {\n          name\n          phone\n        }\n        ahjs {\n          name\n          type\n        }\n        assets {\n          nodes {\n            type\n            manufacturer\n            model\n            serialNumber\n            installDate\n            status\n          }\n        }\n      }\n    }\n    projects(first: 20) {\n      nodes {\n        title\n        stage {\n          name\n        }\n        jurisdiction {\n          name\n        }\n      }\n    }\n    invoices {\n      nodes {\n        invoiceNumber\n        status\n        amount\n        amountPaid\n        dueDate\n      }\n    }\n    calls {\n      nodes {\n        startTime\n        outcome\n        fromNumber\n        summary\n      }\n    }\n  }\n}": typeof types.Account360Document,
    "query AnalystProjects {\n  projects(first: 100) {\n    nodes {\n      databaseId\n      title\n      stage {\n        name\n      }\n      jurisdiction {\n        name\n      }\n      account {\n        title\n      }\n    }\n  }\n}": typeof types.AnalystProjectsDocument,
    "query DeepChain($databaseId: Int!) {\n  account(databaseId: $databaseId) {\n    title\n    contacts {\n      createdAt\n      projects {\n        title\n        site {\n          fullAddress\n          utilities {\n            name\n          }\n        }\n      }\n    }\n  }\n}": typeof types.DeepChainDocument,
    "query MobileWorkOrders {\n  workOrders(first: 20) {\n    nodes {\n      databaseId\n      title\n      startDate\n      isCompleted\n    }\n  }\n}": typeof types.MobileWorkOrdersDocument,
    "query TechnicianDay($updatedAfter: DateTime!) {\n  workOrders(\n    first: 20\n    filter: {updatedAfter: $updatedAfter}\n    orderBy: {direction: DESC}\n  ) {\n    nodes {\n      databaseId\n      title\n      startDate\n      endDate\n      status {\n        label\n      }\n      visits {\n        startDate\n        endDate\n        isCompleted\n      }\n      checklist {\n        detail\n        isCompleted\n      }\n      parent {\n        __typename\n        ... on Project {\n          title\n          address\n          account {\n            title\n            primaryPhone\n          }\n        }\n        ... on Opportunity {\n          title\n          address\n          appointments {\n            nodes {\n              title\n              dueDate\n              isCompleted\n            }\n          }\n          account {\n            title\n            primaryPhone\n          }\n        }\n        ... on Account {\n          title\n          address\n          primaryPhone\n        }\n      }\n    }\n  }\n}": typeof types.TechnicianDayDocument,
};
const documents: Documents = {
    "query Account360($databaseId: Int!) {\n  account(databaseId: $databaseId) {\n    title\n    primaryPhone\n    primaryEmail\n    contacts {\n      name\n      emails\n      phones\n    }\n    sites(first: 10) {\n      nodes {\n        fullAddress\n        utilities {\n          name\n          phone\n        }\n        ahjs {\n          name\n          type\n        }\n        assets {\n          nodes {\n            type\n            manufacturer\n            model\n            serialNumber\n            installDate\n            status\n          }\n        }\n      }\n    }\n    projects(first: 20) {\n      nodes {\n        title\n        stage {\n          name\n        }\n        jurisdiction {\n          name\n        }\n      }\n    }\n    invoices {\n      nodes {\n        invoiceNumber\n        status\n        amount\n        amountPaid\n        dueDate\n      }\n    }\n    calls {\n      nodes {\n        startTime\n        outcome\n        fromNumber\n        summary\n      }\n    }\n  }\n}": types.Account360Document,
    "query AnalystProjects {\n  projects(first: 100) {\n    nodes {\n      databaseId\n      title\n      stage {\n        name\n      }\n      jurisdiction {\n        name\n      }\n      account {\n        title\n      }\n    }\n  }\n}": types.AnalystProjectsDocument,
    "query DeepChain($databaseId: Int!) {\n  account(databaseId: $databaseId) {\n    title\n    contacts {\n      createdAt\n      projects {\n        title\n        site {\n          fullAddress\n          utilities {\n            name\n          }\n        }\n      }\n    }\n  }\n}": types.DeepChainDocument,
    "query MobileWorkOrders {\n  workOrders(first: 20) {\n    nodes {\n      databaseId\n      title\n      startDate\n      isCompleted\n    }\n  }\n}": types.MobileWorkOrdersDocument,
    "query TechnicianDay($updatedAfter: DateTime!) {\n  workOrders(\n    first: 20\n    filter: {updatedAfter: $updatedAfter}\n    orderBy: {direction: DESC}\n  ) {\n    nodes {\n      databaseId\n      title\n      startDate\n      endDate\n      status {\n        label\n      }\n      visits {\n        startDate\n        endDate\n        isCompleted\n      }\n      checklist {\n        detail\n        isCompleted\n      }\n      parent {\n        __typename\n        ... on Project {\n          title\n          address\n          account {\n            title\n            primaryPhone\n          }\n        }\n        ... on Opportunity {\n          title\n          address\n          appointments {\n            nodes {\n              title\n              dueDate\n              isCompleted\n            }\n          }\n          account {\n            title\n            primaryPhone\n          }\n        }\n        ... on Account {\n          title\n          address\n          primaryPhone\n        }\n      }\n    }\n  }\n}": types.TechnicianDayDocument,
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
export function graphql(source: "query Account360($databaseId: Int!) {\n  account(databaseId: $databaseId) {\n    title\n    primaryPhone\n    primaryEmail\n    contacts {\n      name\n      emails\n      phones\n    }\n    sites(first: 10) {\n      nodes {\n        fullAddress\n        utilities {\n          name\n          phone\n        }\n        ahjs {\n          name\n          type\n        }\n        assets {\n          nodes {\n            type\n            manufacturer\n            model\n            serialNumber\n            installDate\n            status\n          }\n        }\n      }\n    }\n    projects(first: 20) {\n      nodes {\n        title\n        stage {\n          name\n        }\n        jurisdiction {\n          name\n        }\n      }\n    }\n    invoices {\n      nodes {\n        invoiceNumber\n        status\n        amount\n        amountPaid\n        dueDate\n      }\n    }\n    calls {\n      nodes {\n        startTime\n        outcome\n        fromNumber\n        summary\n      }\n    }\n  }\n}"): (typeof documents)["query Account360($databaseId: Int!) {\n  account(databaseId: $databaseId) {\n    title\n    primaryPhone\n    primaryEmail\n    contacts {\n      name\n      emails\n      phones\n    }\n    sites(first: 10) {\n      nodes {\n        fullAddress\n        utilities {\n          name\n          phone\n        }\n        ahjs {\n          name\n          type\n        }\n        assets {\n          nodes {\n            type\n            manufacturer\n            model\n            serialNumber\n            installDate\n            status\n          }\n        }\n      }\n    }\n    projects(first: 20) {\n      nodes {\n        title\n        stage {\n          name\n        }\n        jurisdiction {\n          name\n        }\n      }\n    }\n    invoices {\n      nodes {\n        invoiceNumber\n        status\n        amount\n        amountPaid\n        dueDate\n      }\n    }\n    calls {\n      nodes {\n        startTime\n        outcome\n        fromNumber\n        summary\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AnalystProjects {\n  projects(first: 100) {\n    nodes {\n      databaseId\n      title\n      stage {\n        name\n      }\n      jurisdiction {\n        name\n      }\n      account {\n        title\n      }\n    }\n  }\n}"): (typeof documents)["query AnalystProjects {\n  projects(first: 100) {\n    nodes {\n      databaseId\n      title\n      stage {\n        name\n      }\n      jurisdiction {\n        name\n      }\n      account {\n        title\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeepChain($databaseId: Int!) {\n  account(databaseId: $databaseId) {\n    title\n    contacts {\n      createdAt\n      projects {\n        title\n        site {\n          fullAddress\n          utilities {\n            name\n          }\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query DeepChain($databaseId: Int!) {\n  account(databaseId: $databaseId) {\n    title\n    contacts {\n      createdAt\n      projects {\n        title\n        site {\n          fullAddress\n          utilities {\n            name\n          }\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MobileWorkOrders {\n  workOrders(first: 20) {\n    nodes {\n      databaseId\n      title\n      startDate\n      isCompleted\n    }\n  }\n}"): (typeof documents)["query MobileWorkOrders {\n  workOrders(first: 20) {\n    nodes {\n      databaseId\n      title\n      startDate\n      isCompleted\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TechnicianDay($updatedAfter: DateTime!) {\n  workOrders(\n    first: 20\n    filter: {updatedAfter: $updatedAfter}\n    orderBy: {direction: DESC}\n  ) {\n    nodes {\n      databaseId\n      title\n      startDate\n      endDate\n      status {\n        label\n      }\n      visits {\n        startDate\n        endDate\n        isCompleted\n      }\n      checklist {\n        detail\n        isCompleted\n      }\n      parent {\n        __typename\n        ... on Project {\n          title\n          address\n          account {\n            title\n            primaryPhone\n          }\n        }\n        ... on Opportunity {\n          title\n          address\n          appointments {\n            nodes {\n              title\n              dueDate\n              isCompleted\n            }\n          }\n          account {\n            title\n            primaryPhone\n          }\n        }\n        ... on Account {\n          title\n          address\n          primaryPhone\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query TechnicianDay($updatedAfter: DateTime!) {\n  workOrders(\n    first: 20\n    filter: {updatedAfter: $updatedAfter}\n    orderBy: {direction: DESC}\n  ) {\n    nodes {\n      databaseId\n      title\n      startDate\n      endDate\n      status {\n        label\n      }\n      visits {\n        startDate\n        endDate\n        isCompleted\n      }\n      checklist {\n        detail\n        isCompleted\n      }\n      parent {\n        __typename\n        ... on Project {\n          title\n          address\n          account {\n            title\n            primaryPhone\n          }\n        }\n        ... on Opportunity {\n          title\n          address\n          appointments {\n            nodes {\n              title\n              dueDate\n              isCompleted\n            }\n          }\n          account {\n            title\n            primaryPhone\n          }\n        }\n        ... on Account {\n          title\n          address\n          primaryPhone\n        }\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;