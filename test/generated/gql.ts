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
    "query AccountContactsNone($id: Int!) { account(databaseId: $id) { title primaryPhone } }": typeof types.AccountContactsNoneDocument,
    "query AccountContactsBoth($id: Int!) { account(databaseId: $id) { title contacts { name } primaryContact { name } } }": typeof types.AccountContactsBothDocument,
    "\n        query AccountContactsFragment {\n          projects(first: 3) { nodes { account { ...AccountContactsOwner } } }\n        }\n        fragment AccountContactsOwner on Account { title primaryContact { name } }\n      ": typeof types.AccountContactsFragmentDocument,
    "query AccountContactsListPlain { accounts(first: 3) { nodes { title } } }": typeof types.AccountContactsListPlainDocument,
    "query AccountContactsListWith { accounts(first: 3) { nodes { title contacts { name } } } }": typeof types.AccountContactsListWithDocument,
    "query AppointmentsOfOpportunities { opportunities(first: 5) { nodes { appointments { nodes { databaseId title dueDate assignee { databaseId firstName } createdBy { databaseId } opportunity { databaseId } } } } } }": typeof types.AppointmentsOfOpportunitiesDocument,
    "query AppointmentByDatabaseId($id: Int) { appointment(databaseId: $id) { id title isCompleted } }": typeof types.AppointmentByDatabaseIdDocument,
    "query AppointmentOfCompany1($id: Int) { appointment(databaseId: $id) { title } }": typeof types.AppointmentOfCompany1Document,
    "query AssetsList { assets(first: 10) { pageInfo { hasNextPage } nodes { databaseId manufacturer model serialNumber type status installDate expectedLifetime endOfLifeDate labels { name color } } } }": typeof types.AssetsListDocument,
    "query AssetsSitesAndAccounts { assets(first: 10) { nodes { site { databaseId fullAddress } account { databaseId title } } } }": typeof types.AssetsSitesAndAccountsDocument,
    "query AssetsByDatabaseId($id: Int) { asset(databaseId: $id) { id databaseId serialNumber } }": typeof types.AssetsByDatabaseIdDocument,
    "query AssetsUnknown { asset(databaseId: 1) { databaseId } }": typeof types.AssetsUnknownDocument,
    "query AssetsOfCompany1($id: Int) { asset(databaseId: $id) { databaseId } }": typeof types.AssetsOfCompany1Document,
    "query BatchingProjectAccountSites {\n      projects(first: 10) {\n        nodes { title account { title sites(first: 5) { nodes { title } } } }\n      }\n    }": typeof types.BatchingProjectAccountSitesDocument,
    "query BatchingAccountProjects {\n      accounts(first: 5) {\n        nodes {\n          title\n          contacts { name emails }\n          projects(first: 3) {\n            nodes { title owner { firstName email } jurisdiction { id name } stage { name } account { title } }\n          }\n        }\n      }\n    }": typeof types.BatchingAccountProjectsDocument,
    "query BatchingSameAccount($id: Int!) {\n        a: account(databaseId: $id) { title }\n        b: account(databaseId: $id) { number }\n        c: account(databaseId: $id) { sites(first: 2) { nodes { id } } }\n        d: account(databaseId: $id) { sites(first: 2) { nodes { title } } }\n      }": typeof types.BatchingSameAccountDocument,
    "query BatchingFreeJurisdiction { projects(first: 10) { nodes { jurisdiction { id databaseId name uuid } } } }": typeof types.BatchingFreeJurisdictionDocument,
    "query BatchingPaidJurisdiction { projects(first: 10) { nodes { jurisdiction { name state type } } } }": typeof types.BatchingPaidJurisdictionDocument,
    "query BatchingUserDirectory { projects(first: 10) { nodes { owner { name role phone } createdBy { name } } } }": typeof types.BatchingUserDirectoryDocument,
    "query BatchingPrimedAccounts { accounts(first: 4) { nodes { databaseId sites(first: 2) { nodes { account { databaseId title } } } } } }": typeof types.BatchingPrimedAccountsDocument,
    "query BatchingFreeContacts { accounts(first: 4) { nodes { contacts { id name emails phones title } primaryContact { name } } } }": typeof types.BatchingFreeContactsDocument,
    "query BatchingPaidContacts { accounts(first: 4) { nodes { contacts { name createdAt } primaryContact { updatedAt } } } }": typeof types.BatchingPaidContactsDocument,
    "query CallsFirstFive { calls(first: 5) { nodes { databaseId } pageInfo { hasNextPage } } }": typeof types.CallsFirstFiveDocument,
    "query CallsFirstTooMany { calls(first: 101) { nodes { databaseId } } }": typeof types.CallsFirstTooManyDocument,
    "query CallsCursor { calls(first: 20) { pageInfo { endCursor } } }": typeof types.CallsCursorDocument,
    "query CallsAfterCursor($after: String) { calls(first: 30, after: $after) { nodes { databaseId } } }": typeof types.CallsAfterCursorDocument,
    "query CallsNewestFirst { calls(first: 50) { nodes { databaseId createdAt } } }": typeof types.CallsNewestFirstDocument,
    "query CallsOldestFirst { calls(first: 50, orderBy: { direction: ASC }) { nodes { databaseId createdAt } } }": typeof types.CallsOldestFirstDocument,
    "query CallsVoicemail { calls(first: 100, filter: { outcome: VOICEMAIL }) { nodes { databaseId outcome } } }": typeof types.CallsVoicemailDocument,
    "query CallsReasonDisposition { calls(first: 100, filter: { reason: \"Service\", disposition: \"Visit scheduled\" }) { nodes { databaseId reason disposition reasonRaw } } }": typeof types.CallsReasonDispositionDocument,
    "query CallsUpdatedAfter($after: DateTime) { calls(first: 100, filter: { updatedAfter: $after }) { nodes { databaseId } } }": typeof types.CallsUpdatedAfterDocument,
    "query CallsUpdatedBefore { calls(first: 5, filter: { updatedBefore: \"2000-01-01T00:00:00Z\" }) { nodes { databaseId } } }": typeof types.CallsUpdatedBeforeDocument,
    "query CallsRevenueReason { calls(first: 20, filter: { reason: \"REVENUE_OPPORTUNITY\" }) { nodes { reason reasonRaw } } }": typeof types.CallsRevenueReasonDocument,
    "query CallsTranscripts { calls(first: 100) { nodes { databaseId summary transcriptText transcriptLines } } }": typeof types.CallsTranscriptsDocument,
    "query CallsRecords { calls(first: 100) { nodes { databaseId record { __typename ... on Node { id } ... on Project { databaseId } ... on Opportunity { databaseId } ... on Account { databaseId } } } } }": typeof types.CallsRecordsDocument,
    "query CallsProjectRecords { calls(first: 20) { nodes { record { ... on Project { title } } } } }": typeof types.CallsProjectRecordsDocument,
    "query CallsTwo { calls(first: 2) { nodes { databaseId } } }": typeof types.CallsTwoDocument,
    "query CallsLongReason($r: String) { calls(first: 2, filter: { reason: $r }) { nodes { databaseId } } }": typeof types.CallsLongReasonDocument,
    "query CallsLongDisposition($d: String) { calls(first: 2, filter: { disposition: $d }) { nodes { databaseId } } }": typeof types.CallsLongDispositionDocument,
    "query CallsShortReason($r: String) { calls(first: 2, filter: { reason: $r }) { nodes { databaseId } } }": typeof types.CallsShortReasonDocument,
    "query CallsCallNode($id: ID!) { node(id: $id) { id ... on Call { databaseId } } }": typeof types.CallsCallNodeDocument,
    "query CallsOfProjects { projects(first: 5) { nodes { databaseId calls(first: 50) { nodes { databaseId outcome reason reasonRaw disposition dispositionRaw summary shape createdAt record { __typename ... on Project { databaseId } } } } } } }": typeof types.CallsOfProjectsDocument,
    "query CallsOfAccounts { accounts(first: 3) { nodes { databaseId calls { nodes { databaseId record { __typename } } } } } opportunities(first: 3) { nodes { databaseId calls { nodes { databaseId record { __typename } } } } } }": typeof types.CallsOfAccountsDocument,
    "query CallsProjectPages($id: Int!, $after: String) { project(databaseId: $id) { calls(first: 2, after: $after) { nodes { databaseId } pageInfo { hasNextPage hasPreviousPage endCursor } } } }": typeof types.CallsProjectPagesDocument,
    "query CallsOfProjectsUnpaged { projects(first: 3) { nodes { databaseId title calls { nodes { databaseId } } } } }": typeof types.CallsOfProjectsUnpagedDocument,
    "query CallsUnknownProject { project(databaseId: 999999) { calls { nodes { databaseId } } } }": typeof types.CallsUnknownProjectDocument,
    "query CallsClassificationOptions { reasons: callClassificationOptions(type: REASON) { databaseId type name isDefault } all: callClassificationOptions { type name } }": typeof types.CallsClassificationOptionsDocument,
    "query CallsProjectReminders($id: Int!) { project(databaseId: $id) { reminders(first: 1) { totalCount pageInfo { hasNextPage } nodes { databaseId title type isCompleted assigneeDatabaseId assignee { databaseId firstName } createdBy { databaseId } record { __typename ... on Project { databaseId } } } } } }": typeof types.CallsProjectRemindersDocument,
    "query CallsReminderById($id: Int!) { reminder(databaseId: $id) { id databaseId title dueDate record { ... on Project { databaseId } } } }": typeof types.CallsReminderByIdDocument,
    "query CallsReminderNode($id: ID!) { node(id: $id) { ... on Reminder { databaseId } } }": typeof types.CallsReminderNodeDocument,
    "query CallsReminderAssignees { projects(first: 5) { nodes { reminders(first: 20) { nodes { databaseId assignee { databaseId firstName } createdBy { databaseId } } } } } }": typeof types.CallsReminderAssigneesDocument,
    "query CallsOpenReminders { projects(first: 5) { nodes { reminders(first: 10, filter: { isCompleted: false }) { totalCount nodes { isCompleted } } } } }": typeof types.CallsOpenRemindersDocument,
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
    "query CostModelParentTitles { workOrders(first: 50) { nodes { title project { title account { title } } } } }": typeof types.CostModelParentTitlesDocument,
    "query CostModelDepthFive {\n      workOrders(first: 8) {\n        nodes {\n          title\n          visits { startDate }\n          project {\n            title\n            invoices { nodes { invoiceNumber status } }\n            calls { nodes { outcome reason } }\n            account {\n              title\n              calls { nodes { outcome } }\n              sites(first: 2) { nodes { fullAddress utilities { name } } }\n            }\n          }\n        }\n      }\n    }": typeof types.CostModelDepthFiveDocument,
    "query ErrorsAccountTitles { accounts(first: 2) { nodes { title } } }": typeof types.ErrorsAccountTitlesDocument,
    "query ErrorsAccountSites { accounts(first: 3) { nodes { title sites(first: 2) { nodes { title } } } } }": typeof types.ErrorsAccountSitesDocument,
    "query ErrorsUnknownAccount { account(databaseId: 999999) { title } }": typeof types.ErrorsUnknownAccountDocument,
    "query ErrorsAccountOfCompany1($id: Int!) { account(databaseId: $id) { title } }": typeof types.ErrorsAccountOfCompany1Document,
    "query ErrorsBadKey { accounts(first: 2) { nodes { title sites { nodes { title } } } } projects(first: 2) { nodes { title } } }": typeof types.ErrorsBadKeyDocument,
    "query ErrorsFirstTooLarge { accounts(first: 101) { nodes { title } } }": typeof types.ErrorsFirstTooLargeDocument,
    "query ErrorsAccountByGlobalId($id: ID!) { account(id: $id) { title } }": typeof types.ErrorsAccountByGlobalIdDocument,
    "query ErrorsTooExpensive { accounts(first: 100) { nodes { projects(first: 100) { nodes { account { title } } } } } }": typeof types.ErrorsTooExpensiveDocument,
    "query FilesProjectFolderContents($id: Int!) { project(databaseId: $id) { folders {\n        __typename\n        ... on Phase { databaseId name status contents { __typename ... on Folder { databaseId name } ... on File { databaseId name fileType } ... on Form { databaseId } } }\n        ... on Folder { databaseId name isActive parent { databaseId } contents { __typename ... on Folder { databaseId name parent { databaseId name } } ... on File { databaseId fileType folder { databaseId name } } } }\n      } } }": typeof types.FilesProjectFolderContentsDocument,
    "query FilesProjectContentTypes($id: Int!) { project(databaseId: $id) { folders { ... on Phase { contents { __typename } } ... on Folder { contents { __typename } } } } }": typeof types.FilesProjectContentTypesDocument,
    "query FilesFolderTwoLevels($id: ID!) { folder(id: $id) { name contents { __typename ... on Folder { databaseId contents { __typename ... on File { databaseId name fileType folder { databaseId } } } } ... on File { databaseId } } } }": typeof types.FilesFolderTwoLevelsDocument,
    "query FilesArchivedFolders($id: Int!, $all: Boolean) { folder(databaseId: $id) { contents(includeArchived: $all) { ... on Folder { databaseId isActive } } } }": typeof types.FilesArchivedFoldersDocument,
    "query FilesProjectRootFolders($id: Int!) { project(databaseId: $id) { a: folders { ... on Folder { databaseId } } b: folders(includeArchived: true) { ... on Folder { databaseId } } } }": typeof types.FilesProjectRootFoldersDocument,
    "query FilesProjectRootFoldersAfter($id: Int!) { project(databaseId: $id) { a: folders { ... on Folder { databaseId } } b: folders(includeArchived: true) { ... on Folder { databaseId } } } }": typeof types.FilesProjectRootFoldersAfterDocument,
    "query FilesPhaseForms($id: Int!) { project(databaseId: $id) { folders { ... on Phase { databaseId contents { __typename ... on Form { databaseId name status template { databaseId } phase { databaseId name } file { isForm fileType phase { databaseId } } } } } } } }": typeof types.FilesPhaseFormsDocument,
    "query FilesFilePhases($id: Int!) { project(databaseId: $id) { files(first: 100) { nodes { databaseId phase { databaseId name position status } } } } }": typeof types.FilesFilePhasesDocument,
    "query FilesOpportunityFolders { opportunities(first: 3) { nodes { databaseId folders { __typename ... on Phase { name opportunity { databaseId } } } forms { nodes { databaseId } } } } }": typeof types.FilesOpportunityFoldersDocument,
    "query FilesUnknownFolder { folder(databaseId: 999999) { name } }": typeof types.FilesUnknownFolderDocument,
    "query FilesOfRecords {\n      projects(first: 6) { nodes { databaseId files(first: 100) { nodes { databaseId name } } } }\n      opportunities(first: 3) { nodes { databaseId files(first: 100) { nodes { databaseId } } } }\n      accounts(first: 4) { nodes { databaseId files(first: 100) { nodes { databaseId name metaData { extention } } } } }\n    }": typeof types.FilesOfRecordsDocument,
    "query FilesFileById($id: ID!) { node(id: $id) { ... on File { databaseId name fileType downloadUrl isArchived isForm createdBy { databaseId name } project { databaseId }\n        metaData { size mimeType extention originalName generatedName thumbnailUrl gps { latitude longitude } } } } }": typeof types.FilesFileByIdDocument,
    "query FilesListedFileFolders($id: Int!) { project(databaseId: $id) { files(first: 100) { nodes { metaData { extention } folder { databaseId } } } } }": typeof types.FilesListedFileFoldersDocument,
    "query FilesTemplateLayout($id: Int!) { formTemplate(databaseId: $id) { name dueDateXDaysAfter labels { name color } formLayouts {\n        databaseId name type columnId column { databaseId name type multiple isRequired isReadOnly }\n        properties { databaseId type columnId column { databaseId name type } properties { databaseId } }\n        fields { databaseId }\n      } } }": typeof types.FilesTemplateLayoutDocument,
    "query FilesTemplateAssignees { formTemplates(first: 10) { nodes { name assignee { databaseId name } assigneeProperty collaborators { databaseId } collaboratorProperties } } }": typeof types.FilesTemplateAssigneesDocument,
    "query FilesTemplatesFirstPage { formTemplates(first: 2) { nodes { name isArchived } pageInfo { hasNextPage endCursor } } }": typeof types.FilesTemplatesFirstPageDocument,
    "query FilesTemplatesNextPage($after: String) { formTemplates(first: 10, after: $after) { nodes { name } pageInfo { hasNextPage } } }": typeof types.FilesTemplatesNextPageDocument,
    "query FilesTemplatesArchived { formTemplates(first: 10, includeArchived: true) { nodes { name isArchived } } }": typeof types.FilesTemplatesArchivedDocument,
    "query FilesProjectForms($id: Int!) { project(databaseId: $id) {\n        forms { nodes { databaseId name status isCompleted completedAt template { databaseId name } formLayouts { databaseId name properties { columnId name type value } fields { columnId } } } }\n        completed: forms(status: COMPLETED, first: 100) { nodes { databaseId } }\n      } }": typeof types.FilesProjectFormsDocument,
    "query FilesWorkOrderFormItems($id: Int!) { workOrder(databaseId: $id) { workItems { type ... on FormWorkItem { form { databaseId name status } } } } }": typeof types.FilesWorkOrderFormItemsDocument,
    "query FilesWorkOrderFormValues($id: Int!) { workOrder(databaseId: $id) { workItems { ... on FormWorkItem { form { workOrder { databaseId } formLayouts { name } } } } } }": typeof types.FilesWorkOrderFormValuesDocument,
    "query GeoSiteAhjsAndUtilities($id: Int) { site(databaseId: $id) { ahjs { name type state } utilities { name state } } }": typeof types.GeoSiteAhjsAndUtilitiesDocument,
    "query GeoUtilitiesBadState { utilities(first: 5, filter: { state: \"COL\" }) { nodes { name } } }": typeof types.GeoUtilitiesBadStateDocument,
    "query GeoUtilitiesBadLatitude { utilities(first: 5, filter: { near: { lat: 91, lng: 0 } }) { nodes { name } } }": typeof types.GeoUtilitiesBadLatitudeDocument,
    "query GeoUtilitiesInColorado { utilities(first: 3, filter: { state: \"CO\" }) { nodes { databaseId name state } } }": typeof types.GeoUtilitiesInColoradoDocument,
    "query GeoAhjsNearDenver { ahjs(first: 5, filter: { near: { lat: 39.7392, lng: -104.9903 } }) {\n      nodes { databaseId name type isPrivate ashraeMinTempC ashraeMinTempF emails custom customProperty(keyName: \"nope\") } } }": typeof types.GeoAhjsNearDenverDocument,
    "query GeoAhjCounties { ahjs(first: 3, filter: { state: \"CO\", type: COUNTY }) { nodes { name state type } } }": typeof types.GeoAhjCountiesDocument,
    "query GeoAhjProperties { properties(recordType: AHJ) { name keyName type isCustom } }": typeof types.GeoAhjPropertiesDocument,
    "query InvoicesWithLines {\n      invoices(first: 10) {\n        pageInfo { hasNextPage }\n        nodes { databaseId invoiceNumber status amount amountPaid lineItems { quantity unitPrice catalogItem { databaseId name } } }\n      }\n    }": typeof types.InvoicesWithLinesDocument,
    "query InvoicesCatalogItems { invoices(first: 10) { nodes { lineItems { catalogItem { name price category } } } } }": typeof types.InvoicesCatalogItemsDocument,
    "query InvoicesRecordsAndPayments {\n      invoices(first: 5) {\n        nodes {\n          databaseId\n          account { databaseId title }\n          record { __typename ... on Project { databaseId title } ... on Account { databaseId title } }\n          payments { nodes { amount paymentMethod } }\n        }\n      }\n    }": typeof types.InvoicesRecordsAndPaymentsDocument,
    "query InvoiceByDatabaseId($id: Int!) { invoice(databaseId: $id) { databaseId invoiceNumber } }": typeof types.InvoiceByDatabaseIdDocument,
    "query InvoicesOfProjectsAndAccounts { projects(first: 5) { nodes { invoices { nodes { databaseId } } account { invoices { nodes { databaseId } } } } } }": typeof types.InvoicesOfProjectsAndAccountsDocument,
    "query InvoicesBillsAndCatalogItems {\n      bills(first: 3) { pageInfo { hasNextPage } nodes { databaseId billNumber status amount project { databaseId } } }\n      catalogItems(first: 5) { pageInfo { hasNextPage } nodes { databaseId name price type } }\n    }": typeof types.InvoicesBillsAndCatalogItemsDocument,
    "query LookupRoundTripsWarmUp { __typename }": typeof types.LookupRoundTripsWarmUpDocument,
    "query LookupRoundTripsAccountId($id: Int!) { account(databaseId: $id) { id } }": typeof types.LookupRoundTripsAccountIdDocument,
    "query LookupRoundTripsFragments($id: ID!) {\n        account(id: $id) { ...LookupRoundTripsLists ... on Account { calls { nodes { outcome } } } mine: invoices { nodes { amount } } again: invoices { nodes { invoiceNumber } } }\n      }\n      fragment LookupRoundTripsLists on Account { title sites(first: 10) { nodes { fullAddress } } projects { nodes { title } } }": typeof types.LookupRoundTripsFragmentsDocument,
    "query LookupRoundTripsSkipInclude($id: Int!, $no: Boolean!) { account(databaseId: $id) { title invoices @skip(if: true) { nodes { amount } } calls @include(if: $no) { nodes { outcome } } sites { nodes { title } } } }": typeof types.LookupRoundTripsSkipIncludeDocument,
    "query LookupRoundTripsIncludeVariable($id: Int!, $withCalls: Boolean!) { account(databaseId: $id) { title calls @include(if: $withCalls) { nodes { outcome } } } }": typeof types.LookupRoundTripsIncludeVariableDocument,
    "query LookupRoundTripsProjectLists($id: Int!) { project(databaseId: $id) { title invoices { nodes { amount } } calls { nodes { outcome } } workOrders { nodes { title } } notes { nodes { text } } } }": typeof types.LookupRoundTripsProjectListsDocument,
    "query LookupRoundTripsMissingAccount($id: Int!) { account(databaseId: $id) { title invoices { nodes { amount } } } }": typeof types.LookupRoundTripsMissingAccountDocument,
    "query LookupRoundTripsSitesWindow($id: Int!) { account(databaseId: $id) { title sites(first: 500) { nodes { title } } } }": typeof types.LookupRoundTripsSitesWindowDocument,
    "query LookupRoundTripsFailingList($id: Int!) { account(databaseId: $id) { title invoices { nodes { amount } } sites { nodes { title } } } }": typeof types.LookupRoundTripsFailingListDocument,
    "query LookupRoundTripsProjectAccounts { projects(first: 5) { nodes { title account { title invoices { nodes { amount } } calls { nodes { outcome } } } } } }": typeof types.LookupRoundTripsProjectAccountsDocument,
    "query LookupRoundTripsSiteAccounts { sites(first: 3) { nodes { account { title projects(first: 3) { nodes { title } } } } } }": typeof types.LookupRoundTripsSiteAccountsDocument,
    "query LookupRoundTripsAccountGlobalId($id: Int!) { account(databaseId: $id) { id } }": typeof types.LookupRoundTripsAccountGlobalIdDocument,
    "query NotesWarmUp { projects(first: 10) { nodes { notes { nodes { databaseId } } } } }": typeof types.NotesWarmUpDocument,
    "query NotesOfProjects { projects(first: 10) { nodes { databaseId notes { nodes { databaseId text author { databaseId firstName lastName email } record { __typename ... on Project { databaseId } } } } } } }": typeof types.NotesOfProjectsDocument,
    "query NotesOfOtherRecords {\n      opportunities(first: 5) { nodes { notes { nodes { text } } } }\n      accounts(first: 5) { nodes { notes { nodes { text } } } }\n      workOrders(first: 40) { nodes { notes { nodes { text plainText mentions { databaseId } } } } }\n    }": typeof types.NotesOfOtherRecordsDocument,
    "query NotesMentions($id: Int) { project(databaseId: $id) { notes { nodes { text plainText mentions { databaseId email } } } } }": typeof types.NotesMentionsDocument,
    "query NotesNode($id: ID!) { node(id: $id) { id } }": typeof types.NotesNodeDocument,
    "query NotesOfUnknownProject { project(databaseId: 1) { notes { nodes { text } } } }": typeof types.NotesOfUnknownProjectDocument,
    "query PagingFirstCursor { projects(first: 1) { edges { cursor } } }": typeof types.PagingFirstCursorDocument,
    "query PagingBeforeFirst { projects(last: 1, before: \"T2Zmc2V0Q29ubmVjdGlvbjow\") { nodes { title } pageInfo { hasPreviousPage hasNextPage startCursor endCursor } } }": typeof types.PagingBeforeFirstDocument,
    "query QuotaRedisScreen { projects(first: 10) { nodes { databaseId title account { title } } } }": typeof types.QuotaRedisScreenDocument,
    "query QuotaRedisProject($id: Int!) { project(databaseId: $id) { id databaseId title } }": typeof types.QuotaRedisProjectDocument,
    "mutation QuotaRedisProjectRename($id: ID!) { projectUpdate(id: $id, input: { title: \"Written on A\" }) { userErrors { message } } }": typeof types.QuotaRedisProjectRenameDocument,
    "query QuotaRedisAccountCalls($after: String) { accounts(first: 100, after: $after) { pageInfo { endCursor } nodes { calls { nodes { id } } } } }": typeof types.QuotaRedisAccountCallsDocument,
    "query QuotaRedisAccountsCursor { accounts(first: 100) { pageInfo { endCursor } } }": typeof types.QuotaRedisAccountsCursorDocument,
    "query QuotaScreen { projects(first: 10) { nodes { databaseId title stage { name } account { title } } } }": typeof types.QuotaScreenDocument,
    "query QuotaProject($id: Int!) { project(databaseId: $id) { databaseId title } }": typeof types.QuotaProjectDocument,
    "query QuotaProjectId($id: Int!) { project(databaseId: $id) { id } }": typeof types.QuotaProjectIdDocument,
    "query QuotaAhjs { ahjs(first: 3) { nodes { databaseId name custom } } }": typeof types.QuotaAhjsDocument,
    "mutation QuotaProjectRename($id: ID!) { projectUpdate(id: $id, input: { title: \"Renamed by a write\" }) { userErrors { message } } }": typeof types.QuotaProjectRenameDocument,
    "mutation QuotaProjectTouch($id: ID!) { projectUpdate(id: $id, input: { description: \"touched\" }) { userErrors { message } } }": typeof types.QuotaProjectTouchDocument,
    "query QuotaProjectIds { projects(first: 10) { nodes { databaseId } } }": typeof types.QuotaProjectIdsDocument,
    "query QuotaAccountCalls($after: String) { accounts(first: 100, after: $after) { pageInfo { endCursor } nodes { calls { nodes { id } } } } }": typeof types.QuotaAccountCallsDocument,
    "query QuotaRateLimit { projects(first: 1) { nodes { title } } rateLimit { perSecondLimit usedLastSecond remainingToday dailyLimit resetAt } }": typeof types.QuotaRateLimitDocument,
    "query QuoteTaxes { quotes(first: 20) { nodes { databaseId taxId tax { databaseId name rate } } } }": typeof types.QuoteTaxesDocument,
    "query QuoteArchivedTax($id: Int!) { quote(databaseId: $id) { tax { databaseId isArchived } } }": typeof types.QuoteArchivedTaxDocument,
    "query QuotesWithSummaries { quotes(first: 10) { nodes { databaseId quoteNumber status amount subtotal taxRate discountType\n      account { databaseId title } record { __typename ... on Opportunity { databaseId } ... on Project { databaseId } }\n      lineItems { quantity unitPrice totalPrice sectionName catalogItem { databaseId name } } } } }": typeof types.QuotesWithSummariesDocument,
    "query QuotesCatalogItems { quotes(first: 5) { nodes { lineItems { catalogItem { price category } } } } }": typeof types.QuotesCatalogItemsDocument,
    "query QuotesApproved { quotes(first: 50, filter: { status: APPROVED }) { nodes { status } } }": typeof types.QuotesApprovedDocument,
    "query QuoteOfCompany1($id: Int) { quote(databaseId: $id) { amount } }": typeof types.QuoteOfCompany1Document,
    "query QuotesSalesPipeline { opportunities(first: 10) { nodes { title\n      quotes { nodes { status amount lineItems { quantity totalPrice } } }\n      appointments { nodes { title dueDate isCompleted assignee { name role } } }\n      notes { nodes { text author { name } } } } } }": typeof types.QuotesSalesPipelineDocument,
    "query QuotesEquipmentScreen { accounts(first: 5) { nodes { title\n      assets { nodes { serialNumber } }\n      sites(first: 20) { nodes { fullAddress assets { nodes { manufacturer model serialNumber installDate endOfLifeDate status labels { name } } } } } } } }": typeof types.QuotesEquipmentScreenDocument,
    "query SchemaProjectIds { projects(first: 1) { nodes { id title account { id title } } } }": typeof types.SchemaProjectIdsDocument,
    "query SchemaNodeAndNodes($p: ID!, $a: ID!) {\n        node(id: $p) { id ... on Project { title } }\n        nodes(ids: [$a, $p]) { __typename id }\n        account(id: $a) { databaseId }\n      }": typeof types.SchemaNodeAndNodesDocument,
    "query SchemaAccountWithoutId { account { title } }": typeof types.SchemaAccountWithoutIdDocument,
    "query SchemaFirstIds { projects(first: 1) { nodes { id } } opportunities(first: 1) { nodes { id } } }": typeof types.SchemaFirstIdsDocument,
    "query SearchActiveProjects { projects(first: 100, where: { conditions: [{ field: \"status\", operator: EQ, value: \"ACTIVE\" }] }) { nodes { databaseId status } } }": typeof types.SearchActiveProjectsDocument,
    "query SearchProjectsOr($w: RecordSearch) { projects(first: 100, where: $w) { nodes { databaseId title status } } }": typeof types.SearchProjectsOrDocument,
    "query SearchProjectsAnd($w: RecordSearch) { projects(first: 2, where: $w) { pageInfo { hasNextPage } nodes { databaseId } } }": typeof types.SearchProjectsAndDocument,
    "query SearchProjectsTrade($v: String) { projects(first: 100, where: { conditions: [{ field: \"trades\", operator: EQ, value: $v }] }) { nodes { databaseId } } }": typeof types.SearchProjectsTradeDocument,
    "query SearchAccountsStandardField { accounts(first: 5, where: { conditions: [{ field: \"title\", operator: CONTAINS, value: \"a\" }, { field: \"value\", operator: GT, value: \"10\" }] }) { nodes { databaseId } } }": typeof types.SearchAccountsStandardFieldDocument,
    "query SearchAccountsCustomProperty { accounts(first: 5, where: { conditions: [{ field: \"no_such_property_key\", operator: EQ, value: \"x\" }] }) { nodes { databaseId } pageInfo { hasNextPage } } }": typeof types.SearchAccountsCustomPropertyDocument,
    "query SearchAccountContacts($id: String) { accounts(first: 5, where: { conditions: [{ field: \"id\", operator: EQ, value: $id }] }) { nodes { databaseId title contacts { name } } } }": typeof types.SearchAccountContactsDocument,
    "query SearchProjectsTextAndWhere { projects(first: 5, filter: { q: \"solar\" }, where: { conditions: [{ field: \"status\", operator: EQ, value: \"ACTIVE\" }] }) { nodes { databaseId } } }": typeof types.SearchProjectsTextAndWhereDocument,
    "query SearchOpportunitiesFirstTooLarge { opportunities(first: 101, where: { conditions: [{ field: \"confidence\", operator: GTE, value: \"0\" }] }) { nodes { databaseId } } }": typeof types.SearchOpportunitiesFirstTooLargeDocument,
    "query SearchPlainLists { projects(first: 3) { nodes { databaseId } } opportunities(first: 3) { nodes { databaseId } } }": typeof types.SearchPlainListsDocument,
    "query VendorRecordOwners {\n      projects(first: 100, filter: { includeArchived: true }) { nodes { createdBy { role phone isActive } updatedBy { role } owner { role isActive } } }\n      opportunities(first: 100, filter: { includeArchived: true }) { nodes { createdBy { role } owner { role phone isActive } } }\n    }": typeof types.VendorRecordOwnersDocument,
    "query VendorUidNumber($p: Int!, $o: Int!) { project(databaseId: $p) { uid number } opportunity(databaseId: $o) { uid number } }": typeof types.VendorUidNumberDocument,
    "query VendorWorkOrderParents { workOrders(first: 100) { nodes { databaseId\n      parent { __typename ... on Project { databaseId uid } ... on Opportunity { databaseId uid } ... on Account { databaseId } }\n      project { databaseId } opportunity { databaseId } } } }": typeof types.VendorWorkOrderParentsDocument,
    "query VendorProjectPhaseFolders($id: Int!) { project(databaseId: $id) { phase { instanceId name } folders { __typename ... on Phase { databaseId name } } } }": typeof types.VendorProjectPhaseFoldersDocument,
    "query VendorProjectSites {\n      projects(first: 20, filter: { includeArchived: true }) { nodes { databaseId site { databaseId fullAddress account { databaseId } } } }\n    }": typeof types.VendorProjectSitesDocument,
    "query VendorArchivedProjectSites { projects(first: 20, filter: { includeArchived: true }) { nodes { databaseId site { databaseId } } } }": typeof types.VendorArchivedProjectSitesDocument,
    "query VendorOpportunitySite($id: Int!) { opportunity(databaseId: $id) { site { databaseId fullAddress } } }": typeof types.VendorOpportunitySiteDocument,
    "query VendorProjectWithoutSite($id: Int!) { project(databaseId: $id) { site { databaseId } } }": typeof types.VendorProjectWithoutSiteDocument,
    "query VendorAccountSites($id: Int!) { account(databaseId: $id) { title sites(first: 10) { nodes { databaseId utilities { name } ahjs { name } } } } }": typeof types.VendorAccountSitesDocument,
    "query VendorAhjAndLabel($a: Int!, $l: Int!) { ahj(databaseId: $a) { website } label(databaseId: $l) { color } }": typeof types.VendorAhjAndLabelDocument,
    "query VendorWorkOrderFlags { workOrders(first: 100) { nodes { databaseId isActive isArchived } } }": typeof types.VendorWorkOrderFlagsDocument,
    "query VendorsList { vendors(first: 50) { nodes { databaseId name vendorType isActive website address number custom } } }": typeof types.VendorsListDocument,
    "query VendorsLenders { vendors(first: 50, filter: { vendorType: FINANCING }) { nodes { vendorType } } }": typeof types.VendorsLendersDocument,
    "query VendorsWithArchived { vendors(first: 50, filter: { includeArchived: true }) { nodes { isActive } } }": typeof types.VendorsWithArchivedDocument,
    "query VendorsSearch { vendors(first: 20, where: { conditions: [{ field: \"vendorType\", operator: IN, values: [\"SUPPLIER\", \"CONSULTANT\"] }, { field: \"name\", operator: CONTAINS, value: \"s\" }], combine: AND }) { nodes { name vendorType } } }": typeof types.VendorsSearchDocument,
    "query VendorsOfProjects { projects(first: 10) { nodes { databaseId vendors { nodes { databaseId name } } } } }": typeof types.VendorsOfProjectsDocument,
    "query VendorsProjectsAndContacts { vendors(first: 3) { nodes { projects { databaseId title } contacts { name } } } }": typeof types.VendorsProjectsAndContactsDocument,
    "query VendorsByDatabaseId($id: Int) { vendor(databaseId: $id) { name } }": typeof types.VendorsByDatabaseIdDocument,
    "query ParentsOfPage { workOrders(first: 20) { nodes { databaseId\n      project { databaseId title } opportunity { databaseId } account { databaseId }\n      parent { __typename ... on Project { databaseId } ... on Opportunity { databaseId } ... on Account { databaseId number } } } } }": typeof types.ParentsOfPageDocument,
    "query ParentsAccountWorkOrder($id: Int) { workOrder(databaseId: $id) { project { databaseId createdAt status } account { databaseId title } } }": typeof types.ParentsAccountWorkOrderDocument,
    "query ParentsOpportunityWorkOrder($id: Int) { workOrder(databaseId: $id) { project { databaseId } opportunity { databaseId title confidence } } }": typeof types.ParentsOpportunityWorkOrderDocument,
    "query ParentsRecordWorkOrders($a: Int, $o: Int) {\n      account(databaseId: $a) { workOrders { nodes { project { databaseId } account { databaseId title } parent { __typename } } } }\n      opportunity(databaseId: $o) { workOrders { nodes { project { databaseId } opportunity { databaseId title } parent { __typename } } } }\n    }": typeof types.ParentsRecordWorkOrdersDocument,
    "query ParentsFromProject($p: Int) { project(databaseId: $p) { workOrders { nodes { project { databaseId } parent { ... on Project { databaseId } } opportunity { databaseId } } } } }": typeof types.ParentsFromProjectDocument,
    "query ParentsSummaries { workOrders(first: 20) { nodes { parentSummary { databaseId uid title stage } } } }": typeof types.ParentsSummariesDocument,
    "query WorkOrdersPage {\n      workOrders(first: 20) {\n        nodes { databaseId title isActive status { id label } visits { databaseId } workItems { type }\n          parentSummary { databaseId title } assignee { firstName lastName } collaborators { firstName } labels { name color } }\n      }\n    }": typeof types.WorkOrdersPageDocument,
    "query WorkOrdersProjectTitles { workOrders(first: 20) { nodes { project { title createdAt } } } }": typeof types.WorkOrdersProjectTitlesDocument,
    "query WorkOrdersActiveFlags { workOrders(first: 5) { nodes { isActive isArchived } } }": typeof types.WorkOrdersActiveFlagsDocument,
    "query WorkOrdersWorkItems($id: Int!) { workOrder(databaseId: $id) { databaseId title workItems { __typename type databaseId } } }": typeof types.WorkOrdersWorkItemsDocument,
    "query WorkOrdersOfProjects { projects(first: 5) { nodes { databaseId workOrders(first: 100) { nodes { databaseId title project { databaseId } } } } } }": typeof types.WorkOrdersOfProjectsDocument,
    "query WorkOrdersOfAccounts { accounts(first: 3) { nodes { workOrders { nodes { databaseId lineItems { totalPrice } } } } } }": typeof types.WorkOrdersOfAccountsDocument,
    "query FaultsBothLists { accounts(first: 2) { nodes { title } } projects(first: 2) { nodes { title } } }": typeof types.FaultsBothListsDocument,
    "query FaultsAccounts { accounts(first: 2) { nodes { title } } }": typeof types.FaultsAccountsDocument,
    "mutation FaultsAccountCreate($input: AccountCreateInput!) { accountCreate(input: $input) { account { title } userErrors { message } } }": typeof types.FaultsAccountCreateDocument,
    "mutation FaultsAccountCreateReset($input: AccountCreateInput!) { accountCreate(input: $input) { account { title } } }": typeof types.FaultsAccountCreateResetDocument,
    "query FaultsAccountsAndCost { accounts(first: 2) { nodes { title } } rateLimit { cost } }": typeof types.FaultsAccountsAndCostDocument,
    "query FaultsProjects { projects(first: 2) { nodes { title } } }": typeof types.FaultsProjectsDocument,
    "query LimitsTooExpensive { accounts(first: 40) { nodes { projects(first: 25) { nodes { account { title } } } } } }": typeof types.LimitsTooExpensiveDocument,
    "query LimitsPricedPerVariables($a: Int, $p: Int) { accounts(first: $a) { nodes { projects(first: $p) { nodes { account { title } } } } } }": typeof types.LimitsPricedPerVariablesDocument,
    "query LimitsProjectsFirst($n: Int) { projects(first: $n) { nodes { title } } }": typeof types.LimitsProjectsFirstDocument,
    "query LimitsUpstreamCap { accounts(first: 3) { nodes { title sites(first: 2) { nodes { title } } } } }": typeof types.LimitsUpstreamCapDocument,
    "query LimitsCostReport { accounts(first: 2) { nodes { title sites(first: 3) { nodes { title } } } } rateLimit { cost maxCost limit remaining } }": typeof types.LimitsCostReportDocument,
    "query LimitsRateLimit { rateLimit { cost limit remaining } }": typeof types.LimitsRateLimitDocument,
    "query LimitsRateLimitOtherKey { rateLimit { limit remaining reportedAt } }": typeof types.LimitsRateLimitOtherKeyDocument,
    "query LimitsIntrospection { __schema { queryType { name } } }": typeof types.LimitsIntrospectionDocument,
    "query NodesLimitIds($ids: [ID!]!) { nodes(ids: $ids) { id } }": typeof types.NodesLimitIdsDocument,
    "query NodesLimitAccountIds { accounts(first: 5) { nodes { id } } }": typeof types.NodesLimitAccountIdsDocument,
    "query NodesLimitCost($ids: [ID!]!) { nodes(ids: $ids) { id } rateLimit { cost } }": typeof types.NodesLimitCostDocument,
    "query NodesLimitDeeperCost($ids: [ID!]!) { nodes(ids: $ids) { ... on Account { sites(first: 1) { nodes { title } } } } rateLimit { cost } }": typeof types.NodesLimitDeeperCostDocument,
    "query NodesLimitTooExpensive($ids: [ID!]!) { nodes(ids: $ids) { ... on Account { sites(first: 20) { nodes { account { title } } } } } }": typeof types.NodesLimitTooExpensiveDocument,
    "query UpstreamAnswersSizeCap { a: account(databaseId: 1) { title } b: account(databaseId: 2) { title } c: account(databaseId: 3) { title } }": typeof types.UpstreamAnswersSizeCapDocument,
    "query UpstreamAnswersDeepValue { a: account(databaseId: 1) { title } d: account(databaseId: 4) { title custom } }": typeof types.UpstreamAnswersDeepValueDocument,
    "query UpstreamAnswersDeepRecord { d: account(databaseId: 4) { title } }": typeof types.UpstreamAnswersDeepRecordDocument,
    "query UpstreamShapesContacts { contacts(first: 3) { nodes { id databaseId name accounts { title } } } }": typeof types.UpstreamShapesContactsDocument,
    "query UpstreamShapesProjectLists { projects(first: 2) { nodes { title workOrders { nodes { title } } invoices { nodes { invoiceNumber } } } } }": typeof types.UpstreamShapesProjectListsDocument,
    "query UpstreamShapesCreatedBy { projects(first: 2) { nodes { title createdBy { firstName id } } } }": typeof types.UpstreamShapesCreatedByDocument,
    "query UpstreamShapesCreatedByRole { projects(first: 1) { nodes { createdBy { role } } } }": typeof types.UpstreamShapesCreatedByRoleDocument,
    "query UpstreamShapesContactAccountLists { contacts(first: 1) { nodes { accounts { title sites(first: 1) { nodes { title } } projects(first: 1) { nodes { title } } } } } }": typeof types.UpstreamShapesContactAccountListsDocument,
    "query UpstreamShapesProjectTitles { projects(first: 2) { nodes { title } } }": typeof types.UpstreamShapesProjectTitlesDocument,
    "query UpstreamShapesProjectValues { projects(first: 2) { nodes { title value } } }": typeof types.UpstreamShapesProjectValuesDocument,
    "query UpstreamShapesProjectInvoices { projects(first: 2) { nodes { title invoices { nodes { invoiceNumber } } } } }": typeof types.UpstreamShapesProjectInvoicesDocument,
    "query VendorLinkShapesProjectSites { projects(first: 2) { nodes { title site { databaseId } } } }": typeof types.VendorLinkShapesProjectSitesDocument,
    "query VendorLinkShapesQuoteTaxes { quotes(first: 5) { nodes { databaseId tax { databaseId } } } }": typeof types.VendorLinkShapesQuoteTaxesDocument,
    "query VendorLinkShapesProjectSite { projects(first: 1) { nodes { site { databaseId } } } }": typeof types.VendorLinkShapesProjectSiteDocument,
    "mutation AccountWritesCreate($input: AccountCreateInput!) {\n  accountCreate(input: $input) {\n    matchedExisting\n    account { id databaseId title address isActive contacts { name isPrimary } }\n    userErrors { message field code }\n  }\n}": typeof types.AccountWritesCreateDocument,
    "query AccountWritesNode($id: ID!) { node(id: $id) { ... on Account { title primaryEmail } } }": typeof types.AccountWritesNodeDocument,
    "query AccountWritesFirstAccount { accounts(first: 1) { nodes { id title } } }": typeof types.AccountWritesFirstAccountDocument,
    "mutation AccountWritesArchive($id: ID!) { accountUpdate(id: $id, input: { isActive: false, description: \"closed\" }) { account { isActive description title } userErrors { field } } }": typeof types.AccountWritesArchiveDocument,
    "query AccountWritesIsActive($id: ID!) { account(id: $id) { isActive } }": typeof types.AccountWritesIsActiveDocument,
    "mutation AccountWritesRestore($id: ID!) { accountUpdate(id: $id, input: { isActive: true }) { account { isActive } } }": typeof types.AccountWritesRestoreDocument,
    "mutation AppointmentWritesAppointmentCreate($input: AppointmentCreateInput!) {\n  appointmentCreate(input: $input) { appointment { id databaseId title dueDate isCompleted assignee { databaseId firstName } opportunity { databaseId } } userErrors { message field code } }\n}": typeof types.AppointmentWritesAppointmentCreateDocument,
    "mutation AppointmentWritesAppointmentUpdate($id: ID!, $input: AppointmentUpdateInput!) { appointmentUpdate(id: $id, input: $input) { appointment { dueDate isCompleted } userErrors { field code } } }": typeof types.AppointmentWritesAppointmentUpdateDocument,
    "mutation AppointmentWritesAppointmentDelete($id: ID!) { appointmentDelete(id: $id) { deletedAppointmentId userErrors { code field } } }": typeof types.AppointmentWritesAppointmentDeleteDocument,
    "mutation AssetWritesAssetCreate($input: AssetCreateInput!) {\n  assetCreate(input: $input) {\n    asset { id databaseId name type status manufacturer model serialNumber installDate expectedLifetime site { databaseId } account { databaseId } labels { name } }\n    userErrors { message field code }\n  }\n}": typeof types.AssetWritesAssetCreateDocument,
    "query AssetWritesSite($id: Int) { site(databaseId: $id) { assets { nodes { serialNumber } } } }": typeof types.AssetWritesSiteDocument,
    "mutation AssetWritesAssetUpdate($id: ID!, $input: AssetUpdateInput!) { assetUpdate(id: $id, input: $input) { asset { status isArchived installDate } userErrors { field code message } } }": typeof types.AssetWritesAssetUpdateDocument,
    "mutation CallWritesCallCreate($input: CallCreateInput!) {\n  callCreate(input: $input) {\n    call { id databaseId reason reasonRaw disposition outcome shape record { __typename ... on Project { databaseId } } }\n    userErrors { message field code }\n  }\n}": typeof types.CallWritesCallCreateDocument,
    "query CallWritesCalls($r: String) { calls(first: 5, filter: { reason: $r }) { nodes { databaseId reason outcome record { ... on Project { databaseId } } } } }": typeof types.CallWritesCallsDocument,
    "query CallWritesProject($id: Int!) { project(databaseId: $id) { calls(first: 100) { nodes { databaseId reason reasonRaw outcome } } } }": typeof types.CallWritesProjectDocument,
    "mutation MutFilesUpload($input: FileUploadInput!) {\n  fileUpload(input: $input) {\n    file { id databaseId name downloadUrl metaData { size mimeType extention originalName generatedName } }\n    userErrors { message field code }\n  }\n}": typeof types.MutFilesUploadDocument,
    "mutation MutFolderCreate($input: FolderCreateInput!) { folderCreate(input: $input) { folder { id databaseId name isActive parent { databaseId } phase { databaseId } project { databaseId } } userErrors { message field code } } }": typeof types.MutFolderCreateDocument,
    "query MutFolderCreatedInPlace($p: Int!, $f: ID!) { project(databaseId: $p) { folders { __typename ... on Folder { databaseId name } ... on Phase { databaseId contents { ... on Folder { name } } } } }\n        folder(id: $f) { contents { ... on Folder { databaseId name } } } }": typeof types.MutFolderCreatedInPlaceDocument,
    "query MutSubfolderContents($id: Int!) { folder(databaseId: $id) { contents { ... on Folder { name } } } }": typeof types.MutSubfolderContentsDocument,
    "mutation MutFolderUpdate($id: ID!, $phase: Int) { folderUpdate(id: $id, input: { name: \"Old drafts\", phaseInstanceId: $phase, isActive: false }) { folder { name isActive phase { databaseId } } userErrors { field code } } }": typeof types.MutFolderUpdateDocument,
    "query MutFolderUpdated($id: ID!, $p: Int!) { node(id: $id) { ... on Folder { name isActive phase { databaseId name } } } project(databaseId: $p) { folders(includeArchived: true) { ... on Phase { databaseId contents { ... on Folder { name } } a: contents(includeArchived: true) { ... on Folder { name } } } } } }": typeof types.MutFolderUpdatedDocument,
    "mutation MutFolderUpdateExclusive($id: ID!, $p: ID) { folderUpdate(id: $id, input: { parentId: $p, phaseInstanceId: 1 }) { folder { id } userErrors { field code } } }": typeof types.MutFolderUpdateExclusiveDocument,
    "mutation MutFolderRename($id: ID!) { folderUpdate(id: $id, input: { name: \"X\" }) { folder { id } userErrors { field code } } }": typeof types.MutFolderRenameDocument,
    "mutation MutFileInFolder($input: FileCreateFromUrlInput!) { fileCreateFromUrl(input: $input) { file { databaseId folder { databaseId } } userErrors { field } } }": typeof types.MutFileInFolderDocument,
    "mutation MutFolderDelete($id: ID!) { folderDelete(id: $id) { deletedFolderId userErrors { field } } }": typeof types.MutFolderDeleteDocument,
    "query MutFolderDeleted($a: Int!, $b: Int!, $f: Int!) { a: folder(databaseId: $a) { name } b: folder(databaseId: $b) { name } f: file(databaseId: $f) { name } }": typeof types.MutFolderDeletedDocument,
    "mutation MutTwoFolderCreates($p: ID!) {\n        a: folderCreate(input: { recordId: $p, name: \"Same-op one\" }) { folder { project { folders { ... on Folder { name } } } } userErrors { message } }\n        b: folderCreate(input: { recordId: $p, name: \"Same-op two\" }) { folder { project { folders { ... on Folder { name } } } } userErrors { message } }\n      }": typeof types.MutTwoFolderCreatesDocument,
    "query MutFilesUploadedFile($id: ID!, $p: Int!) { node(id: $id) { ... on File { fileType isArchived phase { databaseId } project { databaseId } } } project(databaseId: $p) { files(first: 100) { nodes { databaseId } } } }": typeof types.MutFilesUploadedFileDocument,
    "query MutFilesProjectFileNames($p: Int!) { project(databaseId: $p) { files(first: 100) { nodes { name } } } }": typeof types.MutFilesProjectFileNamesDocument,
    "query MutFilesUploadedSize($id: ID!) { node(id: $id) { ... on File { metaData { size } } } }": typeof types.MutFilesUploadedSizeDocument,
    "mutation MutFilesFromUrl($input: FileCreateFromUrlInput!) { fileCreateFromUrl(input: $input) { file { databaseId name metaData { requestFileName } } userErrors { field } } }": typeof types.MutFilesFromUrlDocument,
    "query MutFilesProjectFileIds($p: Int!) { project(databaseId: $p) { files(first: 100) { nodes { databaseId } } } }": typeof types.MutFilesProjectFileIdsDocument,
    "query MutFilesProjectFileNamesAfterRefusal($p: Int!) { project(databaseId: $p) { files(first: 100) { nodes { name } } } }": typeof types.MutFilesProjectFileNamesAfterRefusalDocument,
    "query MutFilesAccountFiles($id: Int!) { account(databaseId: $id) { files(first: 100) { nodes { databaseId name fileType account { databaseId } } } } }": typeof types.MutFilesAccountFilesDocument,
    "mutation MutFilesNewFile($input: FileCreateFromUrlInput!) { fileCreateFromUrl(input: $input) { file { id databaseId } } }": typeof types.MutFilesNewFileDocument,
    "mutation MutFilesFileMove($id: ID!, $folder: ID) { fileUpdate(id: $id, input: { name: \"Permit (signed).pdf\", folderId: $folder, isActive: false }) { file { name isArchived folder { databaseId } } userErrors { field } } }": typeof types.MutFilesFileMoveDocument,
    "query MutFilesFolderFiles($id: Int!) { folder(databaseId: $id) { hidden: contents { ... on File { databaseId } } all: contents(includeArchived: true) { ... on File { databaseId name } } } }": typeof types.MutFilesFolderFilesDocument,
    "mutation MutFilesFileMoveBack($id: ID!) { fileUpdate(id: $id, input: { folderId: null, isActive: true }) { file { folder { databaseId } isArchived } } }": typeof types.MutFilesFileMoveBackDocument,
    "mutation MutFilesFileUpdateRefused($id: ID!, $folder: ID) { fileUpdate(id: $id, input: { name: \"\", folderId: $folder, phaseInstanceId: 5 }) { file { id } userErrors { field code } } }": typeof types.MutFilesFileUpdateRefusedDocument,
    "mutation MutFilesFileDelete($id: ID!) { fileDelete(id: $id) { deletedFileId userErrors { field } } }": typeof types.MutFilesFileDeleteDocument,
    "query MutFilesDeletedFile($id: ID!, $p: Int!) { node(id: $id) { id } project(databaseId: $p) { files(first: 100) { nodes { databaseId } } } }": typeof types.MutFilesDeletedFileDocument,
    "mutation MutFilesFileDeleteAgain($id: ID!) { fileDelete(id: $id) { deletedFileId userErrors { field code } } }": typeof types.MutFilesFileDeleteAgainDocument,
    "mutation MutFilesFormCreate($input: FormCreateInput!) { formCreate(input: $input) { form { id databaseId name status template { databaseId } } userErrors { message field code } } }": typeof types.MutFilesFormCreateDocument,
    "query MutFilesProjectForms($p: Int!, $f: Int!) { project(databaseId: $p) { forms(first: 100) { nodes { databaseId name } } } folder(databaseId: $f) { contents { __typename ... on Form { databaseId name file { isForm } } } } }": typeof types.MutFilesProjectFormsDocument,
    "query MutFilesWorkOrderForms($id: Int!) { workOrder(databaseId: $id) { workItems { ... on FormWorkItem { form { databaseId workOrder { databaseId } } } } } }": typeof types.MutFilesWorkOrderFormsDocument,
    "query MutFilesFormLayout($id: ID!) { node(id: $id) { ... on Form { formLayouts { properties { columnId type } } } } }": typeof types.MutFilesFormLayoutDocument,
    "mutation MutFilesFormUpdate($id: ID!, $input: FormUpdateInput!) { formUpdate(id: $id, input: $input) { form { status isCompleted completedAt formLayouts { properties { columnId value } } } userErrors { field code } } }": typeof types.MutFilesFormUpdateDocument,
    "query MutFilesFormValues($id: ID!) { node(id: $id) { ... on Form { status formLayouts { properties { columnId value } } } } }": typeof types.MutFilesFormValuesDocument,
    "mutation MutFilesFormUpdateRefused($id: ID!) { formUpdate(id: $id, input: { properties: [{ columnId: 1, value: 1 }] }) { form { id } userErrors { field code } } }": typeof types.MutFilesFormUpdateRefusedDocument,
    "mutation MutFilesFormPdfExport($id: ID!, $input: FormPdfExportInput) { formPdfExport(id: $id, input: $input) { pdf { pdfBase64 contentType name } userErrors { message field code } } }": typeof types.MutFilesFormPdfExportDocument,
    "query MutFilesFormAfterExport($id: ID!) { node(id: $id) { ... on Form { name status } } }": typeof types.MutFilesFormAfterExportDocument,
    "query FinanceProjects { projects(first: 1) { nodes { id } } accounts(first: 1) { nodes { id } } catalogItems(first: 5) { nodes { id databaseId } } }": typeof types.FinanceProjectsDocument,
    "query FinanceInvoice($id: ID!) { invoice(id: $id) { status amount description sections { name } } }": typeof types.FinanceInvoiceDocument,
    "mutation FinanceInvoiceUpdate($id: ID!) { invoiceUpdate(id: $id, input: { isArchived: true, description: \"void\" }) { invoice { isArchived description } userErrors { field } } }": typeof types.FinanceInvoiceUpdateDocument,
    "query FinanceInvoice2($id: ID!) { invoice(id: $id) { isArchived } }": typeof types.FinanceInvoice2Document,
    "mutation FinanceInvoiceUpdate2($id: ID!, $s: [InvoiceSectionInput!]) { invoiceUpdate(id: $id, input: { sections: $s }) { invoice { id } userErrors { field code } } }": typeof types.FinanceInvoiceUpdate2Document,
    "mutation FinanceInvoiceUpdate3($id: ID!, $l: [InvoiceLineItemInput!]) { invoiceUpdate(id: $id, input: { percentage: 10, lineItems: $l }) { invoice { id } userErrors { field code } } }": typeof types.FinanceInvoiceUpdate3Document,
    "mutation FinanceInvoiceUpdate4($id: ID!) { invoiceUpdate(id: $id, input: { description: \"x\" }) { userErrors { field code } } }": typeof types.FinanceInvoiceUpdate4Document,
    "mutation FinancePaymentDelete($id: ID!) { paymentDelete(id: $id) { deletedId userErrors { message field code } } }": typeof types.FinancePaymentDeleteDocument,
    "query FinanceInvoice3($id: ID!) { invoice(id: $id) { amountPaid status payments { nodes { id databaseId amount notes } } } }": typeof types.FinanceInvoice3Document,
    "query FinanceNode($id: ID!) { node(id: $id) { ... on Project { databaseId } } }": typeof types.FinanceNodeDocument,
    "query FinanceBill($id: ID!) { bill(id: $id) { amountPaid status } }": typeof types.FinanceBillDocument,
    "mutation FinancePaymentUpdate($n: Int) { paymentUpdate(databaseId: $n, input: { notes: \"old client\" }) { payment { id notes } userErrors { field } } }": typeof types.FinancePaymentUpdateDocument,
    "mutation FinancePaymentUpdate2{ paymentUpdate(databaseId: 999999, input: { notes: \"x\" }) { userErrors { field code } } }": typeof types.FinancePaymentUpdate2Document,
    "mutation FinancePaymentDelete2($id: ID!, $n: Int) { paymentDelete(id: $id, databaseId: $n) { deletedId userErrors { field code } } }": typeof types.FinancePaymentDelete2Document,
    "mutation FinancePaymentDelete3{ paymentDelete { deletedId userErrors { field code } } }": typeof types.FinancePaymentDelete3Document,
    "query FinanceCatalogItem($id: ID!) { catalogItem(id: $id) { name price wasteFactorMode wasteFactorValue measurements { databaseId } } }": typeof types.FinanceCatalogItemDocument,
    "query FinanceMeasurements { measurements(first: 3) { nodes { id databaseId } } }": typeof types.FinanceMeasurementsDocument,
    "mutation FinanceCatalogItemDelete($id: ID!) { catalogItemDelete(id: $id) { deletedCatalogItemId userErrors { code } } }": typeof types.FinanceCatalogItemDeleteDocument,
    "mutation FinanceCatalogItemDelete2($id: ID!) { catalogItemDelete(id: $id) { deletedCatalogItemId userErrors { field code } } }": typeof types.FinanceCatalogItemDelete2Document,
    "query GeoWritesFirstIds { ahjs(first: 1) { nodes { id } } utilities(first: 1) { nodes { id } } }": typeof types.GeoWritesFirstIdsDocument,
    "mutation GeoWritesAhjCustom($id: ID!, $input: AhjCustomUpdateInput!) {\n  ahjCustomUpdate(id: $id, input: $input) { ahj { id name custom } userErrors { message field code } }\n}": typeof types.GeoWritesAhjCustomDocument,
    "query GeoWritesAhjCustomRead($id: ID!) { ahj(id: $id) { custom submission: customProperty(keyName: \"preferredSubmission\") } }": typeof types.GeoWritesAhjCustomReadDocument,
    "query GeoWritesAhjProperties { properties(recordType: AHJ) { keyName options } }": typeof types.GeoWritesAhjPropertiesDocument,
    "mutation GeoWritesUtilityCustom($id: ID!, $input: UtilityCustomUpdateInput!) {\n    utilityCustomUpdate(id: $id, input: $input) { utility { id name custom } userErrors { message field code } }\n  }": typeof types.GeoWritesUtilityCustomDocument,
    "query GeoWritesUtilityBefore($id: ID!) { utility(id: $id) { name state } }": typeof types.GeoWritesUtilityBeforeDocument,
    "query GeoWritesUtilityAfter($id: ID!) { utility(id: $id) { name state custom } }": typeof types.GeoWritesUtilityAfterDocument,
    "query GeoWritesSiteUtilities { accounts(first: 2) { nodes { sites(first: 10) { nodes { id title utilities { id } } } } } }": typeof types.GeoWritesSiteUtilitiesDocument,
    "mutation GeoWritesSiteUtilityReread($site: ID!, $u: ID!, $days: Int!, $title: String) {\n        a: siteUpdate(id: $site, input: { title: $title }) { site { utilities { id custom } } }\n        b: utilityCustomUpdate(id: $u, input: { custom: { approvalDays: $days } }) { utility { id } }\n        c: siteUpdate(id: $site, input: { title: $title }) { site { utilities { id custom } } }\n      }": typeof types.GeoWritesSiteUtilityRereadDocument,
    "query LookupWritesUsers { users(first: 1) { nodes { id } } projects(first: 1) { nodes { id } } workOrders(first: 1) { nodes { id project { id } } } }": typeof types.LookupWritesUsersDocument,
    "query LookupWritesTimesheet($id: ID!) { timesheet(id: $id) { startTime endTime duration notes project { id } workOrder { id } } }": typeof types.LookupWritesTimesheetDocument,
    "mutation LookupWritesTimesheetUpdate($id: ID!) { timesheetUpdate(id: $id, input: { startTime: \"2026-03-02T10:00:00Z\", endTime: \"2026-03-02T10:00:00Z\" }) { userErrors { field code } } }": typeof types.LookupWritesTimesheetUpdateDocument,
    "mutation LookupWritesTimesheetDelete($id: ID!) { timesheetDelete(id: $id) { deletedTimesheetId userErrors { field code } } }": typeof types.LookupWritesTimesheetDeleteDocument,
    "mutation LookupWritesLabelCreate($input: LabelCreateInput!) { labelCreate(input: $input) { label { id name color type } userErrors { message field code } } }": typeof types.LookupWritesLabelCreateDocument,
    "query LookupWritesLabel($id: ID!) { label(id: $id) { name type } }": typeof types.LookupWritesLabelDocument,
    "mutation NoteWritesNoteCreate2($input: NoteCreateInput!) {\n  noteCreate(input: $input) {\n    note { id databaseId text record { __typename ... on Project { databaseId } ... on WorkOrder { workOrderId: databaseId } } }\n    userErrors { message field code }\n  }\n}": typeof types.NoteWritesNoteCreate2Document,
    "mutation NoteWritesNoteCreate($input: NoteCreateInput!) { noteCreate(input: $input) { note { author { databaseId firstName email } } } }": typeof types.NoteWritesNoteCreateDocument,
    "mutation NoteWritesNoteUpdate($id: ID!, $text: String!) { noteUpdate(id: $id, input: { text: $text }) { note { text author { databaseId } } userErrors { field code message } } }": typeof types.NoteWritesNoteUpdateDocument,
    "mutation NoteWritesNoteDelete($id: ID!) { noteDelete(id: $id) { deletedNoteId } }": typeof types.NoteWritesNoteDeleteDocument,
    "mutation NoteWritesNoteDelete2($id: ID!) { noteDelete(id: $id) { deletedNoteId userErrors { code } } }": typeof types.NoteWritesNoteDelete2Document,
    "mutation NoteWritesNoteDelete3($id: ID!) { noteDelete(id: $id) { deletedNoteId userErrors { code field } } }": typeof types.NoteWritesNoteDelete3Document,
    "query NoteWritesProject($id: Int) { project(databaseId: $id) { notes { nodes { text } } } }": typeof types.NoteWritesProjectDocument,
    "mutation QuoteWritesCreate($input: QuoteCreateInput!) {\n  quoteCreate(input: $input) {\n    quote { id databaseId status amount subtotal discountType discountValue issueDate record { __typename ... on Opportunity { databaseId } } lineItems { databaseId quantity unitPrice totalPrice sectionName catalogItem { databaseId name } } }\n    userErrors { message field code }\n  }\n}": typeof types.QuoteWritesCreateDocument,
    "mutation QuoteWritesUpdate($id: ID!, $input: QuoteUpdateInput!) { quoteUpdate(id: $id, input: $input) { quote { status subtotal lineItems { databaseId quantity } } userErrors { field code message } } }": typeof types.QuoteWritesUpdateDocument,
    "mutation QuoteWritesSend($id: ID!) { quoteSend(id: $id) { quote { status issueDate } userErrors { code } } }": typeof types.QuoteWritesSendDocument,
    "mutation QuoteWritesPdf($id: ID!) { quotePdf(id: $id) { pdf { contentType pdfBase64 byteLength } userErrors { code } } }": typeof types.QuoteWritesPdfDocument,
    "mutation QuoteWritesDelete($id: ID!) { quoteDelete(id: $id) { deletedQuoteId userErrors { code field } } }": typeof types.QuoteWritesDeleteDocument,
    "mutation QuoteWritesSendDeleted($id: ID!) { quoteSend(id: $id) { quote { status } userErrors { code field } } }": typeof types.QuoteWritesSendDeletedDocument,
    "mutation QuoteWritesArchive($id: ID!) { quoteUpdate(id: $id, input: { isArchived: true }) { userErrors { code } } }": typeof types.QuoteWritesArchiveDocument,
    "mutation QuoteWritesArchivedPdf($id: ID!) { quotePdf(id: $id) { pdf { contentType } } }": typeof types.QuoteWritesArchivedPdfDocument,
    "query QuoteWritesOpportunityQuotes($id: Int) { opportunity(databaseId: $id) { quotes { nodes { databaseId status } } } }": typeof types.QuoteWritesOpportunityQuotesDocument,
    "query QuoteWritesStatus($id: Int) { quote(databaseId: $id) { status } }": typeof types.QuoteWritesStatusDocument,
    "mutation QuoteWritesSendCached($id: ID!) { quoteSend(id: $id) { userErrors { code } } }": typeof types.QuoteWritesSendCachedDocument,
    "query RecordsAccounts($n: Int) { accounts(first: $n) { nodes { id databaseId } } }": typeof types.RecordsAccountsDocument,
    "mutation RecordsContactCreate($input: ContactCreateInput!) { contactCreate(input: $input) { contact { id databaseId } userErrors { field } } }": typeof types.RecordsContactCreateDocument,
    "mutation RecordsContactCreate2{ contactCreate(input: { name: \"  \" }) { contact { id } userErrors { field code } } }": typeof types.RecordsContactCreate2Document,
    "mutation RecordsContactUpdate($id: ID!) { contactUpdate(id: $id, input: { name: \"\" }) { contact { id } userErrors { field code } } }": typeof types.RecordsContactUpdateDocument,
    "mutation RecordsContactCreate3($input: ContactCreateInput!) { contactCreate(input: $input) { contact { id name title emails phones } userErrors { field } } }": typeof types.RecordsContactCreate3Document,
    "query RecordsContact($id: ID!) { contact(id: $id) { name accounts { databaseId } } }": typeof types.RecordsContactDocument,
    "mutation RecordsContactUpdate2($id: ID!) { contactUpdate(id: $id, input: { name: \"New Name\", title: \"Owner\" }) { contact { name title } userErrors { field } } }": typeof types.RecordsContactUpdate2Document,
    "query RecordsContact2($id: ID!) { contact(id: $id) { name title } }": typeof types.RecordsContact2Document,
    "mutation RecordsContactCreate4($a: ID!) { contactCreate(input: { name: \"Nobody\", accountIds: [$a] }) { contact { id } userErrors { field code } } }": typeof types.RecordsContactCreate4Document,
    "mutation RecordsProjectCreate($c: [ID!]) { projectCreate(input: { title: \"Delete test\", address: \"1 Elm St, Denver, CO 80205\", contacts: $c }) { project { id } } }": typeof types.RecordsProjectCreateDocument,
    "mutation RecordsContactDelete($id: ID!) { contactDelete(id: $id) { deletedContactId userErrors { field } } }": typeof types.RecordsContactDeleteDocument,
    "query RecordsContact3($id: ID!) { contact(id: $id) { name } }": typeof types.RecordsContact3Document,
    "query RecordsProject($id: ID!) { project(id: $id) { contacts { name isPrimary } } }": typeof types.RecordsProjectDocument,
    "mutation RecordsContactDelete2($id: ID!) { contactDelete(id: $id) { deletedContactId userErrors { field code } } }": typeof types.RecordsContactDelete2Document,
    "mutation RecordsSiteCreate($a: ID!) { siteCreate(input: { accountId: $a }) { site { id } userErrors { field code } } }": typeof types.RecordsSiteCreateDocument,
    "mutation RecordsSiteCreate2($a: ID!) { siteCreate(input: { accountId: $a, geoLocation: \"91,10\" }) { site { id } userErrors { field code } } }": typeof types.RecordsSiteCreate2Document,
    "mutation RecordsSiteUpdate($id: ID!) { siteUpdate(id: $id, input: { timezone: \"Mars/Olympus\", fullAddress: \" \" }) { site { id } userErrors { field code } } }": typeof types.RecordsSiteUpdateDocument,
    "query RecordsSite($id: ID!) { site(id: $id) { title zipcode } }": typeof types.RecordsSiteDocument,
    "mutation RecordsSiteCreate3($a: ID!) { siteCreate(input: { accountId: $a, fullAddress: \"77 Pine St, Boulder, CO 80302\" }) { site { id } } }": typeof types.RecordsSiteCreate3Document,
    "mutation RecordsSiteUpdate2($id: ID!) { siteUpdate(id: $id, input: { title: \"Yard\", timezone: \"America/Chicago\" }) { site { title timezone } userErrors { field } } }": typeof types.RecordsSiteUpdate2Document,
    "query RecordsSite2($id: ID!) { site(id: $id) { title timezone } }": typeof types.RecordsSite2Document,
    "mutation RecordsSiteDelete($id: ID!) { siteDelete(id: $id) { deletedSiteId userErrors { field } } }": typeof types.RecordsSiteDeleteDocument,
    "query RecordsSite3($id: ID!) { site(id: $id) { title } }": typeof types.RecordsSite3Document,
    "mutation RecordsProjectCreate2($a: ID!) { projectCreate(input: { title: \"Roof A install\", address: \"2100 Solar Way, Denver, CO 80205\", accountId: $a }) { project { id site { databaseId } } } }": typeof types.RecordsProjectCreate2Document,
    "query RecordsSite4($id: ID!) { site(id: $id) { title } }": typeof types.RecordsSite4Document,
    "query RecordsProject2($id: ID!) { project(id: $id) { site { databaseId } account { databaseId } } }": typeof types.RecordsProject2Document,
    "mutation RecordsSiteMove($id: ID!, $to: ID!) { siteMove(id: $id, input: { accountId: $to }) { site { id } userErrors { field code } } }": typeof types.RecordsSiteMoveDocument,
    "mutation RecordsSiteCreate4($a: ID!) { siteCreate(input: { accountId: $a, fullAddress: \"9 Oak Ave, Denver, CO 80205\" }) { site { id } } }": typeof types.RecordsSiteCreate4Document,
    "mutation RecordsSiteMove2($id: ID!, $to: ID!) { siteMove(id: $id, input: { accountId: $to }) { site { id } userErrors { field code } } }": typeof types.RecordsSiteMove2Document,
    "query RecordsSite5($id: ID!) { site(id: $id) { account { databaseId } } }": typeof types.RecordsSite5Document,
    "mutation RecordsProjectCreate3{ projectCreate(input: { title: \"\", address: \" \", primaryEmail: \"nope\" }) { project { id } userErrors { field code } } }": typeof types.RecordsProjectCreate3Document,
    "mutation RecordsOpportunityCreate{ opportunityCreate(input: { title: \"Deal\", address: \"1 A St\", trades: [\"SOLAR\"], confidence: 140 }) { opportunity { id } userErrors { field code } } }": typeof types.RecordsOpportunityCreateDocument,
    "mutation RecordsProjectUpdate($id: ID!) { projectUpdate(id: $id, input: { title: null }) { project { id } userErrors { field code } } }": typeof types.RecordsProjectUpdateDocument,
    "query RecordsProject3($id: ID!) { project(id: $id) { contacts { name isPrimary } } }": typeof types.RecordsProject3Document,
    "query RecordsAccount($id: ID!) { account(id: $id) { contacts { name } } }": typeof types.RecordsAccountDocument,
    "mutation RecordsProjectUpdate2($id: ID!, $c: [ID!]) { projectUpdate(id: $id, input: { contacts: $c }) { project { contacts { name isPrimary } } } }": typeof types.RecordsProjectUpdate2Document,
    "query RecordsProject4($id: ID!) { project(id: $id) { contacts { name } } }": typeof types.RecordsProject4Document,
    "query RecordsProjects { projects(first: 100, filter: { q: \"Ghost contact project\" }) { nodes { id } } }": typeof types.RecordsProjectsDocument,
    "query RecordsProject5($id: Int) { project(databaseId: $id) { description } }": typeof types.RecordsProject5Document,
    "mutation RecordsProjectCreate4{ projectCreate(input: { title: \"Archive me\", address: \"5 Arch St, Denver, CO 80205\" }) { project { id } } }": typeof types.RecordsProjectCreate4Document,
    "mutation RecordsProjectUpdate3($id: ID!) { projectUpdate(id: $id, input: { isActive: false }) { project { isActive title } userErrors { field } } }": typeof types.RecordsProjectUpdate3Document,
    "query RecordsProject6($id: ID!) { project(id: $id) { isActive } }": typeof types.RecordsProject6Document,
    "mutation RecordsProjectUpdate4($id: ID!) { projectUpdate(id: $id, input: { isActive: true }) { project { isActive } } }": typeof types.RecordsProjectUpdate4Document,
    "query RecordsProject7($id: ID!) { project(id: $id) { isActive } }": typeof types.RecordsProject7Document,
    "mutation RecordsProjectCreate5{ projectCreate(input: { title: \"Stage mover\", address: \"8 Stage Rd, Denver, CO 80205\" }) { project { id databaseId workflowId stage { databaseId } } } }": typeof types.RecordsProjectCreate5Document,
    "mutation RecordsProjectUpdate5($id: ID!, $s: Int) { projectUpdate(id: $id, input: { stageId: $s }) { project { stage { databaseId name } } userErrors { field } } }": typeof types.RecordsProjectUpdate5Document,
    "query RecordsProject8($id: ID!) { project(id: $id) { stage { databaseId } } }": typeof types.RecordsProject8Document,
    "mutation RecordsProjectUpdate6($id: ID!) { projectUpdate(id: $id, input: { stageId: 999999, custom: {} }) { project { id } userErrors { field code } } }": typeof types.RecordsProjectUpdate6Document,
    "query RecordsProjects2 { projects(first: 1) { nodes { id } } }": typeof types.RecordsProjects2Document,
    "mutation RecordsProjectUpdate7($id: ID!) { projectUpdate(id: $id, input: { custom: { noSuchKey: 1 } }) { project { id } userErrors { field code } } }": typeof types.RecordsProjectUpdate7Document,
    "mutation RecordsProjectUpdate8($id: ID!) { projectUpdate(id: $id, input: { title: \"x\" }) { project { id } userErrors { field code } } }": typeof types.RecordsProjectUpdate8Document,
    "mutation RecordsOpportunityCreate2($input: OpportunityCreateInput!) { opportunityCreate(input: $input) { matchedExisting opportunity { id title confidence isActive contacts { name isPrimary } } userErrors { field } } }": typeof types.RecordsOpportunityCreate2Document,
    "mutation RecordsOpportunityUpdate($id: ID!) { opportunityUpdate(id: $id, input: { confidence: 80, isActive: false }) { opportunity { confidence isActive } userErrors { field } } }": typeof types.RecordsOpportunityUpdateDocument,
    "query RecordsOpportunity($id: ID!) { opportunity(id: $id) { confidence isActive contacts { name isPrimary } } }": typeof types.RecordsOpportunityDocument,
    "mutation ReminderWritesReminderUpdate3($id: ID!, $input: ReminderUpdateInput!) {\n  reminderUpdate(id: $id, input: $input) {\n    reminder { databaseId title description dueDate isCompleted completedAt type }\n    userErrors { message field code }\n  }\n}": typeof types.ReminderWritesReminderUpdate3Document,
    "query ReminderWritesReminder($id: ID!) { reminder(id: $id) { title isCompleted completedAt dueDate } }": typeof types.ReminderWritesReminderDocument,
    "query ReminderWritesReminder2($id: Int!) { reminder(databaseId: $id) { isCompleted completedAt } }": typeof types.ReminderWritesReminder2Document,
    "mutation ReminderWritesReminderUpdate($id: ID!, $to: ID) { reminderUpdate(id: $id, input: { assigneeId: $to }) { reminder { assigneeDatabaseId } userErrors { field } } }": typeof types.ReminderWritesReminderUpdateDocument,
    "mutation ReminderWritesReminderUpdate2($id: ID!) { reminderUpdate(id: $id, input: { assigneeId: null }) { reminder { id } userErrors { field code } } }": typeof types.ReminderWritesReminderUpdate2Document,
    "query ReminderWritesReminder3($id: ID!) { reminder(id: $id) { assigneeDatabaseId } }": typeof types.ReminderWritesReminder3Document,
    "mutation ReminderWritesReminderDelete($id: ID!) { reminderDelete(id: $id) { deletedReminderId userErrors { field code } } }": typeof types.ReminderWritesReminderDeleteDocument,
    "query ReminderWritesReminder4($id: Int!) { reminder(databaseId: $id) { title } }": typeof types.ReminderWritesReminder4Document,
    "mutation ReminderWritesReminderDelete2($id: ID!) { reminderDelete(id: $id) { deletedReminderId userErrors { field code } } }": typeof types.ReminderWritesReminderDelete2Document,
    "mutation VendorExtraWritesFormTemplateUpdate($id: ID!, $input: FormTemplateUpdateInput!) {\n  formTemplateUpdate(id: $id, input: $input) {\n    formTemplate { databaseId name formLayouts { databaseId name properties { databaseId column { databaseId name type isRequired } } } }\n    userErrors { message field code }\n  }\n}": typeof types.VendorExtraWritesFormTemplateUpdateDocument,
    "query VendorExtraWritesFormTemplate($id: Int) { formTemplate(databaseId: $id) { name } }": typeof types.VendorExtraWritesFormTemplateDocument,
    "mutation VendorExtraWritesFormFileFromUrl($form: ID!, $input: FormFileFromUrlInput!) { formFileFromUrl(form: $form, input: $input) { file { databaseId name } form { databaseId } userErrors { field code message } } }": typeof types.VendorExtraWritesFormFileFromUrlDocument,
    "query VendorExtraWritesProject($id: Int) { project(databaseId: $id) { files(first: 100) { nodes { databaseId } } } }": typeof types.VendorExtraWritesProjectDocument,
    "mutation VendorExtraWritesUserCreate($input: UserCreateInput!) { userCreate(input: $input) { invitation { email status } userErrors { field code } } }": typeof types.VendorExtraWritesUserCreateDocument,
    "query VendorExtraWritesForm($id: Int) { form(databaseId: $id) { formLayouts { name } } }": typeof types.VendorExtraWritesFormDocument,
    "mutation VendorWritesVendorCreate($input: VendorCreateInput!) {\n  vendorCreate(input: $input) { vendor { id databaseId name vendorType website address isActive contacts { name } projects { databaseId } } userErrors { message field code } }\n}": typeof types.VendorWritesVendorCreateDocument,
    "mutation VendorWritesVendorUpdate($id: ID!, $input: VendorUpdateInput!) { vendorUpdate(id: $id, input: $input) { vendor { isActive website } userErrors { field code } } }": typeof types.VendorWritesVendorUpdateDocument,
    "mutation VendorWritesVendorDelete($id: ID!) { vendorDelete(id: $id) { deletedVendorId userErrors { code field } } }": typeof types.VendorWritesVendorDeleteDocument,
};
const documents: Documents = {
    "query AccountContactsNone($id: Int!) { account(databaseId: $id) { title primaryPhone } }": types.AccountContactsNoneDocument,
    "query AccountContactsBoth($id: Int!) { account(databaseId: $id) { title contacts { name } primaryContact { name } } }": types.AccountContactsBothDocument,
    "\n        query AccountContactsFragment {\n          projects(first: 3) { nodes { account { ...AccountContactsOwner } } }\n        }\n        fragment AccountContactsOwner on Account { title primaryContact { name } }\n      ": types.AccountContactsFragmentDocument,
    "query AccountContactsListPlain { accounts(first: 3) { nodes { title } } }": types.AccountContactsListPlainDocument,
    "query AccountContactsListWith { accounts(first: 3) { nodes { title contacts { name } } } }": types.AccountContactsListWithDocument,
    "query AppointmentsOfOpportunities { opportunities(first: 5) { nodes { appointments { nodes { databaseId title dueDate assignee { databaseId firstName } createdBy { databaseId } opportunity { databaseId } } } } } }": types.AppointmentsOfOpportunitiesDocument,
    "query AppointmentByDatabaseId($id: Int) { appointment(databaseId: $id) { id title isCompleted } }": types.AppointmentByDatabaseIdDocument,
    "query AppointmentOfCompany1($id: Int) { appointment(databaseId: $id) { title } }": types.AppointmentOfCompany1Document,
    "query AssetsList { assets(first: 10) { pageInfo { hasNextPage } nodes { databaseId manufacturer model serialNumber type status installDate expectedLifetime endOfLifeDate labels { name color } } } }": types.AssetsListDocument,
    "query AssetsSitesAndAccounts { assets(first: 10) { nodes { site { databaseId fullAddress } account { databaseId title } } } }": types.AssetsSitesAndAccountsDocument,
    "query AssetsByDatabaseId($id: Int) { asset(databaseId: $id) { id databaseId serialNumber } }": types.AssetsByDatabaseIdDocument,
    "query AssetsUnknown { asset(databaseId: 1) { databaseId } }": types.AssetsUnknownDocument,
    "query AssetsOfCompany1($id: Int) { asset(databaseId: $id) { databaseId } }": types.AssetsOfCompany1Document,
    "query BatchingProjectAccountSites {\n      projects(first: 10) {\n        nodes { title account { title sites(first: 5) { nodes { title } } } }\n      }\n    }": types.BatchingProjectAccountSitesDocument,
    "query BatchingAccountProjects {\n      accounts(first: 5) {\n        nodes {\n          title\n          contacts { name emails }\n          projects(first: 3) {\n            nodes { title owner { firstName email } jurisdiction { id name } stage { name } account { title } }\n          }\n        }\n      }\n    }": types.BatchingAccountProjectsDocument,
    "query BatchingSameAccount($id: Int!) {\n        a: account(databaseId: $id) { title }\n        b: account(databaseId: $id) { number }\n        c: account(databaseId: $id) { sites(first: 2) { nodes { id } } }\n        d: account(databaseId: $id) { sites(first: 2) { nodes { title } } }\n      }": types.BatchingSameAccountDocument,
    "query BatchingFreeJurisdiction { projects(first: 10) { nodes { jurisdiction { id databaseId name uuid } } } }": types.BatchingFreeJurisdictionDocument,
    "query BatchingPaidJurisdiction { projects(first: 10) { nodes { jurisdiction { name state type } } } }": types.BatchingPaidJurisdictionDocument,
    "query BatchingUserDirectory { projects(first: 10) { nodes { owner { name role phone } createdBy { name } } } }": types.BatchingUserDirectoryDocument,
    "query BatchingPrimedAccounts { accounts(first: 4) { nodes { databaseId sites(first: 2) { nodes { account { databaseId title } } } } } }": types.BatchingPrimedAccountsDocument,
    "query BatchingFreeContacts { accounts(first: 4) { nodes { contacts { id name emails phones title } primaryContact { name } } } }": types.BatchingFreeContactsDocument,
    "query BatchingPaidContacts { accounts(first: 4) { nodes { contacts { name createdAt } primaryContact { updatedAt } } } }": types.BatchingPaidContactsDocument,
    "query CallsFirstFive { calls(first: 5) { nodes { databaseId } pageInfo { hasNextPage } } }": types.CallsFirstFiveDocument,
    "query CallsFirstTooMany { calls(first: 101) { nodes { databaseId } } }": types.CallsFirstTooManyDocument,
    "query CallsCursor { calls(first: 20) { pageInfo { endCursor } } }": types.CallsCursorDocument,
    "query CallsAfterCursor($after: String) { calls(first: 30, after: $after) { nodes { databaseId } } }": types.CallsAfterCursorDocument,
    "query CallsNewestFirst { calls(first: 50) { nodes { databaseId createdAt } } }": types.CallsNewestFirstDocument,
    "query CallsOldestFirst { calls(first: 50, orderBy: { direction: ASC }) { nodes { databaseId createdAt } } }": types.CallsOldestFirstDocument,
    "query CallsVoicemail { calls(first: 100, filter: { outcome: VOICEMAIL }) { nodes { databaseId outcome } } }": types.CallsVoicemailDocument,
    "query CallsReasonDisposition { calls(first: 100, filter: { reason: \"Service\", disposition: \"Visit scheduled\" }) { nodes { databaseId reason disposition reasonRaw } } }": types.CallsReasonDispositionDocument,
    "query CallsUpdatedAfter($after: DateTime) { calls(first: 100, filter: { updatedAfter: $after }) { nodes { databaseId } } }": types.CallsUpdatedAfterDocument,
    "query CallsUpdatedBefore { calls(first: 5, filter: { updatedBefore: \"2000-01-01T00:00:00Z\" }) { nodes { databaseId } } }": types.CallsUpdatedBeforeDocument,
    "query CallsRevenueReason { calls(first: 20, filter: { reason: \"REVENUE_OPPORTUNITY\" }) { nodes { reason reasonRaw } } }": types.CallsRevenueReasonDocument,
    "query CallsTranscripts { calls(first: 100) { nodes { databaseId summary transcriptText transcriptLines } } }": types.CallsTranscriptsDocument,
    "query CallsRecords { calls(first: 100) { nodes { databaseId record { __typename ... on Node { id } ... on Project { databaseId } ... on Opportunity { databaseId } ... on Account { databaseId } } } } }": types.CallsRecordsDocument,
    "query CallsProjectRecords { calls(first: 20) { nodes { record { ... on Project { title } } } } }": types.CallsProjectRecordsDocument,
    "query CallsTwo { calls(first: 2) { nodes { databaseId } } }": types.CallsTwoDocument,
    "query CallsLongReason($r: String) { calls(first: 2, filter: { reason: $r }) { nodes { databaseId } } }": types.CallsLongReasonDocument,
    "query CallsLongDisposition($d: String) { calls(first: 2, filter: { disposition: $d }) { nodes { databaseId } } }": types.CallsLongDispositionDocument,
    "query CallsShortReason($r: String) { calls(first: 2, filter: { reason: $r }) { nodes { databaseId } } }": types.CallsShortReasonDocument,
    "query CallsCallNode($id: ID!) { node(id: $id) { id ... on Call { databaseId } } }": types.CallsCallNodeDocument,
    "query CallsOfProjects { projects(first: 5) { nodes { databaseId calls(first: 50) { nodes { databaseId outcome reason reasonRaw disposition dispositionRaw summary shape createdAt record { __typename ... on Project { databaseId } } } } } } }": types.CallsOfProjectsDocument,
    "query CallsOfAccounts { accounts(first: 3) { nodes { databaseId calls { nodes { databaseId record { __typename } } } } } opportunities(first: 3) { nodes { databaseId calls { nodes { databaseId record { __typename } } } } } }": types.CallsOfAccountsDocument,
    "query CallsProjectPages($id: Int!, $after: String) { project(databaseId: $id) { calls(first: 2, after: $after) { nodes { databaseId } pageInfo { hasNextPage hasPreviousPage endCursor } } } }": types.CallsProjectPagesDocument,
    "query CallsOfProjectsUnpaged { projects(first: 3) { nodes { databaseId title calls { nodes { databaseId } } } } }": types.CallsOfProjectsUnpagedDocument,
    "query CallsUnknownProject { project(databaseId: 999999) { calls { nodes { databaseId } } } }": types.CallsUnknownProjectDocument,
    "query CallsClassificationOptions { reasons: callClassificationOptions(type: REASON) { databaseId type name isDefault } all: callClassificationOptions { type name } }": types.CallsClassificationOptionsDocument,
    "query CallsProjectReminders($id: Int!) { project(databaseId: $id) { reminders(first: 1) { totalCount pageInfo { hasNextPage } nodes { databaseId title type isCompleted assigneeDatabaseId assignee { databaseId firstName } createdBy { databaseId } record { __typename ... on Project { databaseId } } } } } }": types.CallsProjectRemindersDocument,
    "query CallsReminderById($id: Int!) { reminder(databaseId: $id) { id databaseId title dueDate record { ... on Project { databaseId } } } }": types.CallsReminderByIdDocument,
    "query CallsReminderNode($id: ID!) { node(id: $id) { ... on Reminder { databaseId } } }": types.CallsReminderNodeDocument,
    "query CallsReminderAssignees { projects(first: 5) { nodes { reminders(first: 20) { nodes { databaseId assignee { databaseId firstName } createdBy { databaseId } } } } } }": types.CallsReminderAssigneesDocument,
    "query CallsOpenReminders { projects(first: 5) { nodes { reminders(first: 10, filter: { isCompleted: false }) { totalCount nodes { isCompleted } } } } }": types.CallsOpenRemindersDocument,
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
    "query CostModelParentTitles { workOrders(first: 50) { nodes { title project { title account { title } } } } }": types.CostModelParentTitlesDocument,
    "query CostModelDepthFive {\n      workOrders(first: 8) {\n        nodes {\n          title\n          visits { startDate }\n          project {\n            title\n            invoices { nodes { invoiceNumber status } }\n            calls { nodes { outcome reason } }\n            account {\n              title\n              calls { nodes { outcome } }\n              sites(first: 2) { nodes { fullAddress utilities { name } } }\n            }\n          }\n        }\n      }\n    }": types.CostModelDepthFiveDocument,
    "query ErrorsAccountTitles { accounts(first: 2) { nodes { title } } }": types.ErrorsAccountTitlesDocument,
    "query ErrorsAccountSites { accounts(first: 3) { nodes { title sites(first: 2) { nodes { title } } } } }": types.ErrorsAccountSitesDocument,
    "query ErrorsUnknownAccount { account(databaseId: 999999) { title } }": types.ErrorsUnknownAccountDocument,
    "query ErrorsAccountOfCompany1($id: Int!) { account(databaseId: $id) { title } }": types.ErrorsAccountOfCompany1Document,
    "query ErrorsBadKey { accounts(first: 2) { nodes { title sites { nodes { title } } } } projects(first: 2) { nodes { title } } }": types.ErrorsBadKeyDocument,
    "query ErrorsFirstTooLarge { accounts(first: 101) { nodes { title } } }": types.ErrorsFirstTooLargeDocument,
    "query ErrorsAccountByGlobalId($id: ID!) { account(id: $id) { title } }": types.ErrorsAccountByGlobalIdDocument,
    "query ErrorsTooExpensive { accounts(first: 100) { nodes { projects(first: 100) { nodes { account { title } } } } } }": types.ErrorsTooExpensiveDocument,
    "query FilesProjectFolderContents($id: Int!) { project(databaseId: $id) { folders {\n        __typename\n        ... on Phase { databaseId name status contents { __typename ... on Folder { databaseId name } ... on File { databaseId name fileType } ... on Form { databaseId } } }\n        ... on Folder { databaseId name isActive parent { databaseId } contents { __typename ... on Folder { databaseId name parent { databaseId name } } ... on File { databaseId fileType folder { databaseId name } } } }\n      } } }": types.FilesProjectFolderContentsDocument,
    "query FilesProjectContentTypes($id: Int!) { project(databaseId: $id) { folders { ... on Phase { contents { __typename } } ... on Folder { contents { __typename } } } } }": types.FilesProjectContentTypesDocument,
    "query FilesFolderTwoLevels($id: ID!) { folder(id: $id) { name contents { __typename ... on Folder { databaseId contents { __typename ... on File { databaseId name fileType folder { databaseId } } } } ... on File { databaseId } } } }": types.FilesFolderTwoLevelsDocument,
    "query FilesArchivedFolders($id: Int!, $all: Boolean) { folder(databaseId: $id) { contents(includeArchived: $all) { ... on Folder { databaseId isActive } } } }": types.FilesArchivedFoldersDocument,
    "query FilesProjectRootFolders($id: Int!) { project(databaseId: $id) { a: folders { ... on Folder { databaseId } } b: folders(includeArchived: true) { ... on Folder { databaseId } } } }": types.FilesProjectRootFoldersDocument,
    "query FilesProjectRootFoldersAfter($id: Int!) { project(databaseId: $id) { a: folders { ... on Folder { databaseId } } b: folders(includeArchived: true) { ... on Folder { databaseId } } } }": types.FilesProjectRootFoldersAfterDocument,
    "query FilesPhaseForms($id: Int!) { project(databaseId: $id) { folders { ... on Phase { databaseId contents { __typename ... on Form { databaseId name status template { databaseId } phase { databaseId name } file { isForm fileType phase { databaseId } } } } } } } }": types.FilesPhaseFormsDocument,
    "query FilesFilePhases($id: Int!) { project(databaseId: $id) { files(first: 100) { nodes { databaseId phase { databaseId name position status } } } } }": types.FilesFilePhasesDocument,
    "query FilesOpportunityFolders { opportunities(first: 3) { nodes { databaseId folders { __typename ... on Phase { name opportunity { databaseId } } } forms { nodes { databaseId } } } } }": types.FilesOpportunityFoldersDocument,
    "query FilesUnknownFolder { folder(databaseId: 999999) { name } }": types.FilesUnknownFolderDocument,
    "query FilesOfRecords {\n      projects(first: 6) { nodes { databaseId files(first: 100) { nodes { databaseId name } } } }\n      opportunities(first: 3) { nodes { databaseId files(first: 100) { nodes { databaseId } } } }\n      accounts(first: 4) { nodes { databaseId files(first: 100) { nodes { databaseId name metaData { extention } } } } }\n    }": types.FilesOfRecordsDocument,
    "query FilesFileById($id: ID!) { node(id: $id) { ... on File { databaseId name fileType downloadUrl isArchived isForm createdBy { databaseId name } project { databaseId }\n        metaData { size mimeType extention originalName generatedName thumbnailUrl gps { latitude longitude } } } } }": types.FilesFileByIdDocument,
    "query FilesListedFileFolders($id: Int!) { project(databaseId: $id) { files(first: 100) { nodes { metaData { extention } folder { databaseId } } } } }": types.FilesListedFileFoldersDocument,
    "query FilesTemplateLayout($id: Int!) { formTemplate(databaseId: $id) { name dueDateXDaysAfter labels { name color } formLayouts {\n        databaseId name type columnId column { databaseId name type multiple isRequired isReadOnly }\n        properties { databaseId type columnId column { databaseId name type } properties { databaseId } }\n        fields { databaseId }\n      } } }": types.FilesTemplateLayoutDocument,
    "query FilesTemplateAssignees { formTemplates(first: 10) { nodes { name assignee { databaseId name } assigneeProperty collaborators { databaseId } collaboratorProperties } } }": types.FilesTemplateAssigneesDocument,
    "query FilesTemplatesFirstPage { formTemplates(first: 2) { nodes { name isArchived } pageInfo { hasNextPage endCursor } } }": types.FilesTemplatesFirstPageDocument,
    "query FilesTemplatesNextPage($after: String) { formTemplates(first: 10, after: $after) { nodes { name } pageInfo { hasNextPage } } }": types.FilesTemplatesNextPageDocument,
    "query FilesTemplatesArchived { formTemplates(first: 10, includeArchived: true) { nodes { name isArchived } } }": types.FilesTemplatesArchivedDocument,
    "query FilesProjectForms($id: Int!) { project(databaseId: $id) {\n        forms { nodes { databaseId name status isCompleted completedAt template { databaseId name } formLayouts { databaseId name properties { columnId name type value } fields { columnId } } } }\n        completed: forms(status: COMPLETED, first: 100) { nodes { databaseId } }\n      } }": types.FilesProjectFormsDocument,
    "query FilesWorkOrderFormItems($id: Int!) { workOrder(databaseId: $id) { workItems { type ... on FormWorkItem { form { databaseId name status } } } } }": types.FilesWorkOrderFormItemsDocument,
    "query FilesWorkOrderFormValues($id: Int!) { workOrder(databaseId: $id) { workItems { ... on FormWorkItem { form { workOrder { databaseId } formLayouts { name } } } } } }": types.FilesWorkOrderFormValuesDocument,
    "query GeoSiteAhjsAndUtilities($id: Int) { site(databaseId: $id) { ahjs { name type state } utilities { name state } } }": types.GeoSiteAhjsAndUtilitiesDocument,
    "query GeoUtilitiesBadState { utilities(first: 5, filter: { state: \"COL\" }) { nodes { name } } }": types.GeoUtilitiesBadStateDocument,
    "query GeoUtilitiesBadLatitude { utilities(first: 5, filter: { near: { lat: 91, lng: 0 } }) { nodes { name } } }": types.GeoUtilitiesBadLatitudeDocument,
    "query GeoUtilitiesInColorado { utilities(first: 3, filter: { state: \"CO\" }) { nodes { databaseId name state } } }": types.GeoUtilitiesInColoradoDocument,
    "query GeoAhjsNearDenver { ahjs(first: 5, filter: { near: { lat: 39.7392, lng: -104.9903 } }) {\n      nodes { databaseId name type isPrivate ashraeMinTempC ashraeMinTempF emails custom customProperty(keyName: \"nope\") } } }": types.GeoAhjsNearDenverDocument,
    "query GeoAhjCounties { ahjs(first: 3, filter: { state: \"CO\", type: COUNTY }) { nodes { name state type } } }": types.GeoAhjCountiesDocument,
    "query GeoAhjProperties { properties(recordType: AHJ) { name keyName type isCustom } }": types.GeoAhjPropertiesDocument,
    "query InvoicesWithLines {\n      invoices(first: 10) {\n        pageInfo { hasNextPage }\n        nodes { databaseId invoiceNumber status amount amountPaid lineItems { quantity unitPrice catalogItem { databaseId name } } }\n      }\n    }": types.InvoicesWithLinesDocument,
    "query InvoicesCatalogItems { invoices(first: 10) { nodes { lineItems { catalogItem { name price category } } } } }": types.InvoicesCatalogItemsDocument,
    "query InvoicesRecordsAndPayments {\n      invoices(first: 5) {\n        nodes {\n          databaseId\n          account { databaseId title }\n          record { __typename ... on Project { databaseId title } ... on Account { databaseId title } }\n          payments { nodes { amount paymentMethod } }\n        }\n      }\n    }": types.InvoicesRecordsAndPaymentsDocument,
    "query InvoiceByDatabaseId($id: Int!) { invoice(databaseId: $id) { databaseId invoiceNumber } }": types.InvoiceByDatabaseIdDocument,
    "query InvoicesOfProjectsAndAccounts { projects(first: 5) { nodes { invoices { nodes { databaseId } } account { invoices { nodes { databaseId } } } } } }": types.InvoicesOfProjectsAndAccountsDocument,
    "query InvoicesBillsAndCatalogItems {\n      bills(first: 3) { pageInfo { hasNextPage } nodes { databaseId billNumber status amount project { databaseId } } }\n      catalogItems(first: 5) { pageInfo { hasNextPage } nodes { databaseId name price type } }\n    }": types.InvoicesBillsAndCatalogItemsDocument,
    "query LookupRoundTripsWarmUp { __typename }": types.LookupRoundTripsWarmUpDocument,
    "query LookupRoundTripsAccountId($id: Int!) { account(databaseId: $id) { id } }": types.LookupRoundTripsAccountIdDocument,
    "query LookupRoundTripsFragments($id: ID!) {\n        account(id: $id) { ...LookupRoundTripsLists ... on Account { calls { nodes { outcome } } } mine: invoices { nodes { amount } } again: invoices { nodes { invoiceNumber } } }\n      }\n      fragment LookupRoundTripsLists on Account { title sites(first: 10) { nodes { fullAddress } } projects { nodes { title } } }": types.LookupRoundTripsFragmentsDocument,
    "query LookupRoundTripsSkipInclude($id: Int!, $no: Boolean!) { account(databaseId: $id) { title invoices @skip(if: true) { nodes { amount } } calls @include(if: $no) { nodes { outcome } } sites { nodes { title } } } }": types.LookupRoundTripsSkipIncludeDocument,
    "query LookupRoundTripsIncludeVariable($id: Int!, $withCalls: Boolean!) { account(databaseId: $id) { title calls @include(if: $withCalls) { nodes { outcome } } } }": types.LookupRoundTripsIncludeVariableDocument,
    "query LookupRoundTripsProjectLists($id: Int!) { project(databaseId: $id) { title invoices { nodes { amount } } calls { nodes { outcome } } workOrders { nodes { title } } notes { nodes { text } } } }": types.LookupRoundTripsProjectListsDocument,
    "query LookupRoundTripsMissingAccount($id: Int!) { account(databaseId: $id) { title invoices { nodes { amount } } } }": types.LookupRoundTripsMissingAccountDocument,
    "query LookupRoundTripsSitesWindow($id: Int!) { account(databaseId: $id) { title sites(first: 500) { nodes { title } } } }": types.LookupRoundTripsSitesWindowDocument,
    "query LookupRoundTripsFailingList($id: Int!) { account(databaseId: $id) { title invoices { nodes { amount } } sites { nodes { title } } } }": types.LookupRoundTripsFailingListDocument,
    "query LookupRoundTripsProjectAccounts { projects(first: 5) { nodes { title account { title invoices { nodes { amount } } calls { nodes { outcome } } } } } }": types.LookupRoundTripsProjectAccountsDocument,
    "query LookupRoundTripsSiteAccounts { sites(first: 3) { nodes { account { title projects(first: 3) { nodes { title } } } } } }": types.LookupRoundTripsSiteAccountsDocument,
    "query LookupRoundTripsAccountGlobalId($id: Int!) { account(databaseId: $id) { id } }": types.LookupRoundTripsAccountGlobalIdDocument,
    "query NotesWarmUp { projects(first: 10) { nodes { notes { nodes { databaseId } } } } }": types.NotesWarmUpDocument,
    "query NotesOfProjects { projects(first: 10) { nodes { databaseId notes { nodes { databaseId text author { databaseId firstName lastName email } record { __typename ... on Project { databaseId } } } } } } }": types.NotesOfProjectsDocument,
    "query NotesOfOtherRecords {\n      opportunities(first: 5) { nodes { notes { nodes { text } } } }\n      accounts(first: 5) { nodes { notes { nodes { text } } } }\n      workOrders(first: 40) { nodes { notes { nodes { text plainText mentions { databaseId } } } } }\n    }": types.NotesOfOtherRecordsDocument,
    "query NotesMentions($id: Int) { project(databaseId: $id) { notes { nodes { text plainText mentions { databaseId email } } } } }": types.NotesMentionsDocument,
    "query NotesNode($id: ID!) { node(id: $id) { id } }": types.NotesNodeDocument,
    "query NotesOfUnknownProject { project(databaseId: 1) { notes { nodes { text } } } }": types.NotesOfUnknownProjectDocument,
    "query PagingFirstCursor { projects(first: 1) { edges { cursor } } }": types.PagingFirstCursorDocument,
    "query PagingBeforeFirst { projects(last: 1, before: \"T2Zmc2V0Q29ubmVjdGlvbjow\") { nodes { title } pageInfo { hasPreviousPage hasNextPage startCursor endCursor } } }": types.PagingBeforeFirstDocument,
    "query QuotaRedisScreen { projects(first: 10) { nodes { databaseId title account { title } } } }": types.QuotaRedisScreenDocument,
    "query QuotaRedisProject($id: Int!) { project(databaseId: $id) { id databaseId title } }": types.QuotaRedisProjectDocument,
    "mutation QuotaRedisProjectRename($id: ID!) { projectUpdate(id: $id, input: { title: \"Written on A\" }) { userErrors { message } } }": types.QuotaRedisProjectRenameDocument,
    "query QuotaRedisAccountCalls($after: String) { accounts(first: 100, after: $after) { pageInfo { endCursor } nodes { calls { nodes { id } } } } }": types.QuotaRedisAccountCallsDocument,
    "query QuotaRedisAccountsCursor { accounts(first: 100) { pageInfo { endCursor } } }": types.QuotaRedisAccountsCursorDocument,
    "query QuotaScreen { projects(first: 10) { nodes { databaseId title stage { name } account { title } } } }": types.QuotaScreenDocument,
    "query QuotaProject($id: Int!) { project(databaseId: $id) { databaseId title } }": types.QuotaProjectDocument,
    "query QuotaProjectId($id: Int!) { project(databaseId: $id) { id } }": types.QuotaProjectIdDocument,
    "query QuotaAhjs { ahjs(first: 3) { nodes { databaseId name custom } } }": types.QuotaAhjsDocument,
    "mutation QuotaProjectRename($id: ID!) { projectUpdate(id: $id, input: { title: \"Renamed by a write\" }) { userErrors { message } } }": types.QuotaProjectRenameDocument,
    "mutation QuotaProjectTouch($id: ID!) { projectUpdate(id: $id, input: { description: \"touched\" }) { userErrors { message } } }": types.QuotaProjectTouchDocument,
    "query QuotaProjectIds { projects(first: 10) { nodes { databaseId } } }": types.QuotaProjectIdsDocument,
    "query QuotaAccountCalls($after: String) { accounts(first: 100, after: $after) { pageInfo { endCursor } nodes { calls { nodes { id } } } } }": types.QuotaAccountCallsDocument,
    "query QuotaRateLimit { projects(first: 1) { nodes { title } } rateLimit { perSecondLimit usedLastSecond remainingToday dailyLimit resetAt } }": types.QuotaRateLimitDocument,
    "query QuoteTaxes { quotes(first: 20) { nodes { databaseId taxId tax { databaseId name rate } } } }": types.QuoteTaxesDocument,
    "query QuoteArchivedTax($id: Int!) { quote(databaseId: $id) { tax { databaseId isArchived } } }": types.QuoteArchivedTaxDocument,
    "query QuotesWithSummaries { quotes(first: 10) { nodes { databaseId quoteNumber status amount subtotal taxRate discountType\n      account { databaseId title } record { __typename ... on Opportunity { databaseId } ... on Project { databaseId } }\n      lineItems { quantity unitPrice totalPrice sectionName catalogItem { databaseId name } } } } }": types.QuotesWithSummariesDocument,
    "query QuotesCatalogItems { quotes(first: 5) { nodes { lineItems { catalogItem { price category } } } } }": types.QuotesCatalogItemsDocument,
    "query QuotesApproved { quotes(first: 50, filter: { status: APPROVED }) { nodes { status } } }": types.QuotesApprovedDocument,
    "query QuoteOfCompany1($id: Int) { quote(databaseId: $id) { amount } }": types.QuoteOfCompany1Document,
    "query QuotesSalesPipeline { opportunities(first: 10) { nodes { title\n      quotes { nodes { status amount lineItems { quantity totalPrice } } }\n      appointments { nodes { title dueDate isCompleted assignee { name role } } }\n      notes { nodes { text author { name } } } } } }": types.QuotesSalesPipelineDocument,
    "query QuotesEquipmentScreen { accounts(first: 5) { nodes { title\n      assets { nodes { serialNumber } }\n      sites(first: 20) { nodes { fullAddress assets { nodes { manufacturer model serialNumber installDate endOfLifeDate status labels { name } } } } } } } }": types.QuotesEquipmentScreenDocument,
    "query SchemaProjectIds { projects(first: 1) { nodes { id title account { id title } } } }": types.SchemaProjectIdsDocument,
    "query SchemaNodeAndNodes($p: ID!, $a: ID!) {\n        node(id: $p) { id ... on Project { title } }\n        nodes(ids: [$a, $p]) { __typename id }\n        account(id: $a) { databaseId }\n      }": types.SchemaNodeAndNodesDocument,
    "query SchemaAccountWithoutId { account { title } }": types.SchemaAccountWithoutIdDocument,
    "query SchemaFirstIds { projects(first: 1) { nodes { id } } opportunities(first: 1) { nodes { id } } }": types.SchemaFirstIdsDocument,
    "query SearchActiveProjects { projects(first: 100, where: { conditions: [{ field: \"status\", operator: EQ, value: \"ACTIVE\" }] }) { nodes { databaseId status } } }": types.SearchActiveProjectsDocument,
    "query SearchProjectsOr($w: RecordSearch) { projects(first: 100, where: $w) { nodes { databaseId title status } } }": types.SearchProjectsOrDocument,
    "query SearchProjectsAnd($w: RecordSearch) { projects(first: 2, where: $w) { pageInfo { hasNextPage } nodes { databaseId } } }": types.SearchProjectsAndDocument,
    "query SearchProjectsTrade($v: String) { projects(first: 100, where: { conditions: [{ field: \"trades\", operator: EQ, value: $v }] }) { nodes { databaseId } } }": types.SearchProjectsTradeDocument,
    "query SearchAccountsStandardField { accounts(first: 5, where: { conditions: [{ field: \"title\", operator: CONTAINS, value: \"a\" }, { field: \"value\", operator: GT, value: \"10\" }] }) { nodes { databaseId } } }": types.SearchAccountsStandardFieldDocument,
    "query SearchAccountsCustomProperty { accounts(first: 5, where: { conditions: [{ field: \"no_such_property_key\", operator: EQ, value: \"x\" }] }) { nodes { databaseId } pageInfo { hasNextPage } } }": types.SearchAccountsCustomPropertyDocument,
    "query SearchAccountContacts($id: String) { accounts(first: 5, where: { conditions: [{ field: \"id\", operator: EQ, value: $id }] }) { nodes { databaseId title contacts { name } } } }": types.SearchAccountContactsDocument,
    "query SearchProjectsTextAndWhere { projects(first: 5, filter: { q: \"solar\" }, where: { conditions: [{ field: \"status\", operator: EQ, value: \"ACTIVE\" }] }) { nodes { databaseId } } }": types.SearchProjectsTextAndWhereDocument,
    "query SearchOpportunitiesFirstTooLarge { opportunities(first: 101, where: { conditions: [{ field: \"confidence\", operator: GTE, value: \"0\" }] }) { nodes { databaseId } } }": types.SearchOpportunitiesFirstTooLargeDocument,
    "query SearchPlainLists { projects(first: 3) { nodes { databaseId } } opportunities(first: 3) { nodes { databaseId } } }": types.SearchPlainListsDocument,
    "query VendorRecordOwners {\n      projects(first: 100, filter: { includeArchived: true }) { nodes { createdBy { role phone isActive } updatedBy { role } owner { role isActive } } }\n      opportunities(first: 100, filter: { includeArchived: true }) { nodes { createdBy { role } owner { role phone isActive } } }\n    }": types.VendorRecordOwnersDocument,
    "query VendorUidNumber($p: Int!, $o: Int!) { project(databaseId: $p) { uid number } opportunity(databaseId: $o) { uid number } }": types.VendorUidNumberDocument,
    "query VendorWorkOrderParents { workOrders(first: 100) { nodes { databaseId\n      parent { __typename ... on Project { databaseId uid } ... on Opportunity { databaseId uid } ... on Account { databaseId } }\n      project { databaseId } opportunity { databaseId } } } }": types.VendorWorkOrderParentsDocument,
    "query VendorProjectPhaseFolders($id: Int!) { project(databaseId: $id) { phase { instanceId name } folders { __typename ... on Phase { databaseId name } } } }": types.VendorProjectPhaseFoldersDocument,
    "query VendorProjectSites {\n      projects(first: 20, filter: { includeArchived: true }) { nodes { databaseId site { databaseId fullAddress account { databaseId } } } }\n    }": types.VendorProjectSitesDocument,
    "query VendorArchivedProjectSites { projects(first: 20, filter: { includeArchived: true }) { nodes { databaseId site { databaseId } } } }": types.VendorArchivedProjectSitesDocument,
    "query VendorOpportunitySite($id: Int!) { opportunity(databaseId: $id) { site { databaseId fullAddress } } }": types.VendorOpportunitySiteDocument,
    "query VendorProjectWithoutSite($id: Int!) { project(databaseId: $id) { site { databaseId } } }": types.VendorProjectWithoutSiteDocument,
    "query VendorAccountSites($id: Int!) { account(databaseId: $id) { title sites(first: 10) { nodes { databaseId utilities { name } ahjs { name } } } } }": types.VendorAccountSitesDocument,
    "query VendorAhjAndLabel($a: Int!, $l: Int!) { ahj(databaseId: $a) { website } label(databaseId: $l) { color } }": types.VendorAhjAndLabelDocument,
    "query VendorWorkOrderFlags { workOrders(first: 100) { nodes { databaseId isActive isArchived } } }": types.VendorWorkOrderFlagsDocument,
    "query VendorsList { vendors(first: 50) { nodes { databaseId name vendorType isActive website address number custom } } }": types.VendorsListDocument,
    "query VendorsLenders { vendors(first: 50, filter: { vendorType: FINANCING }) { nodes { vendorType } } }": types.VendorsLendersDocument,
    "query VendorsWithArchived { vendors(first: 50, filter: { includeArchived: true }) { nodes { isActive } } }": types.VendorsWithArchivedDocument,
    "query VendorsSearch { vendors(first: 20, where: { conditions: [{ field: \"vendorType\", operator: IN, values: [\"SUPPLIER\", \"CONSULTANT\"] }, { field: \"name\", operator: CONTAINS, value: \"s\" }], combine: AND }) { nodes { name vendorType } } }": types.VendorsSearchDocument,
    "query VendorsOfProjects { projects(first: 10) { nodes { databaseId vendors { nodes { databaseId name } } } } }": types.VendorsOfProjectsDocument,
    "query VendorsProjectsAndContacts { vendors(first: 3) { nodes { projects { databaseId title } contacts { name } } } }": types.VendorsProjectsAndContactsDocument,
    "query VendorsByDatabaseId($id: Int) { vendor(databaseId: $id) { name } }": types.VendorsByDatabaseIdDocument,
    "query ParentsOfPage { workOrders(first: 20) { nodes { databaseId\n      project { databaseId title } opportunity { databaseId } account { databaseId }\n      parent { __typename ... on Project { databaseId } ... on Opportunity { databaseId } ... on Account { databaseId number } } } } }": types.ParentsOfPageDocument,
    "query ParentsAccountWorkOrder($id: Int) { workOrder(databaseId: $id) { project { databaseId createdAt status } account { databaseId title } } }": types.ParentsAccountWorkOrderDocument,
    "query ParentsOpportunityWorkOrder($id: Int) { workOrder(databaseId: $id) { project { databaseId } opportunity { databaseId title confidence } } }": types.ParentsOpportunityWorkOrderDocument,
    "query ParentsRecordWorkOrders($a: Int, $o: Int) {\n      account(databaseId: $a) { workOrders { nodes { project { databaseId } account { databaseId title } parent { __typename } } } }\n      opportunity(databaseId: $o) { workOrders { nodes { project { databaseId } opportunity { databaseId title } parent { __typename } } } }\n    }": types.ParentsRecordWorkOrdersDocument,
    "query ParentsFromProject($p: Int) { project(databaseId: $p) { workOrders { nodes { project { databaseId } parent { ... on Project { databaseId } } opportunity { databaseId } } } } }": types.ParentsFromProjectDocument,
    "query ParentsSummaries { workOrders(first: 20) { nodes { parentSummary { databaseId uid title stage } } } }": types.ParentsSummariesDocument,
    "query WorkOrdersPage {\n      workOrders(first: 20) {\n        nodes { databaseId title isActive status { id label } visits { databaseId } workItems { type }\n          parentSummary { databaseId title } assignee { firstName lastName } collaborators { firstName } labels { name color } }\n      }\n    }": types.WorkOrdersPageDocument,
    "query WorkOrdersProjectTitles { workOrders(first: 20) { nodes { project { title createdAt } } } }": types.WorkOrdersProjectTitlesDocument,
    "query WorkOrdersActiveFlags { workOrders(first: 5) { nodes { isActive isArchived } } }": types.WorkOrdersActiveFlagsDocument,
    "query WorkOrdersWorkItems($id: Int!) { workOrder(databaseId: $id) { databaseId title workItems { __typename type databaseId } } }": types.WorkOrdersWorkItemsDocument,
    "query WorkOrdersOfProjects { projects(first: 5) { nodes { databaseId workOrders(first: 100) { nodes { databaseId title project { databaseId } } } } } }": types.WorkOrdersOfProjectsDocument,
    "query WorkOrdersOfAccounts { accounts(first: 3) { nodes { workOrders { nodes { databaseId lineItems { totalPrice } } } } } }": types.WorkOrdersOfAccountsDocument,
    "query FaultsBothLists { accounts(first: 2) { nodes { title } } projects(first: 2) { nodes { title } } }": types.FaultsBothListsDocument,
    "query FaultsAccounts { accounts(first: 2) { nodes { title } } }": types.FaultsAccountsDocument,
    "mutation FaultsAccountCreate($input: AccountCreateInput!) { accountCreate(input: $input) { account { title } userErrors { message } } }": types.FaultsAccountCreateDocument,
    "mutation FaultsAccountCreateReset($input: AccountCreateInput!) { accountCreate(input: $input) { account { title } } }": types.FaultsAccountCreateResetDocument,
    "query FaultsAccountsAndCost { accounts(first: 2) { nodes { title } } rateLimit { cost } }": types.FaultsAccountsAndCostDocument,
    "query FaultsProjects { projects(first: 2) { nodes { title } } }": types.FaultsProjectsDocument,
    "query LimitsTooExpensive { accounts(first: 40) { nodes { projects(first: 25) { nodes { account { title } } } } } }": types.LimitsTooExpensiveDocument,
    "query LimitsPricedPerVariables($a: Int, $p: Int) { accounts(first: $a) { nodes { projects(first: $p) { nodes { account { title } } } } } }": types.LimitsPricedPerVariablesDocument,
    "query LimitsProjectsFirst($n: Int) { projects(first: $n) { nodes { title } } }": types.LimitsProjectsFirstDocument,
    "query LimitsUpstreamCap { accounts(first: 3) { nodes { title sites(first: 2) { nodes { title } } } } }": types.LimitsUpstreamCapDocument,
    "query LimitsCostReport { accounts(first: 2) { nodes { title sites(first: 3) { nodes { title } } } } rateLimit { cost maxCost limit remaining } }": types.LimitsCostReportDocument,
    "query LimitsRateLimit { rateLimit { cost limit remaining } }": types.LimitsRateLimitDocument,
    "query LimitsRateLimitOtherKey { rateLimit { limit remaining reportedAt } }": types.LimitsRateLimitOtherKeyDocument,
    "query LimitsIntrospection { __schema { queryType { name } } }": types.LimitsIntrospectionDocument,
    "query NodesLimitIds($ids: [ID!]!) { nodes(ids: $ids) { id } }": types.NodesLimitIdsDocument,
    "query NodesLimitAccountIds { accounts(first: 5) { nodes { id } } }": types.NodesLimitAccountIdsDocument,
    "query NodesLimitCost($ids: [ID!]!) { nodes(ids: $ids) { id } rateLimit { cost } }": types.NodesLimitCostDocument,
    "query NodesLimitDeeperCost($ids: [ID!]!) { nodes(ids: $ids) { ... on Account { sites(first: 1) { nodes { title } } } } rateLimit { cost } }": types.NodesLimitDeeperCostDocument,
    "query NodesLimitTooExpensive($ids: [ID!]!) { nodes(ids: $ids) { ... on Account { sites(first: 20) { nodes { account { title } } } } } }": types.NodesLimitTooExpensiveDocument,
    "query UpstreamAnswersSizeCap { a: account(databaseId: 1) { title } b: account(databaseId: 2) { title } c: account(databaseId: 3) { title } }": types.UpstreamAnswersSizeCapDocument,
    "query UpstreamAnswersDeepValue { a: account(databaseId: 1) { title } d: account(databaseId: 4) { title custom } }": types.UpstreamAnswersDeepValueDocument,
    "query UpstreamAnswersDeepRecord { d: account(databaseId: 4) { title } }": types.UpstreamAnswersDeepRecordDocument,
    "query UpstreamShapesContacts { contacts(first: 3) { nodes { id databaseId name accounts { title } } } }": types.UpstreamShapesContactsDocument,
    "query UpstreamShapesProjectLists { projects(first: 2) { nodes { title workOrders { nodes { title } } invoices { nodes { invoiceNumber } } } } }": types.UpstreamShapesProjectListsDocument,
    "query UpstreamShapesCreatedBy { projects(first: 2) { nodes { title createdBy { firstName id } } } }": types.UpstreamShapesCreatedByDocument,
    "query UpstreamShapesCreatedByRole { projects(first: 1) { nodes { createdBy { role } } } }": types.UpstreamShapesCreatedByRoleDocument,
    "query UpstreamShapesContactAccountLists { contacts(first: 1) { nodes { accounts { title sites(first: 1) { nodes { title } } projects(first: 1) { nodes { title } } } } } }": types.UpstreamShapesContactAccountListsDocument,
    "query UpstreamShapesProjectTitles { projects(first: 2) { nodes { title } } }": types.UpstreamShapesProjectTitlesDocument,
    "query UpstreamShapesProjectValues { projects(first: 2) { nodes { title value } } }": types.UpstreamShapesProjectValuesDocument,
    "query UpstreamShapesProjectInvoices { projects(first: 2) { nodes { title invoices { nodes { invoiceNumber } } } } }": types.UpstreamShapesProjectInvoicesDocument,
    "query VendorLinkShapesProjectSites { projects(first: 2) { nodes { title site { databaseId } } } }": types.VendorLinkShapesProjectSitesDocument,
    "query VendorLinkShapesQuoteTaxes { quotes(first: 5) { nodes { databaseId tax { databaseId } } } }": types.VendorLinkShapesQuoteTaxesDocument,
    "query VendorLinkShapesProjectSite { projects(first: 1) { nodes { site { databaseId } } } }": types.VendorLinkShapesProjectSiteDocument,
    "mutation AccountWritesCreate($input: AccountCreateInput!) {\n  accountCreate(input: $input) {\n    matchedExisting\n    account { id databaseId title address isActive contacts { name isPrimary } }\n    userErrors { message field code }\n  }\n}": types.AccountWritesCreateDocument,
    "query AccountWritesNode($id: ID!) { node(id: $id) { ... on Account { title primaryEmail } } }": types.AccountWritesNodeDocument,
    "query AccountWritesFirstAccount { accounts(first: 1) { nodes { id title } } }": types.AccountWritesFirstAccountDocument,
    "mutation AccountWritesArchive($id: ID!) { accountUpdate(id: $id, input: { isActive: false, description: \"closed\" }) { account { isActive description title } userErrors { field } } }": types.AccountWritesArchiveDocument,
    "query AccountWritesIsActive($id: ID!) { account(id: $id) { isActive } }": types.AccountWritesIsActiveDocument,
    "mutation AccountWritesRestore($id: ID!) { accountUpdate(id: $id, input: { isActive: true }) { account { isActive } } }": types.AccountWritesRestoreDocument,
    "mutation AppointmentWritesAppointmentCreate($input: AppointmentCreateInput!) {\n  appointmentCreate(input: $input) { appointment { id databaseId title dueDate isCompleted assignee { databaseId firstName } opportunity { databaseId } } userErrors { message field code } }\n}": types.AppointmentWritesAppointmentCreateDocument,
    "mutation AppointmentWritesAppointmentUpdate($id: ID!, $input: AppointmentUpdateInput!) { appointmentUpdate(id: $id, input: $input) { appointment { dueDate isCompleted } userErrors { field code } } }": types.AppointmentWritesAppointmentUpdateDocument,
    "mutation AppointmentWritesAppointmentDelete($id: ID!) { appointmentDelete(id: $id) { deletedAppointmentId userErrors { code field } } }": types.AppointmentWritesAppointmentDeleteDocument,
    "mutation AssetWritesAssetCreate($input: AssetCreateInput!) {\n  assetCreate(input: $input) {\n    asset { id databaseId name type status manufacturer model serialNumber installDate expectedLifetime site { databaseId } account { databaseId } labels { name } }\n    userErrors { message field code }\n  }\n}": types.AssetWritesAssetCreateDocument,
    "query AssetWritesSite($id: Int) { site(databaseId: $id) { assets { nodes { serialNumber } } } }": types.AssetWritesSiteDocument,
    "mutation AssetWritesAssetUpdate($id: ID!, $input: AssetUpdateInput!) { assetUpdate(id: $id, input: $input) { asset { status isArchived installDate } userErrors { field code message } } }": types.AssetWritesAssetUpdateDocument,
    "mutation CallWritesCallCreate($input: CallCreateInput!) {\n  callCreate(input: $input) {\n    call { id databaseId reason reasonRaw disposition outcome shape record { __typename ... on Project { databaseId } } }\n    userErrors { message field code }\n  }\n}": types.CallWritesCallCreateDocument,
    "query CallWritesCalls($r: String) { calls(first: 5, filter: { reason: $r }) { nodes { databaseId reason outcome record { ... on Project { databaseId } } } } }": types.CallWritesCallsDocument,
    "query CallWritesProject($id: Int!) { project(databaseId: $id) { calls(first: 100) { nodes { databaseId reason reasonRaw outcome } } } }": types.CallWritesProjectDocument,
    "mutation MutFilesUpload($input: FileUploadInput!) {\n  fileUpload(input: $input) {\n    file { id databaseId name downloadUrl metaData { size mimeType extention originalName generatedName } }\n    userErrors { message field code }\n  }\n}": types.MutFilesUploadDocument,
    "mutation MutFolderCreate($input: FolderCreateInput!) { folderCreate(input: $input) { folder { id databaseId name isActive parent { databaseId } phase { databaseId } project { databaseId } } userErrors { message field code } } }": types.MutFolderCreateDocument,
    "query MutFolderCreatedInPlace($p: Int!, $f: ID!) { project(databaseId: $p) { folders { __typename ... on Folder { databaseId name } ... on Phase { databaseId contents { ... on Folder { name } } } } }\n        folder(id: $f) { contents { ... on Folder { databaseId name } } } }": types.MutFolderCreatedInPlaceDocument,
    "query MutSubfolderContents($id: Int!) { folder(databaseId: $id) { contents { ... on Folder { name } } } }": types.MutSubfolderContentsDocument,
    "mutation MutFolderUpdate($id: ID!, $phase: Int) { folderUpdate(id: $id, input: { name: \"Old drafts\", phaseInstanceId: $phase, isActive: false }) { folder { name isActive phase { databaseId } } userErrors { field code } } }": types.MutFolderUpdateDocument,
    "query MutFolderUpdated($id: ID!, $p: Int!) { node(id: $id) { ... on Folder { name isActive phase { databaseId name } } } project(databaseId: $p) { folders(includeArchived: true) { ... on Phase { databaseId contents { ... on Folder { name } } a: contents(includeArchived: true) { ... on Folder { name } } } } } }": types.MutFolderUpdatedDocument,
    "mutation MutFolderUpdateExclusive($id: ID!, $p: ID) { folderUpdate(id: $id, input: { parentId: $p, phaseInstanceId: 1 }) { folder { id } userErrors { field code } } }": types.MutFolderUpdateExclusiveDocument,
    "mutation MutFolderRename($id: ID!) { folderUpdate(id: $id, input: { name: \"X\" }) { folder { id } userErrors { field code } } }": types.MutFolderRenameDocument,
    "mutation MutFileInFolder($input: FileCreateFromUrlInput!) { fileCreateFromUrl(input: $input) { file { databaseId folder { databaseId } } userErrors { field } } }": types.MutFileInFolderDocument,
    "mutation MutFolderDelete($id: ID!) { folderDelete(id: $id) { deletedFolderId userErrors { field } } }": types.MutFolderDeleteDocument,
    "query MutFolderDeleted($a: Int!, $b: Int!, $f: Int!) { a: folder(databaseId: $a) { name } b: folder(databaseId: $b) { name } f: file(databaseId: $f) { name } }": types.MutFolderDeletedDocument,
    "mutation MutTwoFolderCreates($p: ID!) {\n        a: folderCreate(input: { recordId: $p, name: \"Same-op one\" }) { folder { project { folders { ... on Folder { name } } } } userErrors { message } }\n        b: folderCreate(input: { recordId: $p, name: \"Same-op two\" }) { folder { project { folders { ... on Folder { name } } } } userErrors { message } }\n      }": types.MutTwoFolderCreatesDocument,
    "query MutFilesUploadedFile($id: ID!, $p: Int!) { node(id: $id) { ... on File { fileType isArchived phase { databaseId } project { databaseId } } } project(databaseId: $p) { files(first: 100) { nodes { databaseId } } } }": types.MutFilesUploadedFileDocument,
    "query MutFilesProjectFileNames($p: Int!) { project(databaseId: $p) { files(first: 100) { nodes { name } } } }": types.MutFilesProjectFileNamesDocument,
    "query MutFilesUploadedSize($id: ID!) { node(id: $id) { ... on File { metaData { size } } } }": types.MutFilesUploadedSizeDocument,
    "mutation MutFilesFromUrl($input: FileCreateFromUrlInput!) { fileCreateFromUrl(input: $input) { file { databaseId name metaData { requestFileName } } userErrors { field } } }": types.MutFilesFromUrlDocument,
    "query MutFilesProjectFileIds($p: Int!) { project(databaseId: $p) { files(first: 100) { nodes { databaseId } } } }": types.MutFilesProjectFileIdsDocument,
    "query MutFilesProjectFileNamesAfterRefusal($p: Int!) { project(databaseId: $p) { files(first: 100) { nodes { name } } } }": types.MutFilesProjectFileNamesAfterRefusalDocument,
    "query MutFilesAccountFiles($id: Int!) { account(databaseId: $id) { files(first: 100) { nodes { databaseId name fileType account { databaseId } } } } }": types.MutFilesAccountFilesDocument,
    "mutation MutFilesNewFile($input: FileCreateFromUrlInput!) { fileCreateFromUrl(input: $input) { file { id databaseId } } }": types.MutFilesNewFileDocument,
    "mutation MutFilesFileMove($id: ID!, $folder: ID) { fileUpdate(id: $id, input: { name: \"Permit (signed).pdf\", folderId: $folder, isActive: false }) { file { name isArchived folder { databaseId } } userErrors { field } } }": types.MutFilesFileMoveDocument,
    "query MutFilesFolderFiles($id: Int!) { folder(databaseId: $id) { hidden: contents { ... on File { databaseId } } all: contents(includeArchived: true) { ... on File { databaseId name } } } }": types.MutFilesFolderFilesDocument,
    "mutation MutFilesFileMoveBack($id: ID!) { fileUpdate(id: $id, input: { folderId: null, isActive: true }) { file { folder { databaseId } isArchived } } }": types.MutFilesFileMoveBackDocument,
    "mutation MutFilesFileUpdateRefused($id: ID!, $folder: ID) { fileUpdate(id: $id, input: { name: \"\", folderId: $folder, phaseInstanceId: 5 }) { file { id } userErrors { field code } } }": types.MutFilesFileUpdateRefusedDocument,
    "mutation MutFilesFileDelete($id: ID!) { fileDelete(id: $id) { deletedFileId userErrors { field } } }": types.MutFilesFileDeleteDocument,
    "query MutFilesDeletedFile($id: ID!, $p: Int!) { node(id: $id) { id } project(databaseId: $p) { files(first: 100) { nodes { databaseId } } } }": types.MutFilesDeletedFileDocument,
    "mutation MutFilesFileDeleteAgain($id: ID!) { fileDelete(id: $id) { deletedFileId userErrors { field code } } }": types.MutFilesFileDeleteAgainDocument,
    "mutation MutFilesFormCreate($input: FormCreateInput!) { formCreate(input: $input) { form { id databaseId name status template { databaseId } } userErrors { message field code } } }": types.MutFilesFormCreateDocument,
    "query MutFilesProjectForms($p: Int!, $f: Int!) { project(databaseId: $p) { forms(first: 100) { nodes { databaseId name } } } folder(databaseId: $f) { contents { __typename ... on Form { databaseId name file { isForm } } } } }": types.MutFilesProjectFormsDocument,
    "query MutFilesWorkOrderForms($id: Int!) { workOrder(databaseId: $id) { workItems { ... on FormWorkItem { form { databaseId workOrder { databaseId } } } } } }": types.MutFilesWorkOrderFormsDocument,
    "query MutFilesFormLayout($id: ID!) { node(id: $id) { ... on Form { formLayouts { properties { columnId type } } } } }": types.MutFilesFormLayoutDocument,
    "mutation MutFilesFormUpdate($id: ID!, $input: FormUpdateInput!) { formUpdate(id: $id, input: $input) { form { status isCompleted completedAt formLayouts { properties { columnId value } } } userErrors { field code } } }": types.MutFilesFormUpdateDocument,
    "query MutFilesFormValues($id: ID!) { node(id: $id) { ... on Form { status formLayouts { properties { columnId value } } } } }": types.MutFilesFormValuesDocument,
    "mutation MutFilesFormUpdateRefused($id: ID!) { formUpdate(id: $id, input: { properties: [{ columnId: 1, value: 1 }] }) { form { id } userErrors { field code } } }": types.MutFilesFormUpdateRefusedDocument,
    "mutation MutFilesFormPdfExport($id: ID!, $input: FormPdfExportInput) { formPdfExport(id: $id, input: $input) { pdf { pdfBase64 contentType name } userErrors { message field code } } }": types.MutFilesFormPdfExportDocument,
    "query MutFilesFormAfterExport($id: ID!) { node(id: $id) { ... on Form { name status } } }": types.MutFilesFormAfterExportDocument,
    "query FinanceProjects { projects(first: 1) { nodes { id } } accounts(first: 1) { nodes { id } } catalogItems(first: 5) { nodes { id databaseId } } }": types.FinanceProjectsDocument,
    "query FinanceInvoice($id: ID!) { invoice(id: $id) { status amount description sections { name } } }": types.FinanceInvoiceDocument,
    "mutation FinanceInvoiceUpdate($id: ID!) { invoiceUpdate(id: $id, input: { isArchived: true, description: \"void\" }) { invoice { isArchived description } userErrors { field } } }": types.FinanceInvoiceUpdateDocument,
    "query FinanceInvoice2($id: ID!) { invoice(id: $id) { isArchived } }": types.FinanceInvoice2Document,
    "mutation FinanceInvoiceUpdate2($id: ID!, $s: [InvoiceSectionInput!]) { invoiceUpdate(id: $id, input: { sections: $s }) { invoice { id } userErrors { field code } } }": types.FinanceInvoiceUpdate2Document,
    "mutation FinanceInvoiceUpdate3($id: ID!, $l: [InvoiceLineItemInput!]) { invoiceUpdate(id: $id, input: { percentage: 10, lineItems: $l }) { invoice { id } userErrors { field code } } }": types.FinanceInvoiceUpdate3Document,
    "mutation FinanceInvoiceUpdate4($id: ID!) { invoiceUpdate(id: $id, input: { description: \"x\" }) { userErrors { field code } } }": types.FinanceInvoiceUpdate4Document,
    "mutation FinancePaymentDelete($id: ID!) { paymentDelete(id: $id) { deletedId userErrors { message field code } } }": types.FinancePaymentDeleteDocument,
    "query FinanceInvoice3($id: ID!) { invoice(id: $id) { amountPaid status payments { nodes { id databaseId amount notes } } } }": types.FinanceInvoice3Document,
    "query FinanceNode($id: ID!) { node(id: $id) { ... on Project { databaseId } } }": types.FinanceNodeDocument,
    "query FinanceBill($id: ID!) { bill(id: $id) { amountPaid status } }": types.FinanceBillDocument,
    "mutation FinancePaymentUpdate($n: Int) { paymentUpdate(databaseId: $n, input: { notes: \"old client\" }) { payment { id notes } userErrors { field } } }": types.FinancePaymentUpdateDocument,
    "mutation FinancePaymentUpdate2{ paymentUpdate(databaseId: 999999, input: { notes: \"x\" }) { userErrors { field code } } }": types.FinancePaymentUpdate2Document,
    "mutation FinancePaymentDelete2($id: ID!, $n: Int) { paymentDelete(id: $id, databaseId: $n) { deletedId userErrors { field code } } }": types.FinancePaymentDelete2Document,
    "mutation FinancePaymentDelete3{ paymentDelete { deletedId userErrors { field code } } }": types.FinancePaymentDelete3Document,
    "query FinanceCatalogItem($id: ID!) { catalogItem(id: $id) { name price wasteFactorMode wasteFactorValue measurements { databaseId } } }": types.FinanceCatalogItemDocument,
    "query FinanceMeasurements { measurements(first: 3) { nodes { id databaseId } } }": types.FinanceMeasurementsDocument,
    "mutation FinanceCatalogItemDelete($id: ID!) { catalogItemDelete(id: $id) { deletedCatalogItemId userErrors { code } } }": types.FinanceCatalogItemDeleteDocument,
    "mutation FinanceCatalogItemDelete2($id: ID!) { catalogItemDelete(id: $id) { deletedCatalogItemId userErrors { field code } } }": types.FinanceCatalogItemDelete2Document,
    "query GeoWritesFirstIds { ahjs(first: 1) { nodes { id } } utilities(first: 1) { nodes { id } } }": types.GeoWritesFirstIdsDocument,
    "mutation GeoWritesAhjCustom($id: ID!, $input: AhjCustomUpdateInput!) {\n  ahjCustomUpdate(id: $id, input: $input) { ahj { id name custom } userErrors { message field code } }\n}": types.GeoWritesAhjCustomDocument,
    "query GeoWritesAhjCustomRead($id: ID!) { ahj(id: $id) { custom submission: customProperty(keyName: \"preferredSubmission\") } }": types.GeoWritesAhjCustomReadDocument,
    "query GeoWritesAhjProperties { properties(recordType: AHJ) { keyName options } }": types.GeoWritesAhjPropertiesDocument,
    "mutation GeoWritesUtilityCustom($id: ID!, $input: UtilityCustomUpdateInput!) {\n    utilityCustomUpdate(id: $id, input: $input) { utility { id name custom } userErrors { message field code } }\n  }": types.GeoWritesUtilityCustomDocument,
    "query GeoWritesUtilityBefore($id: ID!) { utility(id: $id) { name state } }": types.GeoWritesUtilityBeforeDocument,
    "query GeoWritesUtilityAfter($id: ID!) { utility(id: $id) { name state custom } }": types.GeoWritesUtilityAfterDocument,
    "query GeoWritesSiteUtilities { accounts(first: 2) { nodes { sites(first: 10) { nodes { id title utilities { id } } } } } }": types.GeoWritesSiteUtilitiesDocument,
    "mutation GeoWritesSiteUtilityReread($site: ID!, $u: ID!, $days: Int!, $title: String) {\n        a: siteUpdate(id: $site, input: { title: $title }) { site { utilities { id custom } } }\n        b: utilityCustomUpdate(id: $u, input: { custom: { approvalDays: $days } }) { utility { id } }\n        c: siteUpdate(id: $site, input: { title: $title }) { site { utilities { id custom } } }\n      }": types.GeoWritesSiteUtilityRereadDocument,
    "query LookupWritesUsers { users(first: 1) { nodes { id } } projects(first: 1) { nodes { id } } workOrders(first: 1) { nodes { id project { id } } } }": types.LookupWritesUsersDocument,
    "query LookupWritesTimesheet($id: ID!) { timesheet(id: $id) { startTime endTime duration notes project { id } workOrder { id } } }": types.LookupWritesTimesheetDocument,
    "mutation LookupWritesTimesheetUpdate($id: ID!) { timesheetUpdate(id: $id, input: { startTime: \"2026-03-02T10:00:00Z\", endTime: \"2026-03-02T10:00:00Z\" }) { userErrors { field code } } }": types.LookupWritesTimesheetUpdateDocument,
    "mutation LookupWritesTimesheetDelete($id: ID!) { timesheetDelete(id: $id) { deletedTimesheetId userErrors { field code } } }": types.LookupWritesTimesheetDeleteDocument,
    "mutation LookupWritesLabelCreate($input: LabelCreateInput!) { labelCreate(input: $input) { label { id name color type } userErrors { message field code } } }": types.LookupWritesLabelCreateDocument,
    "query LookupWritesLabel($id: ID!) { label(id: $id) { name type } }": types.LookupWritesLabelDocument,
    "mutation NoteWritesNoteCreate2($input: NoteCreateInput!) {\n  noteCreate(input: $input) {\n    note { id databaseId text record { __typename ... on Project { databaseId } ... on WorkOrder { workOrderId: databaseId } } }\n    userErrors { message field code }\n  }\n}": types.NoteWritesNoteCreate2Document,
    "mutation NoteWritesNoteCreate($input: NoteCreateInput!) { noteCreate(input: $input) { note { author { databaseId firstName email } } } }": types.NoteWritesNoteCreateDocument,
    "mutation NoteWritesNoteUpdate($id: ID!, $text: String!) { noteUpdate(id: $id, input: { text: $text }) { note { text author { databaseId } } userErrors { field code message } } }": types.NoteWritesNoteUpdateDocument,
    "mutation NoteWritesNoteDelete($id: ID!) { noteDelete(id: $id) { deletedNoteId } }": types.NoteWritesNoteDeleteDocument,
    "mutation NoteWritesNoteDelete2($id: ID!) { noteDelete(id: $id) { deletedNoteId userErrors { code } } }": types.NoteWritesNoteDelete2Document,
    "mutation NoteWritesNoteDelete3($id: ID!) { noteDelete(id: $id) { deletedNoteId userErrors { code field } } }": types.NoteWritesNoteDelete3Document,
    "query NoteWritesProject($id: Int) { project(databaseId: $id) { notes { nodes { text } } } }": types.NoteWritesProjectDocument,
    "mutation QuoteWritesCreate($input: QuoteCreateInput!) {\n  quoteCreate(input: $input) {\n    quote { id databaseId status amount subtotal discountType discountValue issueDate record { __typename ... on Opportunity { databaseId } } lineItems { databaseId quantity unitPrice totalPrice sectionName catalogItem { databaseId name } } }\n    userErrors { message field code }\n  }\n}": types.QuoteWritesCreateDocument,
    "mutation QuoteWritesUpdate($id: ID!, $input: QuoteUpdateInput!) { quoteUpdate(id: $id, input: $input) { quote { status subtotal lineItems { databaseId quantity } } userErrors { field code message } } }": types.QuoteWritesUpdateDocument,
    "mutation QuoteWritesSend($id: ID!) { quoteSend(id: $id) { quote { status issueDate } userErrors { code } } }": types.QuoteWritesSendDocument,
    "mutation QuoteWritesPdf($id: ID!) { quotePdf(id: $id) { pdf { contentType pdfBase64 byteLength } userErrors { code } } }": types.QuoteWritesPdfDocument,
    "mutation QuoteWritesDelete($id: ID!) { quoteDelete(id: $id) { deletedQuoteId userErrors { code field } } }": types.QuoteWritesDeleteDocument,
    "mutation QuoteWritesSendDeleted($id: ID!) { quoteSend(id: $id) { quote { status } userErrors { code field } } }": types.QuoteWritesSendDeletedDocument,
    "mutation QuoteWritesArchive($id: ID!) { quoteUpdate(id: $id, input: { isArchived: true }) { userErrors { code } } }": types.QuoteWritesArchiveDocument,
    "mutation QuoteWritesArchivedPdf($id: ID!) { quotePdf(id: $id) { pdf { contentType } } }": types.QuoteWritesArchivedPdfDocument,
    "query QuoteWritesOpportunityQuotes($id: Int) { opportunity(databaseId: $id) { quotes { nodes { databaseId status } } } }": types.QuoteWritesOpportunityQuotesDocument,
    "query QuoteWritesStatus($id: Int) { quote(databaseId: $id) { status } }": types.QuoteWritesStatusDocument,
    "mutation QuoteWritesSendCached($id: ID!) { quoteSend(id: $id) { userErrors { code } } }": types.QuoteWritesSendCachedDocument,
    "query RecordsAccounts($n: Int) { accounts(first: $n) { nodes { id databaseId } } }": types.RecordsAccountsDocument,
    "mutation RecordsContactCreate($input: ContactCreateInput!) { contactCreate(input: $input) { contact { id databaseId } userErrors { field } } }": types.RecordsContactCreateDocument,
    "mutation RecordsContactCreate2{ contactCreate(input: { name: \"  \" }) { contact { id } userErrors { field code } } }": types.RecordsContactCreate2Document,
    "mutation RecordsContactUpdate($id: ID!) { contactUpdate(id: $id, input: { name: \"\" }) { contact { id } userErrors { field code } } }": types.RecordsContactUpdateDocument,
    "mutation RecordsContactCreate3($input: ContactCreateInput!) { contactCreate(input: $input) { contact { id name title emails phones } userErrors { field } } }": types.RecordsContactCreate3Document,
    "query RecordsContact($id: ID!) { contact(id: $id) { name accounts { databaseId } } }": types.RecordsContactDocument,
    "mutation RecordsContactUpdate2($id: ID!) { contactUpdate(id: $id, input: { name: \"New Name\", title: \"Owner\" }) { contact { name title } userErrors { field } } }": types.RecordsContactUpdate2Document,
    "query RecordsContact2($id: ID!) { contact(id: $id) { name title } }": types.RecordsContact2Document,
    "mutation RecordsContactCreate4($a: ID!) { contactCreate(input: { name: \"Nobody\", accountIds: [$a] }) { contact { id } userErrors { field code } } }": types.RecordsContactCreate4Document,
    "mutation RecordsProjectCreate($c: [ID!]) { projectCreate(input: { title: \"Delete test\", address: \"1 Elm St, Denver, CO 80205\", contacts: $c }) { project { id } } }": types.RecordsProjectCreateDocument,
    "mutation RecordsContactDelete($id: ID!) { contactDelete(id: $id) { deletedContactId userErrors { field } } }": types.RecordsContactDeleteDocument,
    "query RecordsContact3($id: ID!) { contact(id: $id) { name } }": types.RecordsContact3Document,
    "query RecordsProject($id: ID!) { project(id: $id) { contacts { name isPrimary } } }": types.RecordsProjectDocument,
    "mutation RecordsContactDelete2($id: ID!) { contactDelete(id: $id) { deletedContactId userErrors { field code } } }": types.RecordsContactDelete2Document,
    "mutation RecordsSiteCreate($a: ID!) { siteCreate(input: { accountId: $a }) { site { id } userErrors { field code } } }": types.RecordsSiteCreateDocument,
    "mutation RecordsSiteCreate2($a: ID!) { siteCreate(input: { accountId: $a, geoLocation: \"91,10\" }) { site { id } userErrors { field code } } }": types.RecordsSiteCreate2Document,
    "mutation RecordsSiteUpdate($id: ID!) { siteUpdate(id: $id, input: { timezone: \"Mars/Olympus\", fullAddress: \" \" }) { site { id } userErrors { field code } } }": types.RecordsSiteUpdateDocument,
    "query RecordsSite($id: ID!) { site(id: $id) { title zipcode } }": types.RecordsSiteDocument,
    "mutation RecordsSiteCreate3($a: ID!) { siteCreate(input: { accountId: $a, fullAddress: \"77 Pine St, Boulder, CO 80302\" }) { site { id } } }": types.RecordsSiteCreate3Document,
    "mutation RecordsSiteUpdate2($id: ID!) { siteUpdate(id: $id, input: { title: \"Yard\", timezone: \"America/Chicago\" }) { site { title timezone } userErrors { field } } }": types.RecordsSiteUpdate2Document,
    "query RecordsSite2($id: ID!) { site(id: $id) { title timezone } }": types.RecordsSite2Document,
    "mutation RecordsSiteDelete($id: ID!) { siteDelete(id: $id) { deletedSiteId userErrors { field } } }": types.RecordsSiteDeleteDocument,
    "query RecordsSite3($id: ID!) { site(id: $id) { title } }": types.RecordsSite3Document,
    "mutation RecordsProjectCreate2($a: ID!) { projectCreate(input: { title: \"Roof A install\", address: \"2100 Solar Way, Denver, CO 80205\", accountId: $a }) { project { id site { databaseId } } } }": types.RecordsProjectCreate2Document,
    "query RecordsSite4($id: ID!) { site(id: $id) { title } }": types.RecordsSite4Document,
    "query RecordsProject2($id: ID!) { project(id: $id) { site { databaseId } account { databaseId } } }": types.RecordsProject2Document,
    "mutation RecordsSiteMove($id: ID!, $to: ID!) { siteMove(id: $id, input: { accountId: $to }) { site { id } userErrors { field code } } }": types.RecordsSiteMoveDocument,
    "mutation RecordsSiteCreate4($a: ID!) { siteCreate(input: { accountId: $a, fullAddress: \"9 Oak Ave, Denver, CO 80205\" }) { site { id } } }": types.RecordsSiteCreate4Document,
    "mutation RecordsSiteMove2($id: ID!, $to: ID!) { siteMove(id: $id, input: { accountId: $to }) { site { id } userErrors { field code } } }": types.RecordsSiteMove2Document,
    "query RecordsSite5($id: ID!) { site(id: $id) { account { databaseId } } }": types.RecordsSite5Document,
    "mutation RecordsProjectCreate3{ projectCreate(input: { title: \"\", address: \" \", primaryEmail: \"nope\" }) { project { id } userErrors { field code } } }": types.RecordsProjectCreate3Document,
    "mutation RecordsOpportunityCreate{ opportunityCreate(input: { title: \"Deal\", address: \"1 A St\", trades: [\"SOLAR\"], confidence: 140 }) { opportunity { id } userErrors { field code } } }": types.RecordsOpportunityCreateDocument,
    "mutation RecordsProjectUpdate($id: ID!) { projectUpdate(id: $id, input: { title: null }) { project { id } userErrors { field code } } }": types.RecordsProjectUpdateDocument,
    "query RecordsProject3($id: ID!) { project(id: $id) { contacts { name isPrimary } } }": types.RecordsProject3Document,
    "query RecordsAccount($id: ID!) { account(id: $id) { contacts { name } } }": types.RecordsAccountDocument,
    "mutation RecordsProjectUpdate2($id: ID!, $c: [ID!]) { projectUpdate(id: $id, input: { contacts: $c }) { project { contacts { name isPrimary } } } }": types.RecordsProjectUpdate2Document,
    "query RecordsProject4($id: ID!) { project(id: $id) { contacts { name } } }": types.RecordsProject4Document,
    "query RecordsProjects { projects(first: 100, filter: { q: \"Ghost contact project\" }) { nodes { id } } }": types.RecordsProjectsDocument,
    "query RecordsProject5($id: Int) { project(databaseId: $id) { description } }": types.RecordsProject5Document,
    "mutation RecordsProjectCreate4{ projectCreate(input: { title: \"Archive me\", address: \"5 Arch St, Denver, CO 80205\" }) { project { id } } }": types.RecordsProjectCreate4Document,
    "mutation RecordsProjectUpdate3($id: ID!) { projectUpdate(id: $id, input: { isActive: false }) { project { isActive title } userErrors { field } } }": types.RecordsProjectUpdate3Document,
    "query RecordsProject6($id: ID!) { project(id: $id) { isActive } }": types.RecordsProject6Document,
    "mutation RecordsProjectUpdate4($id: ID!) { projectUpdate(id: $id, input: { isActive: true }) { project { isActive } } }": types.RecordsProjectUpdate4Document,
    "query RecordsProject7($id: ID!) { project(id: $id) { isActive } }": types.RecordsProject7Document,
    "mutation RecordsProjectCreate5{ projectCreate(input: { title: \"Stage mover\", address: \"8 Stage Rd, Denver, CO 80205\" }) { project { id databaseId workflowId stage { databaseId } } } }": types.RecordsProjectCreate5Document,
    "mutation RecordsProjectUpdate5($id: ID!, $s: Int) { projectUpdate(id: $id, input: { stageId: $s }) { project { stage { databaseId name } } userErrors { field } } }": types.RecordsProjectUpdate5Document,
    "query RecordsProject8($id: ID!) { project(id: $id) { stage { databaseId } } }": types.RecordsProject8Document,
    "mutation RecordsProjectUpdate6($id: ID!) { projectUpdate(id: $id, input: { stageId: 999999, custom: {} }) { project { id } userErrors { field code } } }": types.RecordsProjectUpdate6Document,
    "query RecordsProjects2 { projects(first: 1) { nodes { id } } }": types.RecordsProjects2Document,
    "mutation RecordsProjectUpdate7($id: ID!) { projectUpdate(id: $id, input: { custom: { noSuchKey: 1 } }) { project { id } userErrors { field code } } }": types.RecordsProjectUpdate7Document,
    "mutation RecordsProjectUpdate8($id: ID!) { projectUpdate(id: $id, input: { title: \"x\" }) { project { id } userErrors { field code } } }": types.RecordsProjectUpdate8Document,
    "mutation RecordsOpportunityCreate2($input: OpportunityCreateInput!) { opportunityCreate(input: $input) { matchedExisting opportunity { id title confidence isActive contacts { name isPrimary } } userErrors { field } } }": types.RecordsOpportunityCreate2Document,
    "mutation RecordsOpportunityUpdate($id: ID!) { opportunityUpdate(id: $id, input: { confidence: 80, isActive: false }) { opportunity { confidence isActive } userErrors { field } } }": types.RecordsOpportunityUpdateDocument,
    "query RecordsOpportunity($id: ID!) { opportunity(id: $id) { confidence isActive contacts { name isPrimary } } }": types.RecordsOpportunityDocument,
    "mutation ReminderWritesReminderUpdate3($id: ID!, $input: ReminderUpdateInput!) {\n  reminderUpdate(id: $id, input: $input) {\n    reminder { databaseId title description dueDate isCompleted completedAt type }\n    userErrors { message field code }\n  }\n}": types.ReminderWritesReminderUpdate3Document,
    "query ReminderWritesReminder($id: ID!) { reminder(id: $id) { title isCompleted completedAt dueDate } }": types.ReminderWritesReminderDocument,
    "query ReminderWritesReminder2($id: Int!) { reminder(databaseId: $id) { isCompleted completedAt } }": types.ReminderWritesReminder2Document,
    "mutation ReminderWritesReminderUpdate($id: ID!, $to: ID) { reminderUpdate(id: $id, input: { assigneeId: $to }) { reminder { assigneeDatabaseId } userErrors { field } } }": types.ReminderWritesReminderUpdateDocument,
    "mutation ReminderWritesReminderUpdate2($id: ID!) { reminderUpdate(id: $id, input: { assigneeId: null }) { reminder { id } userErrors { field code } } }": types.ReminderWritesReminderUpdate2Document,
    "query ReminderWritesReminder3($id: ID!) { reminder(id: $id) { assigneeDatabaseId } }": types.ReminderWritesReminder3Document,
    "mutation ReminderWritesReminderDelete($id: ID!) { reminderDelete(id: $id) { deletedReminderId userErrors { field code } } }": types.ReminderWritesReminderDeleteDocument,
    "query ReminderWritesReminder4($id: Int!) { reminder(databaseId: $id) { title } }": types.ReminderWritesReminder4Document,
    "mutation ReminderWritesReminderDelete2($id: ID!) { reminderDelete(id: $id) { deletedReminderId userErrors { field code } } }": types.ReminderWritesReminderDelete2Document,
    "mutation VendorExtraWritesFormTemplateUpdate($id: ID!, $input: FormTemplateUpdateInput!) {\n  formTemplateUpdate(id: $id, input: $input) {\n    formTemplate { databaseId name formLayouts { databaseId name properties { databaseId column { databaseId name type isRequired } } } }\n    userErrors { message field code }\n  }\n}": types.VendorExtraWritesFormTemplateUpdateDocument,
    "query VendorExtraWritesFormTemplate($id: Int) { formTemplate(databaseId: $id) { name } }": types.VendorExtraWritesFormTemplateDocument,
    "mutation VendorExtraWritesFormFileFromUrl($form: ID!, $input: FormFileFromUrlInput!) { formFileFromUrl(form: $form, input: $input) { file { databaseId name } form { databaseId } userErrors { field code message } } }": types.VendorExtraWritesFormFileFromUrlDocument,
    "query VendorExtraWritesProject($id: Int) { project(databaseId: $id) { files(first: 100) { nodes { databaseId } } } }": types.VendorExtraWritesProjectDocument,
    "mutation VendorExtraWritesUserCreate($input: UserCreateInput!) { userCreate(input: $input) { invitation { email status } userErrors { field code } } }": types.VendorExtraWritesUserCreateDocument,
    "query VendorExtraWritesForm($id: Int) { form(databaseId: $id) { formLayouts { name } } }": types.VendorExtraWritesFormDocument,
    "mutation VendorWritesVendorCreate($input: VendorCreateInput!) {\n  vendorCreate(input: $input) { vendor { id databaseId name vendorType website address isActive contacts { name } projects { databaseId } } userErrors { message field code } }\n}": types.VendorWritesVendorCreateDocument,
    "mutation VendorWritesVendorUpdate($id: ID!, $input: VendorUpdateInput!) { vendorUpdate(id: $id, input: $input) { vendor { isActive website } userErrors { field code } } }": types.VendorWritesVendorUpdateDocument,
    "mutation VendorWritesVendorDelete($id: ID!) { vendorDelete(id: $id) { deletedVendorId userErrors { code field } } }": types.VendorWritesVendorDeleteDocument,
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
export function graphql(source: "query AccountContactsNone($id: Int!) { account(databaseId: $id) { title primaryPhone } }"): (typeof documents)["query AccountContactsNone($id: Int!) { account(databaseId: $id) { title primaryPhone } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountContactsBoth($id: Int!) { account(databaseId: $id) { title contacts { name } primaryContact { name } } }"): (typeof documents)["query AccountContactsBoth($id: Int!) { account(databaseId: $id) { title contacts { name } primaryContact { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AccountContactsFragment {\n          projects(first: 3) { nodes { account { ...AccountContactsOwner } } }\n        }\n        fragment AccountContactsOwner on Account { title primaryContact { name } }\n      "): (typeof documents)["\n        query AccountContactsFragment {\n          projects(first: 3) { nodes { account { ...AccountContactsOwner } } }\n        }\n        fragment AccountContactsOwner on Account { title primaryContact { name } }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountContactsListPlain { accounts(first: 3) { nodes { title } } }"): (typeof documents)["query AccountContactsListPlain { accounts(first: 3) { nodes { title } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountContactsListWith { accounts(first: 3) { nodes { title contacts { name } } } }"): (typeof documents)["query AccountContactsListWith { accounts(first: 3) { nodes { title contacts { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppointmentsOfOpportunities { opportunities(first: 5) { nodes { appointments { nodes { databaseId title dueDate assignee { databaseId firstName } createdBy { databaseId } opportunity { databaseId } } } } } }"): (typeof documents)["query AppointmentsOfOpportunities { opportunities(first: 5) { nodes { appointments { nodes { databaseId title dueDate assignee { databaseId firstName } createdBy { databaseId } opportunity { databaseId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppointmentByDatabaseId($id: Int) { appointment(databaseId: $id) { id title isCompleted } }"): (typeof documents)["query AppointmentByDatabaseId($id: Int) { appointment(databaseId: $id) { id title isCompleted } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppointmentOfCompany1($id: Int) { appointment(databaseId: $id) { title } }"): (typeof documents)["query AppointmentOfCompany1($id: Int) { appointment(databaseId: $id) { title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetsList { assets(first: 10) { pageInfo { hasNextPage } nodes { databaseId manufacturer model serialNumber type status installDate expectedLifetime endOfLifeDate labels { name color } } } }"): (typeof documents)["query AssetsList { assets(first: 10) { pageInfo { hasNextPage } nodes { databaseId manufacturer model serialNumber type status installDate expectedLifetime endOfLifeDate labels { name color } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetsSitesAndAccounts { assets(first: 10) { nodes { site { databaseId fullAddress } account { databaseId title } } } }"): (typeof documents)["query AssetsSitesAndAccounts { assets(first: 10) { nodes { site { databaseId fullAddress } account { databaseId title } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetsByDatabaseId($id: Int) { asset(databaseId: $id) { id databaseId serialNumber } }"): (typeof documents)["query AssetsByDatabaseId($id: Int) { asset(databaseId: $id) { id databaseId serialNumber } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetsUnknown { asset(databaseId: 1) { databaseId } }"): (typeof documents)["query AssetsUnknown { asset(databaseId: 1) { databaseId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetsOfCompany1($id: Int) { asset(databaseId: $id) { databaseId } }"): (typeof documents)["query AssetsOfCompany1($id: Int) { asset(databaseId: $id) { databaseId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BatchingProjectAccountSites {\n      projects(first: 10) {\n        nodes { title account { title sites(first: 5) { nodes { title } } } }\n      }\n    }"): (typeof documents)["query BatchingProjectAccountSites {\n      projects(first: 10) {\n        nodes { title account { title sites(first: 5) { nodes { title } } } }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BatchingAccountProjects {\n      accounts(first: 5) {\n        nodes {\n          title\n          contacts { name emails }\n          projects(first: 3) {\n            nodes { title owner { firstName email } jurisdiction { id name } stage { name } account { title } }\n          }\n        }\n      }\n    }"): (typeof documents)["query BatchingAccountProjects {\n      accounts(first: 5) {\n        nodes {\n          title\n          contacts { name emails }\n          projects(first: 3) {\n            nodes { title owner { firstName email } jurisdiction { id name } stage { name } account { title } }\n          }\n        }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BatchingSameAccount($id: Int!) {\n        a: account(databaseId: $id) { title }\n        b: account(databaseId: $id) { number }\n        c: account(databaseId: $id) { sites(first: 2) { nodes { id } } }\n        d: account(databaseId: $id) { sites(first: 2) { nodes { title } } }\n      }"): (typeof documents)["query BatchingSameAccount($id: Int!) {\n        a: account(databaseId: $id) { title }\n        b: account(databaseId: $id) { number }\n        c: account(databaseId: $id) { sites(first: 2) { nodes { id } } }\n        d: account(databaseId: $id) { sites(first: 2) { nodes { title } } }\n      }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BatchingFreeJurisdiction { projects(first: 10) { nodes { jurisdiction { id databaseId name uuid } } } }"): (typeof documents)["query BatchingFreeJurisdiction { projects(first: 10) { nodes { jurisdiction { id databaseId name uuid } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BatchingPaidJurisdiction { projects(first: 10) { nodes { jurisdiction { name state type } } } }"): (typeof documents)["query BatchingPaidJurisdiction { projects(first: 10) { nodes { jurisdiction { name state type } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BatchingUserDirectory { projects(first: 10) { nodes { owner { name role phone } createdBy { name } } } }"): (typeof documents)["query BatchingUserDirectory { projects(first: 10) { nodes { owner { name role phone } createdBy { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BatchingPrimedAccounts { accounts(first: 4) { nodes { databaseId sites(first: 2) { nodes { account { databaseId title } } } } } }"): (typeof documents)["query BatchingPrimedAccounts { accounts(first: 4) { nodes { databaseId sites(first: 2) { nodes { account { databaseId title } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BatchingFreeContacts { accounts(first: 4) { nodes { contacts { id name emails phones title } primaryContact { name } } } }"): (typeof documents)["query BatchingFreeContacts { accounts(first: 4) { nodes { contacts { id name emails phones title } primaryContact { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BatchingPaidContacts { accounts(first: 4) { nodes { contacts { name createdAt } primaryContact { updatedAt } } } }"): (typeof documents)["query BatchingPaidContacts { accounts(first: 4) { nodes { contacts { name createdAt } primaryContact { updatedAt } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsFirstFive { calls(first: 5) { nodes { databaseId } pageInfo { hasNextPage } } }"): (typeof documents)["query CallsFirstFive { calls(first: 5) { nodes { databaseId } pageInfo { hasNextPage } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsFirstTooMany { calls(first: 101) { nodes { databaseId } } }"): (typeof documents)["query CallsFirstTooMany { calls(first: 101) { nodes { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsCursor { calls(first: 20) { pageInfo { endCursor } } }"): (typeof documents)["query CallsCursor { calls(first: 20) { pageInfo { endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsAfterCursor($after: String) { calls(first: 30, after: $after) { nodes { databaseId } } }"): (typeof documents)["query CallsAfterCursor($after: String) { calls(first: 30, after: $after) { nodes { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsNewestFirst { calls(first: 50) { nodes { databaseId createdAt } } }"): (typeof documents)["query CallsNewestFirst { calls(first: 50) { nodes { databaseId createdAt } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsOldestFirst { calls(first: 50, orderBy: { direction: ASC }) { nodes { databaseId createdAt } } }"): (typeof documents)["query CallsOldestFirst { calls(first: 50, orderBy: { direction: ASC }) { nodes { databaseId createdAt } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsVoicemail { calls(first: 100, filter: { outcome: VOICEMAIL }) { nodes { databaseId outcome } } }"): (typeof documents)["query CallsVoicemail { calls(first: 100, filter: { outcome: VOICEMAIL }) { nodes { databaseId outcome } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsReasonDisposition { calls(first: 100, filter: { reason: \"Service\", disposition: \"Visit scheduled\" }) { nodes { databaseId reason disposition reasonRaw } } }"): (typeof documents)["query CallsReasonDisposition { calls(first: 100, filter: { reason: \"Service\", disposition: \"Visit scheduled\" }) { nodes { databaseId reason disposition reasonRaw } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsUpdatedAfter($after: DateTime) { calls(first: 100, filter: { updatedAfter: $after }) { nodes { databaseId } } }"): (typeof documents)["query CallsUpdatedAfter($after: DateTime) { calls(first: 100, filter: { updatedAfter: $after }) { nodes { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsUpdatedBefore { calls(first: 5, filter: { updatedBefore: \"2000-01-01T00:00:00Z\" }) { nodes { databaseId } } }"): (typeof documents)["query CallsUpdatedBefore { calls(first: 5, filter: { updatedBefore: \"2000-01-01T00:00:00Z\" }) { nodes { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsRevenueReason { calls(first: 20, filter: { reason: \"REVENUE_OPPORTUNITY\" }) { nodes { reason reasonRaw } } }"): (typeof documents)["query CallsRevenueReason { calls(first: 20, filter: { reason: \"REVENUE_OPPORTUNITY\" }) { nodes { reason reasonRaw } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsTranscripts { calls(first: 100) { nodes { databaseId summary transcriptText transcriptLines } } }"): (typeof documents)["query CallsTranscripts { calls(first: 100) { nodes { databaseId summary transcriptText transcriptLines } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsRecords { calls(first: 100) { nodes { databaseId record { __typename ... on Node { id } ... on Project { databaseId } ... on Opportunity { databaseId } ... on Account { databaseId } } } } }"): (typeof documents)["query CallsRecords { calls(first: 100) { nodes { databaseId record { __typename ... on Node { id } ... on Project { databaseId } ... on Opportunity { databaseId } ... on Account { databaseId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsProjectRecords { calls(first: 20) { nodes { record { ... on Project { title } } } } }"): (typeof documents)["query CallsProjectRecords { calls(first: 20) { nodes { record { ... on Project { title } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsTwo { calls(first: 2) { nodes { databaseId } } }"): (typeof documents)["query CallsTwo { calls(first: 2) { nodes { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsLongReason($r: String) { calls(first: 2, filter: { reason: $r }) { nodes { databaseId } } }"): (typeof documents)["query CallsLongReason($r: String) { calls(first: 2, filter: { reason: $r }) { nodes { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsLongDisposition($d: String) { calls(first: 2, filter: { disposition: $d }) { nodes { databaseId } } }"): (typeof documents)["query CallsLongDisposition($d: String) { calls(first: 2, filter: { disposition: $d }) { nodes { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsShortReason($r: String) { calls(first: 2, filter: { reason: $r }) { nodes { databaseId } } }"): (typeof documents)["query CallsShortReason($r: String) { calls(first: 2, filter: { reason: $r }) { nodes { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsCallNode($id: ID!) { node(id: $id) { id ... on Call { databaseId } } }"): (typeof documents)["query CallsCallNode($id: ID!) { node(id: $id) { id ... on Call { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsOfProjects { projects(first: 5) { nodes { databaseId calls(first: 50) { nodes { databaseId outcome reason reasonRaw disposition dispositionRaw summary shape createdAt record { __typename ... on Project { databaseId } } } } } } }"): (typeof documents)["query CallsOfProjects { projects(first: 5) { nodes { databaseId calls(first: 50) { nodes { databaseId outcome reason reasonRaw disposition dispositionRaw summary shape createdAt record { __typename ... on Project { databaseId } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsOfAccounts { accounts(first: 3) { nodes { databaseId calls { nodes { databaseId record { __typename } } } } } opportunities(first: 3) { nodes { databaseId calls { nodes { databaseId record { __typename } } } } } }"): (typeof documents)["query CallsOfAccounts { accounts(first: 3) { nodes { databaseId calls { nodes { databaseId record { __typename } } } } } opportunities(first: 3) { nodes { databaseId calls { nodes { databaseId record { __typename } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsProjectPages($id: Int!, $after: String) { project(databaseId: $id) { calls(first: 2, after: $after) { nodes { databaseId } pageInfo { hasNextPage hasPreviousPage endCursor } } } }"): (typeof documents)["query CallsProjectPages($id: Int!, $after: String) { project(databaseId: $id) { calls(first: 2, after: $after) { nodes { databaseId } pageInfo { hasNextPage hasPreviousPage endCursor } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsOfProjectsUnpaged { projects(first: 3) { nodes { databaseId title calls { nodes { databaseId } } } } }"): (typeof documents)["query CallsOfProjectsUnpaged { projects(first: 3) { nodes { databaseId title calls { nodes { databaseId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsUnknownProject { project(databaseId: 999999) { calls { nodes { databaseId } } } }"): (typeof documents)["query CallsUnknownProject { project(databaseId: 999999) { calls { nodes { databaseId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsClassificationOptions { reasons: callClassificationOptions(type: REASON) { databaseId type name isDefault } all: callClassificationOptions { type name } }"): (typeof documents)["query CallsClassificationOptions { reasons: callClassificationOptions(type: REASON) { databaseId type name isDefault } all: callClassificationOptions { type name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsProjectReminders($id: Int!) { project(databaseId: $id) { reminders(first: 1) { totalCount pageInfo { hasNextPage } nodes { databaseId title type isCompleted assigneeDatabaseId assignee { databaseId firstName } createdBy { databaseId } record { __typename ... on Project { databaseId } } } } } }"): (typeof documents)["query CallsProjectReminders($id: Int!) { project(databaseId: $id) { reminders(first: 1) { totalCount pageInfo { hasNextPage } nodes { databaseId title type isCompleted assigneeDatabaseId assignee { databaseId firstName } createdBy { databaseId } record { __typename ... on Project { databaseId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsReminderById($id: Int!) { reminder(databaseId: $id) { id databaseId title dueDate record { ... on Project { databaseId } } } }"): (typeof documents)["query CallsReminderById($id: Int!) { reminder(databaseId: $id) { id databaseId title dueDate record { ... on Project { databaseId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsReminderNode($id: ID!) { node(id: $id) { ... on Reminder { databaseId } } }"): (typeof documents)["query CallsReminderNode($id: ID!) { node(id: $id) { ... on Reminder { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsReminderAssignees { projects(first: 5) { nodes { reminders(first: 20) { nodes { databaseId assignee { databaseId firstName } createdBy { databaseId } } } } } }"): (typeof documents)["query CallsReminderAssignees { projects(first: 5) { nodes { reminders(first: 20) { nodes { databaseId assignee { databaseId firstName } createdBy { databaseId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallsOpenReminders { projects(first: 5) { nodes { reminders(first: 10, filter: { isCompleted: false }) { totalCount nodes { isCompleted } } } } }"): (typeof documents)["query CallsOpenReminders { projects(first: 5) { nodes { reminders(first: 10, filter: { isCompleted: false }) { totalCount nodes { isCompleted } } } } }"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CostModelParentTitles { workOrders(first: 50) { nodes { title project { title account { title } } } } }"): (typeof documents)["query CostModelParentTitles { workOrders(first: 50) { nodes { title project { title account { title } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CostModelDepthFive {\n      workOrders(first: 8) {\n        nodes {\n          title\n          visits { startDate }\n          project {\n            title\n            invoices { nodes { invoiceNumber status } }\n            calls { nodes { outcome reason } }\n            account {\n              title\n              calls { nodes { outcome } }\n              sites(first: 2) { nodes { fullAddress utilities { name } } }\n            }\n          }\n        }\n      }\n    }"): (typeof documents)["query CostModelDepthFive {\n      workOrders(first: 8) {\n        nodes {\n          title\n          visits { startDate }\n          project {\n            title\n            invoices { nodes { invoiceNumber status } }\n            calls { nodes { outcome reason } }\n            account {\n              title\n              calls { nodes { outcome } }\n              sites(first: 2) { nodes { fullAddress utilities { name } } }\n            }\n          }\n        }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ErrorsAccountTitles { accounts(first: 2) { nodes { title } } }"): (typeof documents)["query ErrorsAccountTitles { accounts(first: 2) { nodes { title } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ErrorsAccountSites { accounts(first: 3) { nodes { title sites(first: 2) { nodes { title } } } } }"): (typeof documents)["query ErrorsAccountSites { accounts(first: 3) { nodes { title sites(first: 2) { nodes { title } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ErrorsUnknownAccount { account(databaseId: 999999) { title } }"): (typeof documents)["query ErrorsUnknownAccount { account(databaseId: 999999) { title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ErrorsAccountOfCompany1($id: Int!) { account(databaseId: $id) { title } }"): (typeof documents)["query ErrorsAccountOfCompany1($id: Int!) { account(databaseId: $id) { title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ErrorsBadKey { accounts(first: 2) { nodes { title sites { nodes { title } } } } projects(first: 2) { nodes { title } } }"): (typeof documents)["query ErrorsBadKey { accounts(first: 2) { nodes { title sites { nodes { title } } } } projects(first: 2) { nodes { title } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ErrorsFirstTooLarge { accounts(first: 101) { nodes { title } } }"): (typeof documents)["query ErrorsFirstTooLarge { accounts(first: 101) { nodes { title } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ErrorsAccountByGlobalId($id: ID!) { account(id: $id) { title } }"): (typeof documents)["query ErrorsAccountByGlobalId($id: ID!) { account(id: $id) { title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ErrorsTooExpensive { accounts(first: 100) { nodes { projects(first: 100) { nodes { account { title } } } } } }"): (typeof documents)["query ErrorsTooExpensive { accounts(first: 100) { nodes { projects(first: 100) { nodes { account { title } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesProjectFolderContents($id: Int!) { project(databaseId: $id) { folders {\n        __typename\n        ... on Phase { databaseId name status contents { __typename ... on Folder { databaseId name } ... on File { databaseId name fileType } ... on Form { databaseId } } }\n        ... on Folder { databaseId name isActive parent { databaseId } contents { __typename ... on Folder { databaseId name parent { databaseId name } } ... on File { databaseId fileType folder { databaseId name } } } }\n      } } }"): (typeof documents)["query FilesProjectFolderContents($id: Int!) { project(databaseId: $id) { folders {\n        __typename\n        ... on Phase { databaseId name status contents { __typename ... on Folder { databaseId name } ... on File { databaseId name fileType } ... on Form { databaseId } } }\n        ... on Folder { databaseId name isActive parent { databaseId } contents { __typename ... on Folder { databaseId name parent { databaseId name } } ... on File { databaseId fileType folder { databaseId name } } } }\n      } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesProjectContentTypes($id: Int!) { project(databaseId: $id) { folders { ... on Phase { contents { __typename } } ... on Folder { contents { __typename } } } } }"): (typeof documents)["query FilesProjectContentTypes($id: Int!) { project(databaseId: $id) { folders { ... on Phase { contents { __typename } } ... on Folder { contents { __typename } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesFolderTwoLevels($id: ID!) { folder(id: $id) { name contents { __typename ... on Folder { databaseId contents { __typename ... on File { databaseId name fileType folder { databaseId } } } } ... on File { databaseId } } } }"): (typeof documents)["query FilesFolderTwoLevels($id: ID!) { folder(id: $id) { name contents { __typename ... on Folder { databaseId contents { __typename ... on File { databaseId name fileType folder { databaseId } } } } ... on File { databaseId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesArchivedFolders($id: Int!, $all: Boolean) { folder(databaseId: $id) { contents(includeArchived: $all) { ... on Folder { databaseId isActive } } } }"): (typeof documents)["query FilesArchivedFolders($id: Int!, $all: Boolean) { folder(databaseId: $id) { contents(includeArchived: $all) { ... on Folder { databaseId isActive } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesProjectRootFolders($id: Int!) { project(databaseId: $id) { a: folders { ... on Folder { databaseId } } b: folders(includeArchived: true) { ... on Folder { databaseId } } } }"): (typeof documents)["query FilesProjectRootFolders($id: Int!) { project(databaseId: $id) { a: folders { ... on Folder { databaseId } } b: folders(includeArchived: true) { ... on Folder { databaseId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesProjectRootFoldersAfter($id: Int!) { project(databaseId: $id) { a: folders { ... on Folder { databaseId } } b: folders(includeArchived: true) { ... on Folder { databaseId } } } }"): (typeof documents)["query FilesProjectRootFoldersAfter($id: Int!) { project(databaseId: $id) { a: folders { ... on Folder { databaseId } } b: folders(includeArchived: true) { ... on Folder { databaseId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesPhaseForms($id: Int!) { project(databaseId: $id) { folders { ... on Phase { databaseId contents { __typename ... on Form { databaseId name status template { databaseId } phase { databaseId name } file { isForm fileType phase { databaseId } } } } } } } }"): (typeof documents)["query FilesPhaseForms($id: Int!) { project(databaseId: $id) { folders { ... on Phase { databaseId contents { __typename ... on Form { databaseId name status template { databaseId } phase { databaseId name } file { isForm fileType phase { databaseId } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesFilePhases($id: Int!) { project(databaseId: $id) { files(first: 100) { nodes { databaseId phase { databaseId name position status } } } } }"): (typeof documents)["query FilesFilePhases($id: Int!) { project(databaseId: $id) { files(first: 100) { nodes { databaseId phase { databaseId name position status } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesOpportunityFolders { opportunities(first: 3) { nodes { databaseId folders { __typename ... on Phase { name opportunity { databaseId } } } forms { nodes { databaseId } } } } }"): (typeof documents)["query FilesOpportunityFolders { opportunities(first: 3) { nodes { databaseId folders { __typename ... on Phase { name opportunity { databaseId } } } forms { nodes { databaseId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesUnknownFolder { folder(databaseId: 999999) { name } }"): (typeof documents)["query FilesUnknownFolder { folder(databaseId: 999999) { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesOfRecords {\n      projects(first: 6) { nodes { databaseId files(first: 100) { nodes { databaseId name } } } }\n      opportunities(first: 3) { nodes { databaseId files(first: 100) { nodes { databaseId } } } }\n      accounts(first: 4) { nodes { databaseId files(first: 100) { nodes { databaseId name metaData { extention } } } } }\n    }"): (typeof documents)["query FilesOfRecords {\n      projects(first: 6) { nodes { databaseId files(first: 100) { nodes { databaseId name } } } }\n      opportunities(first: 3) { nodes { databaseId files(first: 100) { nodes { databaseId } } } }\n      accounts(first: 4) { nodes { databaseId files(first: 100) { nodes { databaseId name metaData { extention } } } } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesFileById($id: ID!) { node(id: $id) { ... on File { databaseId name fileType downloadUrl isArchived isForm createdBy { databaseId name } project { databaseId }\n        metaData { size mimeType extention originalName generatedName thumbnailUrl gps { latitude longitude } } } } }"): (typeof documents)["query FilesFileById($id: ID!) { node(id: $id) { ... on File { databaseId name fileType downloadUrl isArchived isForm createdBy { databaseId name } project { databaseId }\n        metaData { size mimeType extention originalName generatedName thumbnailUrl gps { latitude longitude } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesListedFileFolders($id: Int!) { project(databaseId: $id) { files(first: 100) { nodes { metaData { extention } folder { databaseId } } } } }"): (typeof documents)["query FilesListedFileFolders($id: Int!) { project(databaseId: $id) { files(first: 100) { nodes { metaData { extention } folder { databaseId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesTemplateLayout($id: Int!) { formTemplate(databaseId: $id) { name dueDateXDaysAfter labels { name color } formLayouts {\n        databaseId name type columnId column { databaseId name type multiple isRequired isReadOnly }\n        properties { databaseId type columnId column { databaseId name type } properties { databaseId } }\n        fields { databaseId }\n      } } }"): (typeof documents)["query FilesTemplateLayout($id: Int!) { formTemplate(databaseId: $id) { name dueDateXDaysAfter labels { name color } formLayouts {\n        databaseId name type columnId column { databaseId name type multiple isRequired isReadOnly }\n        properties { databaseId type columnId column { databaseId name type } properties { databaseId } }\n        fields { databaseId }\n      } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesTemplateAssignees { formTemplates(first: 10) { nodes { name assignee { databaseId name } assigneeProperty collaborators { databaseId } collaboratorProperties } } }"): (typeof documents)["query FilesTemplateAssignees { formTemplates(first: 10) { nodes { name assignee { databaseId name } assigneeProperty collaborators { databaseId } collaboratorProperties } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesTemplatesFirstPage { formTemplates(first: 2) { nodes { name isArchived } pageInfo { hasNextPage endCursor } } }"): (typeof documents)["query FilesTemplatesFirstPage { formTemplates(first: 2) { nodes { name isArchived } pageInfo { hasNextPage endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesTemplatesNextPage($after: String) { formTemplates(first: 10, after: $after) { nodes { name } pageInfo { hasNextPage } } }"): (typeof documents)["query FilesTemplatesNextPage($after: String) { formTemplates(first: 10, after: $after) { nodes { name } pageInfo { hasNextPage } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesTemplatesArchived { formTemplates(first: 10, includeArchived: true) { nodes { name isArchived } } }"): (typeof documents)["query FilesTemplatesArchived { formTemplates(first: 10, includeArchived: true) { nodes { name isArchived } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesProjectForms($id: Int!) { project(databaseId: $id) {\n        forms { nodes { databaseId name status isCompleted completedAt template { databaseId name } formLayouts { databaseId name properties { columnId name type value } fields { columnId } } } }\n        completed: forms(status: COMPLETED, first: 100) { nodes { databaseId } }\n      } }"): (typeof documents)["query FilesProjectForms($id: Int!) { project(databaseId: $id) {\n        forms { nodes { databaseId name status isCompleted completedAt template { databaseId name } formLayouts { databaseId name properties { columnId name type value } fields { columnId } } } }\n        completed: forms(status: COMPLETED, first: 100) { nodes { databaseId } }\n      } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesWorkOrderFormItems($id: Int!) { workOrder(databaseId: $id) { workItems { type ... on FormWorkItem { form { databaseId name status } } } } }"): (typeof documents)["query FilesWorkOrderFormItems($id: Int!) { workOrder(databaseId: $id) { workItems { type ... on FormWorkItem { form { databaseId name status } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FilesWorkOrderFormValues($id: Int!) { workOrder(databaseId: $id) { workItems { ... on FormWorkItem { form { workOrder { databaseId } formLayouts { name } } } } } }"): (typeof documents)["query FilesWorkOrderFormValues($id: Int!) { workOrder(databaseId: $id) { workItems { ... on FormWorkItem { form { workOrder { databaseId } formLayouts { name } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeoSiteAhjsAndUtilities($id: Int) { site(databaseId: $id) { ahjs { name type state } utilities { name state } } }"): (typeof documents)["query GeoSiteAhjsAndUtilities($id: Int) { site(databaseId: $id) { ahjs { name type state } utilities { name state } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeoUtilitiesBadState { utilities(first: 5, filter: { state: \"COL\" }) { nodes { name } } }"): (typeof documents)["query GeoUtilitiesBadState { utilities(first: 5, filter: { state: \"COL\" }) { nodes { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeoUtilitiesBadLatitude { utilities(first: 5, filter: { near: { lat: 91, lng: 0 } }) { nodes { name } } }"): (typeof documents)["query GeoUtilitiesBadLatitude { utilities(first: 5, filter: { near: { lat: 91, lng: 0 } }) { nodes { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeoUtilitiesInColorado { utilities(first: 3, filter: { state: \"CO\" }) { nodes { databaseId name state } } }"): (typeof documents)["query GeoUtilitiesInColorado { utilities(first: 3, filter: { state: \"CO\" }) { nodes { databaseId name state } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeoAhjsNearDenver { ahjs(first: 5, filter: { near: { lat: 39.7392, lng: -104.9903 } }) {\n      nodes { databaseId name type isPrivate ashraeMinTempC ashraeMinTempF emails custom customProperty(keyName: \"nope\") } } }"): (typeof documents)["query GeoAhjsNearDenver { ahjs(first: 5, filter: { near: { lat: 39.7392, lng: -104.9903 } }) {\n      nodes { databaseId name type isPrivate ashraeMinTempC ashraeMinTempF emails custom customProperty(keyName: \"nope\") } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeoAhjCounties { ahjs(first: 3, filter: { state: \"CO\", type: COUNTY }) { nodes { name state type } } }"): (typeof documents)["query GeoAhjCounties { ahjs(first: 3, filter: { state: \"CO\", type: COUNTY }) { nodes { name state type } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeoAhjProperties { properties(recordType: AHJ) { name keyName type isCustom } }"): (typeof documents)["query GeoAhjProperties { properties(recordType: AHJ) { name keyName type isCustom } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvoicesWithLines {\n      invoices(first: 10) {\n        pageInfo { hasNextPage }\n        nodes { databaseId invoiceNumber status amount amountPaid lineItems { quantity unitPrice catalogItem { databaseId name } } }\n      }\n    }"): (typeof documents)["query InvoicesWithLines {\n      invoices(first: 10) {\n        pageInfo { hasNextPage }\n        nodes { databaseId invoiceNumber status amount amountPaid lineItems { quantity unitPrice catalogItem { databaseId name } } }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvoicesCatalogItems { invoices(first: 10) { nodes { lineItems { catalogItem { name price category } } } } }"): (typeof documents)["query InvoicesCatalogItems { invoices(first: 10) { nodes { lineItems { catalogItem { name price category } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvoicesRecordsAndPayments {\n      invoices(first: 5) {\n        nodes {\n          databaseId\n          account { databaseId title }\n          record { __typename ... on Project { databaseId title } ... on Account { databaseId title } }\n          payments { nodes { amount paymentMethod } }\n        }\n      }\n    }"): (typeof documents)["query InvoicesRecordsAndPayments {\n      invoices(first: 5) {\n        nodes {\n          databaseId\n          account { databaseId title }\n          record { __typename ... on Project { databaseId title } ... on Account { databaseId title } }\n          payments { nodes { amount paymentMethod } }\n        }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvoiceByDatabaseId($id: Int!) { invoice(databaseId: $id) { databaseId invoiceNumber } }"): (typeof documents)["query InvoiceByDatabaseId($id: Int!) { invoice(databaseId: $id) { databaseId invoiceNumber } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvoicesOfProjectsAndAccounts { projects(first: 5) { nodes { invoices { nodes { databaseId } } account { invoices { nodes { databaseId } } } } } }"): (typeof documents)["query InvoicesOfProjectsAndAccounts { projects(first: 5) { nodes { invoices { nodes { databaseId } } account { invoices { nodes { databaseId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvoicesBillsAndCatalogItems {\n      bills(first: 3) { pageInfo { hasNextPage } nodes { databaseId billNumber status amount project { databaseId } } }\n      catalogItems(first: 5) { pageInfo { hasNextPage } nodes { databaseId name price type } }\n    }"): (typeof documents)["query InvoicesBillsAndCatalogItems {\n      bills(first: 3) { pageInfo { hasNextPage } nodes { databaseId billNumber status amount project { databaseId } } }\n      catalogItems(first: 5) { pageInfo { hasNextPage } nodes { databaseId name price type } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupRoundTripsWarmUp { __typename }"): (typeof documents)["query LookupRoundTripsWarmUp { __typename }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupRoundTripsAccountId($id: Int!) { account(databaseId: $id) { id } }"): (typeof documents)["query LookupRoundTripsAccountId($id: Int!) { account(databaseId: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupRoundTripsFragments($id: ID!) {\n        account(id: $id) { ...LookupRoundTripsLists ... on Account { calls { nodes { outcome } } } mine: invoices { nodes { amount } } again: invoices { nodes { invoiceNumber } } }\n      }\n      fragment LookupRoundTripsLists on Account { title sites(first: 10) { nodes { fullAddress } } projects { nodes { title } } }"): (typeof documents)["query LookupRoundTripsFragments($id: ID!) {\n        account(id: $id) { ...LookupRoundTripsLists ... on Account { calls { nodes { outcome } } } mine: invoices { nodes { amount } } again: invoices { nodes { invoiceNumber } } }\n      }\n      fragment LookupRoundTripsLists on Account { title sites(first: 10) { nodes { fullAddress } } projects { nodes { title } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupRoundTripsSkipInclude($id: Int!, $no: Boolean!) { account(databaseId: $id) { title invoices @skip(if: true) { nodes { amount } } calls @include(if: $no) { nodes { outcome } } sites { nodes { title } } } }"): (typeof documents)["query LookupRoundTripsSkipInclude($id: Int!, $no: Boolean!) { account(databaseId: $id) { title invoices @skip(if: true) { nodes { amount } } calls @include(if: $no) { nodes { outcome } } sites { nodes { title } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupRoundTripsIncludeVariable($id: Int!, $withCalls: Boolean!) { account(databaseId: $id) { title calls @include(if: $withCalls) { nodes { outcome } } } }"): (typeof documents)["query LookupRoundTripsIncludeVariable($id: Int!, $withCalls: Boolean!) { account(databaseId: $id) { title calls @include(if: $withCalls) { nodes { outcome } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupRoundTripsProjectLists($id: Int!) { project(databaseId: $id) { title invoices { nodes { amount } } calls { nodes { outcome } } workOrders { nodes { title } } notes { nodes { text } } } }"): (typeof documents)["query LookupRoundTripsProjectLists($id: Int!) { project(databaseId: $id) { title invoices { nodes { amount } } calls { nodes { outcome } } workOrders { nodes { title } } notes { nodes { text } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupRoundTripsMissingAccount($id: Int!) { account(databaseId: $id) { title invoices { nodes { amount } } } }"): (typeof documents)["query LookupRoundTripsMissingAccount($id: Int!) { account(databaseId: $id) { title invoices { nodes { amount } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupRoundTripsSitesWindow($id: Int!) { account(databaseId: $id) { title sites(first: 500) { nodes { title } } } }"): (typeof documents)["query LookupRoundTripsSitesWindow($id: Int!) { account(databaseId: $id) { title sites(first: 500) { nodes { title } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupRoundTripsFailingList($id: Int!) { account(databaseId: $id) { title invoices { nodes { amount } } sites { nodes { title } } } }"): (typeof documents)["query LookupRoundTripsFailingList($id: Int!) { account(databaseId: $id) { title invoices { nodes { amount } } sites { nodes { title } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupRoundTripsProjectAccounts { projects(first: 5) { nodes { title account { title invoices { nodes { amount } } calls { nodes { outcome } } } } } }"): (typeof documents)["query LookupRoundTripsProjectAccounts { projects(first: 5) { nodes { title account { title invoices { nodes { amount } } calls { nodes { outcome } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupRoundTripsSiteAccounts { sites(first: 3) { nodes { account { title projects(first: 3) { nodes { title } } } } } }"): (typeof documents)["query LookupRoundTripsSiteAccounts { sites(first: 3) { nodes { account { title projects(first: 3) { nodes { title } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupRoundTripsAccountGlobalId($id: Int!) { account(databaseId: $id) { id } }"): (typeof documents)["query LookupRoundTripsAccountGlobalId($id: Int!) { account(databaseId: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotesWarmUp { projects(first: 10) { nodes { notes { nodes { databaseId } } } } }"): (typeof documents)["query NotesWarmUp { projects(first: 10) { nodes { notes { nodes { databaseId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotesOfProjects { projects(first: 10) { nodes { databaseId notes { nodes { databaseId text author { databaseId firstName lastName email } record { __typename ... on Project { databaseId } } } } } } }"): (typeof documents)["query NotesOfProjects { projects(first: 10) { nodes { databaseId notes { nodes { databaseId text author { databaseId firstName lastName email } record { __typename ... on Project { databaseId } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotesOfOtherRecords {\n      opportunities(first: 5) { nodes { notes { nodes { text } } } }\n      accounts(first: 5) { nodes { notes { nodes { text } } } }\n      workOrders(first: 40) { nodes { notes { nodes { text plainText mentions { databaseId } } } } }\n    }"): (typeof documents)["query NotesOfOtherRecords {\n      opportunities(first: 5) { nodes { notes { nodes { text } } } }\n      accounts(first: 5) { nodes { notes { nodes { text } } } }\n      workOrders(first: 40) { nodes { notes { nodes { text plainText mentions { databaseId } } } } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotesMentions($id: Int) { project(databaseId: $id) { notes { nodes { text plainText mentions { databaseId email } } } } }"): (typeof documents)["query NotesMentions($id: Int) { project(databaseId: $id) { notes { nodes { text plainText mentions { databaseId email } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotesNode($id: ID!) { node(id: $id) { id } }"): (typeof documents)["query NotesNode($id: ID!) { node(id: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotesOfUnknownProject { project(databaseId: 1) { notes { nodes { text } } } }"): (typeof documents)["query NotesOfUnknownProject { project(databaseId: 1) { notes { nodes { text } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagingFirstCursor { projects(first: 1) { edges { cursor } } }"): (typeof documents)["query PagingFirstCursor { projects(first: 1) { edges { cursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PagingBeforeFirst { projects(last: 1, before: \"T2Zmc2V0Q29ubmVjdGlvbjow\") { nodes { title } pageInfo { hasPreviousPage hasNextPage startCursor endCursor } } }"): (typeof documents)["query PagingBeforeFirst { projects(last: 1, before: \"T2Zmc2V0Q29ubmVjdGlvbjow\") { nodes { title } pageInfo { hasPreviousPage hasNextPage startCursor endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuotaRedisScreen { projects(first: 10) { nodes { databaseId title account { title } } } }"): (typeof documents)["query QuotaRedisScreen { projects(first: 10) { nodes { databaseId title account { title } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuotaRedisProject($id: Int!) { project(databaseId: $id) { id databaseId title } }"): (typeof documents)["query QuotaRedisProject($id: Int!) { project(databaseId: $id) { id databaseId title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QuotaRedisProjectRename($id: ID!) { projectUpdate(id: $id, input: { title: \"Written on A\" }) { userErrors { message } } }"): (typeof documents)["mutation QuotaRedisProjectRename($id: ID!) { projectUpdate(id: $id, input: { title: \"Written on A\" }) { userErrors { message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuotaRedisAccountCalls($after: String) { accounts(first: 100, after: $after) { pageInfo { endCursor } nodes { calls { nodes { id } } } } }"): (typeof documents)["query QuotaRedisAccountCalls($after: String) { accounts(first: 100, after: $after) { pageInfo { endCursor } nodes { calls { nodes { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuotaRedisAccountsCursor { accounts(first: 100) { pageInfo { endCursor } } }"): (typeof documents)["query QuotaRedisAccountsCursor { accounts(first: 100) { pageInfo { endCursor } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuotaScreen { projects(first: 10) { nodes { databaseId title stage { name } account { title } } } }"): (typeof documents)["query QuotaScreen { projects(first: 10) { nodes { databaseId title stage { name } account { title } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuotaProject($id: Int!) { project(databaseId: $id) { databaseId title } }"): (typeof documents)["query QuotaProject($id: Int!) { project(databaseId: $id) { databaseId title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuotaProjectId($id: Int!) { project(databaseId: $id) { id } }"): (typeof documents)["query QuotaProjectId($id: Int!) { project(databaseId: $id) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuotaAhjs { ahjs(first: 3) { nodes { databaseId name custom } } }"): (typeof documents)["query QuotaAhjs { ahjs(first: 3) { nodes { databaseId name custom } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QuotaProjectRename($id: ID!) { projectUpdate(id: $id, input: { title: \"Renamed by a write\" }) { userErrors { message } } }"): (typeof documents)["mutation QuotaProjectRename($id: ID!) { projectUpdate(id: $id, input: { title: \"Renamed by a write\" }) { userErrors { message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QuotaProjectTouch($id: ID!) { projectUpdate(id: $id, input: { description: \"touched\" }) { userErrors { message } } }"): (typeof documents)["mutation QuotaProjectTouch($id: ID!) { projectUpdate(id: $id, input: { description: \"touched\" }) { userErrors { message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuotaProjectIds { projects(first: 10) { nodes { databaseId } } }"): (typeof documents)["query QuotaProjectIds { projects(first: 10) { nodes { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuotaAccountCalls($after: String) { accounts(first: 100, after: $after) { pageInfo { endCursor } nodes { calls { nodes { id } } } } }"): (typeof documents)["query QuotaAccountCalls($after: String) { accounts(first: 100, after: $after) { pageInfo { endCursor } nodes { calls { nodes { id } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuotaRateLimit { projects(first: 1) { nodes { title } } rateLimit { perSecondLimit usedLastSecond remainingToday dailyLimit resetAt } }"): (typeof documents)["query QuotaRateLimit { projects(first: 1) { nodes { title } } rateLimit { perSecondLimit usedLastSecond remainingToday dailyLimit resetAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuoteTaxes { quotes(first: 20) { nodes { databaseId taxId tax { databaseId name rate } } } }"): (typeof documents)["query QuoteTaxes { quotes(first: 20) { nodes { databaseId taxId tax { databaseId name rate } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuoteArchivedTax($id: Int!) { quote(databaseId: $id) { tax { databaseId isArchived } } }"): (typeof documents)["query QuoteArchivedTax($id: Int!) { quote(databaseId: $id) { tax { databaseId isArchived } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuotesWithSummaries { quotes(first: 10) { nodes { databaseId quoteNumber status amount subtotal taxRate discountType\n      account { databaseId title } record { __typename ... on Opportunity { databaseId } ... on Project { databaseId } }\n      lineItems { quantity unitPrice totalPrice sectionName catalogItem { databaseId name } } } } }"): (typeof documents)["query QuotesWithSummaries { quotes(first: 10) { nodes { databaseId quoteNumber status amount subtotal taxRate discountType\n      account { databaseId title } record { __typename ... on Opportunity { databaseId } ... on Project { databaseId } }\n      lineItems { quantity unitPrice totalPrice sectionName catalogItem { databaseId name } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuotesCatalogItems { quotes(first: 5) { nodes { lineItems { catalogItem { price category } } } } }"): (typeof documents)["query QuotesCatalogItems { quotes(first: 5) { nodes { lineItems { catalogItem { price category } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuotesApproved { quotes(first: 50, filter: { status: APPROVED }) { nodes { status } } }"): (typeof documents)["query QuotesApproved { quotes(first: 50, filter: { status: APPROVED }) { nodes { status } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuoteOfCompany1($id: Int) { quote(databaseId: $id) { amount } }"): (typeof documents)["query QuoteOfCompany1($id: Int) { quote(databaseId: $id) { amount } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuotesSalesPipeline { opportunities(first: 10) { nodes { title\n      quotes { nodes { status amount lineItems { quantity totalPrice } } }\n      appointments { nodes { title dueDate isCompleted assignee { name role } } }\n      notes { nodes { text author { name } } } } } }"): (typeof documents)["query QuotesSalesPipeline { opportunities(first: 10) { nodes { title\n      quotes { nodes { status amount lineItems { quantity totalPrice } } }\n      appointments { nodes { title dueDate isCompleted assignee { name role } } }\n      notes { nodes { text author { name } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuotesEquipmentScreen { accounts(first: 5) { nodes { title\n      assets { nodes { serialNumber } }\n      sites(first: 20) { nodes { fullAddress assets { nodes { manufacturer model serialNumber installDate endOfLifeDate status labels { name } } } } } } } }"): (typeof documents)["query QuotesEquipmentScreen { accounts(first: 5) { nodes { title\n      assets { nodes { serialNumber } }\n      sites(first: 20) { nodes { fullAddress assets { nodes { manufacturer model serialNumber installDate endOfLifeDate status labels { name } } } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SchemaProjectIds { projects(first: 1) { nodes { id title account { id title } } } }"): (typeof documents)["query SchemaProjectIds { projects(first: 1) { nodes { id title account { id title } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SchemaNodeAndNodes($p: ID!, $a: ID!) {\n        node(id: $p) { id ... on Project { title } }\n        nodes(ids: [$a, $p]) { __typename id }\n        account(id: $a) { databaseId }\n      }"): (typeof documents)["query SchemaNodeAndNodes($p: ID!, $a: ID!) {\n        node(id: $p) { id ... on Project { title } }\n        nodes(ids: [$a, $p]) { __typename id }\n        account(id: $a) { databaseId }\n      }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SchemaAccountWithoutId { account { title } }"): (typeof documents)["query SchemaAccountWithoutId { account { title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SchemaFirstIds { projects(first: 1) { nodes { id } } opportunities(first: 1) { nodes { id } } }"): (typeof documents)["query SchemaFirstIds { projects(first: 1) { nodes { id } } opportunities(first: 1) { nodes { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchActiveProjects { projects(first: 100, where: { conditions: [{ field: \"status\", operator: EQ, value: \"ACTIVE\" }] }) { nodes { databaseId status } } }"): (typeof documents)["query SearchActiveProjects { projects(first: 100, where: { conditions: [{ field: \"status\", operator: EQ, value: \"ACTIVE\" }] }) { nodes { databaseId status } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchProjectsOr($w: RecordSearch) { projects(first: 100, where: $w) { nodes { databaseId title status } } }"): (typeof documents)["query SearchProjectsOr($w: RecordSearch) { projects(first: 100, where: $w) { nodes { databaseId title status } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchProjectsAnd($w: RecordSearch) { projects(first: 2, where: $w) { pageInfo { hasNextPage } nodes { databaseId } } }"): (typeof documents)["query SearchProjectsAnd($w: RecordSearch) { projects(first: 2, where: $w) { pageInfo { hasNextPage } nodes { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchProjectsTrade($v: String) { projects(first: 100, where: { conditions: [{ field: \"trades\", operator: EQ, value: $v }] }) { nodes { databaseId } } }"): (typeof documents)["query SearchProjectsTrade($v: String) { projects(first: 100, where: { conditions: [{ field: \"trades\", operator: EQ, value: $v }] }) { nodes { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchAccountsStandardField { accounts(first: 5, where: { conditions: [{ field: \"title\", operator: CONTAINS, value: \"a\" }, { field: \"value\", operator: GT, value: \"10\" }] }) { nodes { databaseId } } }"): (typeof documents)["query SearchAccountsStandardField { accounts(first: 5, where: { conditions: [{ field: \"title\", operator: CONTAINS, value: \"a\" }, { field: \"value\", operator: GT, value: \"10\" }] }) { nodes { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchAccountsCustomProperty { accounts(first: 5, where: { conditions: [{ field: \"no_such_property_key\", operator: EQ, value: \"x\" }] }) { nodes { databaseId } pageInfo { hasNextPage } } }"): (typeof documents)["query SearchAccountsCustomProperty { accounts(first: 5, where: { conditions: [{ field: \"no_such_property_key\", operator: EQ, value: \"x\" }] }) { nodes { databaseId } pageInfo { hasNextPage } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchAccountContacts($id: String) { accounts(first: 5, where: { conditions: [{ field: \"id\", operator: EQ, value: $id }] }) { nodes { databaseId title contacts { name } } } }"): (typeof documents)["query SearchAccountContacts($id: String) { accounts(first: 5, where: { conditions: [{ field: \"id\", operator: EQ, value: $id }] }) { nodes { databaseId title contacts { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchProjectsTextAndWhere { projects(first: 5, filter: { q: \"solar\" }, where: { conditions: [{ field: \"status\", operator: EQ, value: \"ACTIVE\" }] }) { nodes { databaseId } } }"): (typeof documents)["query SearchProjectsTextAndWhere { projects(first: 5, filter: { q: \"solar\" }, where: { conditions: [{ field: \"status\", operator: EQ, value: \"ACTIVE\" }] }) { nodes { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchOpportunitiesFirstTooLarge { opportunities(first: 101, where: { conditions: [{ field: \"confidence\", operator: GTE, value: \"0\" }] }) { nodes { databaseId } } }"): (typeof documents)["query SearchOpportunitiesFirstTooLarge { opportunities(first: 101, where: { conditions: [{ field: \"confidence\", operator: GTE, value: \"0\" }] }) { nodes { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchPlainLists { projects(first: 3) { nodes { databaseId } } opportunities(first: 3) { nodes { databaseId } } }"): (typeof documents)["query SearchPlainLists { projects(first: 3) { nodes { databaseId } } opportunities(first: 3) { nodes { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorRecordOwners {\n      projects(first: 100, filter: { includeArchived: true }) { nodes { createdBy { role phone isActive } updatedBy { role } owner { role isActive } } }\n      opportunities(first: 100, filter: { includeArchived: true }) { nodes { createdBy { role } owner { role phone isActive } } }\n    }"): (typeof documents)["query VendorRecordOwners {\n      projects(first: 100, filter: { includeArchived: true }) { nodes { createdBy { role phone isActive } updatedBy { role } owner { role isActive } } }\n      opportunities(first: 100, filter: { includeArchived: true }) { nodes { createdBy { role } owner { role phone isActive } } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorUidNumber($p: Int!, $o: Int!) { project(databaseId: $p) { uid number } opportunity(databaseId: $o) { uid number } }"): (typeof documents)["query VendorUidNumber($p: Int!, $o: Int!) { project(databaseId: $p) { uid number } opportunity(databaseId: $o) { uid number } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorWorkOrderParents { workOrders(first: 100) { nodes { databaseId\n      parent { __typename ... on Project { databaseId uid } ... on Opportunity { databaseId uid } ... on Account { databaseId } }\n      project { databaseId } opportunity { databaseId } } } }"): (typeof documents)["query VendorWorkOrderParents { workOrders(first: 100) { nodes { databaseId\n      parent { __typename ... on Project { databaseId uid } ... on Opportunity { databaseId uid } ... on Account { databaseId } }\n      project { databaseId } opportunity { databaseId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorProjectPhaseFolders($id: Int!) { project(databaseId: $id) { phase { instanceId name } folders { __typename ... on Phase { databaseId name } } } }"): (typeof documents)["query VendorProjectPhaseFolders($id: Int!) { project(databaseId: $id) { phase { instanceId name } folders { __typename ... on Phase { databaseId name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorProjectSites {\n      projects(first: 20, filter: { includeArchived: true }) { nodes { databaseId site { databaseId fullAddress account { databaseId } } } }\n    }"): (typeof documents)["query VendorProjectSites {\n      projects(first: 20, filter: { includeArchived: true }) { nodes { databaseId site { databaseId fullAddress account { databaseId } } } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorArchivedProjectSites { projects(first: 20, filter: { includeArchived: true }) { nodes { databaseId site { databaseId } } } }"): (typeof documents)["query VendorArchivedProjectSites { projects(first: 20, filter: { includeArchived: true }) { nodes { databaseId site { databaseId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorOpportunitySite($id: Int!) { opportunity(databaseId: $id) { site { databaseId fullAddress } } }"): (typeof documents)["query VendorOpportunitySite($id: Int!) { opportunity(databaseId: $id) { site { databaseId fullAddress } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorProjectWithoutSite($id: Int!) { project(databaseId: $id) { site { databaseId } } }"): (typeof documents)["query VendorProjectWithoutSite($id: Int!) { project(databaseId: $id) { site { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorAccountSites($id: Int!) { account(databaseId: $id) { title sites(first: 10) { nodes { databaseId utilities { name } ahjs { name } } } } }"): (typeof documents)["query VendorAccountSites($id: Int!) { account(databaseId: $id) { title sites(first: 10) { nodes { databaseId utilities { name } ahjs { name } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorAhjAndLabel($a: Int!, $l: Int!) { ahj(databaseId: $a) { website } label(databaseId: $l) { color } }"): (typeof documents)["query VendorAhjAndLabel($a: Int!, $l: Int!) { ahj(databaseId: $a) { website } label(databaseId: $l) { color } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorWorkOrderFlags { workOrders(first: 100) { nodes { databaseId isActive isArchived } } }"): (typeof documents)["query VendorWorkOrderFlags { workOrders(first: 100) { nodes { databaseId isActive isArchived } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorsList { vendors(first: 50) { nodes { databaseId name vendorType isActive website address number custom } } }"): (typeof documents)["query VendorsList { vendors(first: 50) { nodes { databaseId name vendorType isActive website address number custom } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorsLenders { vendors(first: 50, filter: { vendorType: FINANCING }) { nodes { vendorType } } }"): (typeof documents)["query VendorsLenders { vendors(first: 50, filter: { vendorType: FINANCING }) { nodes { vendorType } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorsWithArchived { vendors(first: 50, filter: { includeArchived: true }) { nodes { isActive } } }"): (typeof documents)["query VendorsWithArchived { vendors(first: 50, filter: { includeArchived: true }) { nodes { isActive } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorsSearch { vendors(first: 20, where: { conditions: [{ field: \"vendorType\", operator: IN, values: [\"SUPPLIER\", \"CONSULTANT\"] }, { field: \"name\", operator: CONTAINS, value: \"s\" }], combine: AND }) { nodes { name vendorType } } }"): (typeof documents)["query VendorsSearch { vendors(first: 20, where: { conditions: [{ field: \"vendorType\", operator: IN, values: [\"SUPPLIER\", \"CONSULTANT\"] }, { field: \"name\", operator: CONTAINS, value: \"s\" }], combine: AND }) { nodes { name vendorType } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorsOfProjects { projects(first: 10) { nodes { databaseId vendors { nodes { databaseId name } } } } }"): (typeof documents)["query VendorsOfProjects { projects(first: 10) { nodes { databaseId vendors { nodes { databaseId name } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorsProjectsAndContacts { vendors(first: 3) { nodes { projects { databaseId title } contacts { name } } } }"): (typeof documents)["query VendorsProjectsAndContacts { vendors(first: 3) { nodes { projects { databaseId title } contacts { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorsByDatabaseId($id: Int) { vendor(databaseId: $id) { name } }"): (typeof documents)["query VendorsByDatabaseId($id: Int) { vendor(databaseId: $id) { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ParentsOfPage { workOrders(first: 20) { nodes { databaseId\n      project { databaseId title } opportunity { databaseId } account { databaseId }\n      parent { __typename ... on Project { databaseId } ... on Opportunity { databaseId } ... on Account { databaseId number } } } } }"): (typeof documents)["query ParentsOfPage { workOrders(first: 20) { nodes { databaseId\n      project { databaseId title } opportunity { databaseId } account { databaseId }\n      parent { __typename ... on Project { databaseId } ... on Opportunity { databaseId } ... on Account { databaseId number } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ParentsAccountWorkOrder($id: Int) { workOrder(databaseId: $id) { project { databaseId createdAt status } account { databaseId title } } }"): (typeof documents)["query ParentsAccountWorkOrder($id: Int) { workOrder(databaseId: $id) { project { databaseId createdAt status } account { databaseId title } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ParentsOpportunityWorkOrder($id: Int) { workOrder(databaseId: $id) { project { databaseId } opportunity { databaseId title confidence } } }"): (typeof documents)["query ParentsOpportunityWorkOrder($id: Int) { workOrder(databaseId: $id) { project { databaseId } opportunity { databaseId title confidence } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ParentsRecordWorkOrders($a: Int, $o: Int) {\n      account(databaseId: $a) { workOrders { nodes { project { databaseId } account { databaseId title } parent { __typename } } } }\n      opportunity(databaseId: $o) { workOrders { nodes { project { databaseId } opportunity { databaseId title } parent { __typename } } } }\n    }"): (typeof documents)["query ParentsRecordWorkOrders($a: Int, $o: Int) {\n      account(databaseId: $a) { workOrders { nodes { project { databaseId } account { databaseId title } parent { __typename } } } }\n      opportunity(databaseId: $o) { workOrders { nodes { project { databaseId } opportunity { databaseId title } parent { __typename } } } }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ParentsFromProject($p: Int) { project(databaseId: $p) { workOrders { nodes { project { databaseId } parent { ... on Project { databaseId } } opportunity { databaseId } } } } }"): (typeof documents)["query ParentsFromProject($p: Int) { project(databaseId: $p) { workOrders { nodes { project { databaseId } parent { ... on Project { databaseId } } opportunity { databaseId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ParentsSummaries { workOrders(first: 20) { nodes { parentSummary { databaseId uid title stage } } } }"): (typeof documents)["query ParentsSummaries { workOrders(first: 20) { nodes { parentSummary { databaseId uid title stage } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkOrdersPage {\n      workOrders(first: 20) {\n        nodes { databaseId title isActive status { id label } visits { databaseId } workItems { type }\n          parentSummary { databaseId title } assignee { firstName lastName } collaborators { firstName } labels { name color } }\n      }\n    }"): (typeof documents)["query WorkOrdersPage {\n      workOrders(first: 20) {\n        nodes { databaseId title isActive status { id label } visits { databaseId } workItems { type }\n          parentSummary { databaseId title } assignee { firstName lastName } collaborators { firstName } labels { name color } }\n      }\n    }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkOrdersProjectTitles { workOrders(first: 20) { nodes { project { title createdAt } } } }"): (typeof documents)["query WorkOrdersProjectTitles { workOrders(first: 20) { nodes { project { title createdAt } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkOrdersActiveFlags { workOrders(first: 5) { nodes { isActive isArchived } } }"): (typeof documents)["query WorkOrdersActiveFlags { workOrders(first: 5) { nodes { isActive isArchived } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkOrdersWorkItems($id: Int!) { workOrder(databaseId: $id) { databaseId title workItems { __typename type databaseId } } }"): (typeof documents)["query WorkOrdersWorkItems($id: Int!) { workOrder(databaseId: $id) { databaseId title workItems { __typename type databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkOrdersOfProjects { projects(first: 5) { nodes { databaseId workOrders(first: 100) { nodes { databaseId title project { databaseId } } } } } }"): (typeof documents)["query WorkOrdersOfProjects { projects(first: 5) { nodes { databaseId workOrders(first: 100) { nodes { databaseId title project { databaseId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WorkOrdersOfAccounts { accounts(first: 3) { nodes { workOrders { nodes { databaseId lineItems { totalPrice } } } } } }"): (typeof documents)["query WorkOrdersOfAccounts { accounts(first: 3) { nodes { workOrders { nodes { databaseId lineItems { totalPrice } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FaultsBothLists { accounts(first: 2) { nodes { title } } projects(first: 2) { nodes { title } } }"): (typeof documents)["query FaultsBothLists { accounts(first: 2) { nodes { title } } projects(first: 2) { nodes { title } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FaultsAccounts { accounts(first: 2) { nodes { title } } }"): (typeof documents)["query FaultsAccounts { accounts(first: 2) { nodes { title } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FaultsAccountCreate($input: AccountCreateInput!) { accountCreate(input: $input) { account { title } userErrors { message } } }"): (typeof documents)["mutation FaultsAccountCreate($input: AccountCreateInput!) { accountCreate(input: $input) { account { title } userErrors { message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FaultsAccountCreateReset($input: AccountCreateInput!) { accountCreate(input: $input) { account { title } } }"): (typeof documents)["mutation FaultsAccountCreateReset($input: AccountCreateInput!) { accountCreate(input: $input) { account { title } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FaultsAccountsAndCost { accounts(first: 2) { nodes { title } } rateLimit { cost } }"): (typeof documents)["query FaultsAccountsAndCost { accounts(first: 2) { nodes { title } } rateLimit { cost } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FaultsProjects { projects(first: 2) { nodes { title } } }"): (typeof documents)["query FaultsProjects { projects(first: 2) { nodes { title } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LimitsTooExpensive { accounts(first: 40) { nodes { projects(first: 25) { nodes { account { title } } } } } }"): (typeof documents)["query LimitsTooExpensive { accounts(first: 40) { nodes { projects(first: 25) { nodes { account { title } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LimitsPricedPerVariables($a: Int, $p: Int) { accounts(first: $a) { nodes { projects(first: $p) { nodes { account { title } } } } } }"): (typeof documents)["query LimitsPricedPerVariables($a: Int, $p: Int) { accounts(first: $a) { nodes { projects(first: $p) { nodes { account { title } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LimitsProjectsFirst($n: Int) { projects(first: $n) { nodes { title } } }"): (typeof documents)["query LimitsProjectsFirst($n: Int) { projects(first: $n) { nodes { title } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LimitsUpstreamCap { accounts(first: 3) { nodes { title sites(first: 2) { nodes { title } } } } }"): (typeof documents)["query LimitsUpstreamCap { accounts(first: 3) { nodes { title sites(first: 2) { nodes { title } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LimitsCostReport { accounts(first: 2) { nodes { title sites(first: 3) { nodes { title } } } } rateLimit { cost maxCost limit remaining } }"): (typeof documents)["query LimitsCostReport { accounts(first: 2) { nodes { title sites(first: 3) { nodes { title } } } } rateLimit { cost maxCost limit remaining } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LimitsRateLimit { rateLimit { cost limit remaining } }"): (typeof documents)["query LimitsRateLimit { rateLimit { cost limit remaining } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LimitsRateLimitOtherKey { rateLimit { limit remaining reportedAt } }"): (typeof documents)["query LimitsRateLimitOtherKey { rateLimit { limit remaining reportedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LimitsIntrospection { __schema { queryType { name } } }"): (typeof documents)["query LimitsIntrospection { __schema { queryType { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NodesLimitIds($ids: [ID!]!) { nodes(ids: $ids) { id } }"): (typeof documents)["query NodesLimitIds($ids: [ID!]!) { nodes(ids: $ids) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NodesLimitAccountIds { accounts(first: 5) { nodes { id } } }"): (typeof documents)["query NodesLimitAccountIds { accounts(first: 5) { nodes { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NodesLimitCost($ids: [ID!]!) { nodes(ids: $ids) { id } rateLimit { cost } }"): (typeof documents)["query NodesLimitCost($ids: [ID!]!) { nodes(ids: $ids) { id } rateLimit { cost } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NodesLimitDeeperCost($ids: [ID!]!) { nodes(ids: $ids) { ... on Account { sites(first: 1) { nodes { title } } } } rateLimit { cost } }"): (typeof documents)["query NodesLimitDeeperCost($ids: [ID!]!) { nodes(ids: $ids) { ... on Account { sites(first: 1) { nodes { title } } } } rateLimit { cost } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NodesLimitTooExpensive($ids: [ID!]!) { nodes(ids: $ids) { ... on Account { sites(first: 20) { nodes { account { title } } } } } }"): (typeof documents)["query NodesLimitTooExpensive($ids: [ID!]!) { nodes(ids: $ids) { ... on Account { sites(first: 20) { nodes { account { title } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UpstreamAnswersSizeCap { a: account(databaseId: 1) { title } b: account(databaseId: 2) { title } c: account(databaseId: 3) { title } }"): (typeof documents)["query UpstreamAnswersSizeCap { a: account(databaseId: 1) { title } b: account(databaseId: 2) { title } c: account(databaseId: 3) { title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UpstreamAnswersDeepValue { a: account(databaseId: 1) { title } d: account(databaseId: 4) { title custom } }"): (typeof documents)["query UpstreamAnswersDeepValue { a: account(databaseId: 1) { title } d: account(databaseId: 4) { title custom } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UpstreamAnswersDeepRecord { d: account(databaseId: 4) { title } }"): (typeof documents)["query UpstreamAnswersDeepRecord { d: account(databaseId: 4) { title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UpstreamShapesContacts { contacts(first: 3) { nodes { id databaseId name accounts { title } } } }"): (typeof documents)["query UpstreamShapesContacts { contacts(first: 3) { nodes { id databaseId name accounts { title } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UpstreamShapesProjectLists { projects(first: 2) { nodes { title workOrders { nodes { title } } invoices { nodes { invoiceNumber } } } } }"): (typeof documents)["query UpstreamShapesProjectLists { projects(first: 2) { nodes { title workOrders { nodes { title } } invoices { nodes { invoiceNumber } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UpstreamShapesCreatedBy { projects(first: 2) { nodes { title createdBy { firstName id } } } }"): (typeof documents)["query UpstreamShapesCreatedBy { projects(first: 2) { nodes { title createdBy { firstName id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UpstreamShapesCreatedByRole { projects(first: 1) { nodes { createdBy { role } } } }"): (typeof documents)["query UpstreamShapesCreatedByRole { projects(first: 1) { nodes { createdBy { role } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UpstreamShapesContactAccountLists { contacts(first: 1) { nodes { accounts { title sites(first: 1) { nodes { title } } projects(first: 1) { nodes { title } } } } } }"): (typeof documents)["query UpstreamShapesContactAccountLists { contacts(first: 1) { nodes { accounts { title sites(first: 1) { nodes { title } } projects(first: 1) { nodes { title } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UpstreamShapesProjectTitles { projects(first: 2) { nodes { title } } }"): (typeof documents)["query UpstreamShapesProjectTitles { projects(first: 2) { nodes { title } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UpstreamShapesProjectValues { projects(first: 2) { nodes { title value } } }"): (typeof documents)["query UpstreamShapesProjectValues { projects(first: 2) { nodes { title value } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UpstreamShapesProjectInvoices { projects(first: 2) { nodes { title invoices { nodes { invoiceNumber } } } } }"): (typeof documents)["query UpstreamShapesProjectInvoices { projects(first: 2) { nodes { title invoices { nodes { invoiceNumber } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorLinkShapesProjectSites { projects(first: 2) { nodes { title site { databaseId } } } }"): (typeof documents)["query VendorLinkShapesProjectSites { projects(first: 2) { nodes { title site { databaseId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorLinkShapesQuoteTaxes { quotes(first: 5) { nodes { databaseId tax { databaseId } } } }"): (typeof documents)["query VendorLinkShapesQuoteTaxes { quotes(first: 5) { nodes { databaseId tax { databaseId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorLinkShapesProjectSite { projects(first: 1) { nodes { site { databaseId } } } }"): (typeof documents)["query VendorLinkShapesProjectSite { projects(first: 1) { nodes { site { databaseId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountWritesCreate($input: AccountCreateInput!) {\n  accountCreate(input: $input) {\n    matchedExisting\n    account { id databaseId title address isActive contacts { name isPrimary } }\n    userErrors { message field code }\n  }\n}"): (typeof documents)["mutation AccountWritesCreate($input: AccountCreateInput!) {\n  accountCreate(input: $input) {\n    matchedExisting\n    account { id databaseId title address isActive contacts { name isPrimary } }\n    userErrors { message field code }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountWritesNode($id: ID!) { node(id: $id) { ... on Account { title primaryEmail } } }"): (typeof documents)["query AccountWritesNode($id: ID!) { node(id: $id) { ... on Account { title primaryEmail } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountWritesFirstAccount { accounts(first: 1) { nodes { id title } } }"): (typeof documents)["query AccountWritesFirstAccount { accounts(first: 1) { nodes { id title } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountWritesArchive($id: ID!) { accountUpdate(id: $id, input: { isActive: false, description: \"closed\" }) { account { isActive description title } userErrors { field } } }"): (typeof documents)["mutation AccountWritesArchive($id: ID!) { accountUpdate(id: $id, input: { isActive: false, description: \"closed\" }) { account { isActive description title } userErrors { field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AccountWritesIsActive($id: ID!) { account(id: $id) { isActive } }"): (typeof documents)["query AccountWritesIsActive($id: ID!) { account(id: $id) { isActive } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AccountWritesRestore($id: ID!) { accountUpdate(id: $id, input: { isActive: true }) { account { isActive } } }"): (typeof documents)["mutation AccountWritesRestore($id: ID!) { accountUpdate(id: $id, input: { isActive: true }) { account { isActive } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AppointmentWritesAppointmentCreate($input: AppointmentCreateInput!) {\n  appointmentCreate(input: $input) { appointment { id databaseId title dueDate isCompleted assignee { databaseId firstName } opportunity { databaseId } } userErrors { message field code } }\n}"): (typeof documents)["mutation AppointmentWritesAppointmentCreate($input: AppointmentCreateInput!) {\n  appointmentCreate(input: $input) { appointment { id databaseId title dueDate isCompleted assignee { databaseId firstName } opportunity { databaseId } } userErrors { message field code } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AppointmentWritesAppointmentUpdate($id: ID!, $input: AppointmentUpdateInput!) { appointmentUpdate(id: $id, input: $input) { appointment { dueDate isCompleted } userErrors { field code } } }"): (typeof documents)["mutation AppointmentWritesAppointmentUpdate($id: ID!, $input: AppointmentUpdateInput!) { appointmentUpdate(id: $id, input: $input) { appointment { dueDate isCompleted } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AppointmentWritesAppointmentDelete($id: ID!) { appointmentDelete(id: $id) { deletedAppointmentId userErrors { code field } } }"): (typeof documents)["mutation AppointmentWritesAppointmentDelete($id: ID!) { appointmentDelete(id: $id) { deletedAppointmentId userErrors { code field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssetWritesAssetCreate($input: AssetCreateInput!) {\n  assetCreate(input: $input) {\n    asset { id databaseId name type status manufacturer model serialNumber installDate expectedLifetime site { databaseId } account { databaseId } labels { name } }\n    userErrors { message field code }\n  }\n}"): (typeof documents)["mutation AssetWritesAssetCreate($input: AssetCreateInput!) {\n  assetCreate(input: $input) {\n    asset { id databaseId name type status manufacturer model serialNumber installDate expectedLifetime site { databaseId } account { databaseId } labels { name } }\n    userErrors { message field code }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssetWritesSite($id: Int) { site(databaseId: $id) { assets { nodes { serialNumber } } } }"): (typeof documents)["query AssetWritesSite($id: Int) { site(databaseId: $id) { assets { nodes { serialNumber } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AssetWritesAssetUpdate($id: ID!, $input: AssetUpdateInput!) { assetUpdate(id: $id, input: $input) { asset { status isArchived installDate } userErrors { field code message } } }"): (typeof documents)["mutation AssetWritesAssetUpdate($id: ID!, $input: AssetUpdateInput!) { assetUpdate(id: $id, input: $input) { asset { status isArchived installDate } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CallWritesCallCreate($input: CallCreateInput!) {\n  callCreate(input: $input) {\n    call { id databaseId reason reasonRaw disposition outcome shape record { __typename ... on Project { databaseId } } }\n    userErrors { message field code }\n  }\n}"): (typeof documents)["mutation CallWritesCallCreate($input: CallCreateInput!) {\n  callCreate(input: $input) {\n    call { id databaseId reason reasonRaw disposition outcome shape record { __typename ... on Project { databaseId } } }\n    userErrors { message field code }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallWritesCalls($r: String) { calls(first: 5, filter: { reason: $r }) { nodes { databaseId reason outcome record { ... on Project { databaseId } } } } }"): (typeof documents)["query CallWritesCalls($r: String) { calls(first: 5, filter: { reason: $r }) { nodes { databaseId reason outcome record { ... on Project { databaseId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CallWritesProject($id: Int!) { project(databaseId: $id) { calls(first: 100) { nodes { databaseId reason reasonRaw outcome } } } }"): (typeof documents)["query CallWritesProject($id: Int!) { project(databaseId: $id) { calls(first: 100) { nodes { databaseId reason reasonRaw outcome } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutFilesUpload($input: FileUploadInput!) {\n  fileUpload(input: $input) {\n    file { id databaseId name downloadUrl metaData { size mimeType extention originalName generatedName } }\n    userErrors { message field code }\n  }\n}"): (typeof documents)["mutation MutFilesUpload($input: FileUploadInput!) {\n  fileUpload(input: $input) {\n    file { id databaseId name downloadUrl metaData { size mimeType extention originalName generatedName } }\n    userErrors { message field code }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutFolderCreate($input: FolderCreateInput!) { folderCreate(input: $input) { folder { id databaseId name isActive parent { databaseId } phase { databaseId } project { databaseId } } userErrors { message field code } } }"): (typeof documents)["mutation MutFolderCreate($input: FolderCreateInput!) { folderCreate(input: $input) { folder { id databaseId name isActive parent { databaseId } phase { databaseId } project { databaseId } } userErrors { message field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MutFolderCreatedInPlace($p: Int!, $f: ID!) { project(databaseId: $p) { folders { __typename ... on Folder { databaseId name } ... on Phase { databaseId contents { ... on Folder { name } } } } }\n        folder(id: $f) { contents { ... on Folder { databaseId name } } } }"): (typeof documents)["query MutFolderCreatedInPlace($p: Int!, $f: ID!) { project(databaseId: $p) { folders { __typename ... on Folder { databaseId name } ... on Phase { databaseId contents { ... on Folder { name } } } } }\n        folder(id: $f) { contents { ... on Folder { databaseId name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MutSubfolderContents($id: Int!) { folder(databaseId: $id) { contents { ... on Folder { name } } } }"): (typeof documents)["query MutSubfolderContents($id: Int!) { folder(databaseId: $id) { contents { ... on Folder { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutFolderUpdate($id: ID!, $phase: Int) { folderUpdate(id: $id, input: { name: \"Old drafts\", phaseInstanceId: $phase, isActive: false }) { folder { name isActive phase { databaseId } } userErrors { field code } } }"): (typeof documents)["mutation MutFolderUpdate($id: ID!, $phase: Int) { folderUpdate(id: $id, input: { name: \"Old drafts\", phaseInstanceId: $phase, isActive: false }) { folder { name isActive phase { databaseId } } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MutFolderUpdated($id: ID!, $p: Int!) { node(id: $id) { ... on Folder { name isActive phase { databaseId name } } } project(databaseId: $p) { folders(includeArchived: true) { ... on Phase { databaseId contents { ... on Folder { name } } a: contents(includeArchived: true) { ... on Folder { name } } } } } }"): (typeof documents)["query MutFolderUpdated($id: ID!, $p: Int!) { node(id: $id) { ... on Folder { name isActive phase { databaseId name } } } project(databaseId: $p) { folders(includeArchived: true) { ... on Phase { databaseId contents { ... on Folder { name } } a: contents(includeArchived: true) { ... on Folder { name } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutFolderUpdateExclusive($id: ID!, $p: ID) { folderUpdate(id: $id, input: { parentId: $p, phaseInstanceId: 1 }) { folder { id } userErrors { field code } } }"): (typeof documents)["mutation MutFolderUpdateExclusive($id: ID!, $p: ID) { folderUpdate(id: $id, input: { parentId: $p, phaseInstanceId: 1 }) { folder { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutFolderRename($id: ID!) { folderUpdate(id: $id, input: { name: \"X\" }) { folder { id } userErrors { field code } } }"): (typeof documents)["mutation MutFolderRename($id: ID!) { folderUpdate(id: $id, input: { name: \"X\" }) { folder { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutFileInFolder($input: FileCreateFromUrlInput!) { fileCreateFromUrl(input: $input) { file { databaseId folder { databaseId } } userErrors { field } } }"): (typeof documents)["mutation MutFileInFolder($input: FileCreateFromUrlInput!) { fileCreateFromUrl(input: $input) { file { databaseId folder { databaseId } } userErrors { field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutFolderDelete($id: ID!) { folderDelete(id: $id) { deletedFolderId userErrors { field } } }"): (typeof documents)["mutation MutFolderDelete($id: ID!) { folderDelete(id: $id) { deletedFolderId userErrors { field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MutFolderDeleted($a: Int!, $b: Int!, $f: Int!) { a: folder(databaseId: $a) { name } b: folder(databaseId: $b) { name } f: file(databaseId: $f) { name } }"): (typeof documents)["query MutFolderDeleted($a: Int!, $b: Int!, $f: Int!) { a: folder(databaseId: $a) { name } b: folder(databaseId: $b) { name } f: file(databaseId: $f) { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutTwoFolderCreates($p: ID!) {\n        a: folderCreate(input: { recordId: $p, name: \"Same-op one\" }) { folder { project { folders { ... on Folder { name } } } } userErrors { message } }\n        b: folderCreate(input: { recordId: $p, name: \"Same-op two\" }) { folder { project { folders { ... on Folder { name } } } } userErrors { message } }\n      }"): (typeof documents)["mutation MutTwoFolderCreates($p: ID!) {\n        a: folderCreate(input: { recordId: $p, name: \"Same-op one\" }) { folder { project { folders { ... on Folder { name } } } } userErrors { message } }\n        b: folderCreate(input: { recordId: $p, name: \"Same-op two\" }) { folder { project { folders { ... on Folder { name } } } } userErrors { message } }\n      }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MutFilesUploadedFile($id: ID!, $p: Int!) { node(id: $id) { ... on File { fileType isArchived phase { databaseId } project { databaseId } } } project(databaseId: $p) { files(first: 100) { nodes { databaseId } } } }"): (typeof documents)["query MutFilesUploadedFile($id: ID!, $p: Int!) { node(id: $id) { ... on File { fileType isArchived phase { databaseId } project { databaseId } } } project(databaseId: $p) { files(first: 100) { nodes { databaseId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MutFilesProjectFileNames($p: Int!) { project(databaseId: $p) { files(first: 100) { nodes { name } } } }"): (typeof documents)["query MutFilesProjectFileNames($p: Int!) { project(databaseId: $p) { files(first: 100) { nodes { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MutFilesUploadedSize($id: ID!) { node(id: $id) { ... on File { metaData { size } } } }"): (typeof documents)["query MutFilesUploadedSize($id: ID!) { node(id: $id) { ... on File { metaData { size } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutFilesFromUrl($input: FileCreateFromUrlInput!) { fileCreateFromUrl(input: $input) { file { databaseId name metaData { requestFileName } } userErrors { field } } }"): (typeof documents)["mutation MutFilesFromUrl($input: FileCreateFromUrlInput!) { fileCreateFromUrl(input: $input) { file { databaseId name metaData { requestFileName } } userErrors { field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MutFilesProjectFileIds($p: Int!) { project(databaseId: $p) { files(first: 100) { nodes { databaseId } } } }"): (typeof documents)["query MutFilesProjectFileIds($p: Int!) { project(databaseId: $p) { files(first: 100) { nodes { databaseId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MutFilesProjectFileNamesAfterRefusal($p: Int!) { project(databaseId: $p) { files(first: 100) { nodes { name } } } }"): (typeof documents)["query MutFilesProjectFileNamesAfterRefusal($p: Int!) { project(databaseId: $p) { files(first: 100) { nodes { name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MutFilesAccountFiles($id: Int!) { account(databaseId: $id) { files(first: 100) { nodes { databaseId name fileType account { databaseId } } } } }"): (typeof documents)["query MutFilesAccountFiles($id: Int!) { account(databaseId: $id) { files(first: 100) { nodes { databaseId name fileType account { databaseId } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutFilesNewFile($input: FileCreateFromUrlInput!) { fileCreateFromUrl(input: $input) { file { id databaseId } } }"): (typeof documents)["mutation MutFilesNewFile($input: FileCreateFromUrlInput!) { fileCreateFromUrl(input: $input) { file { id databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutFilesFileMove($id: ID!, $folder: ID) { fileUpdate(id: $id, input: { name: \"Permit (signed).pdf\", folderId: $folder, isActive: false }) { file { name isArchived folder { databaseId } } userErrors { field } } }"): (typeof documents)["mutation MutFilesFileMove($id: ID!, $folder: ID) { fileUpdate(id: $id, input: { name: \"Permit (signed).pdf\", folderId: $folder, isActive: false }) { file { name isArchived folder { databaseId } } userErrors { field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MutFilesFolderFiles($id: Int!) { folder(databaseId: $id) { hidden: contents { ... on File { databaseId } } all: contents(includeArchived: true) { ... on File { databaseId name } } } }"): (typeof documents)["query MutFilesFolderFiles($id: Int!) { folder(databaseId: $id) { hidden: contents { ... on File { databaseId } } all: contents(includeArchived: true) { ... on File { databaseId name } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutFilesFileMoveBack($id: ID!) { fileUpdate(id: $id, input: { folderId: null, isActive: true }) { file { folder { databaseId } isArchived } } }"): (typeof documents)["mutation MutFilesFileMoveBack($id: ID!) { fileUpdate(id: $id, input: { folderId: null, isActive: true }) { file { folder { databaseId } isArchived } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutFilesFileUpdateRefused($id: ID!, $folder: ID) { fileUpdate(id: $id, input: { name: \"\", folderId: $folder, phaseInstanceId: 5 }) { file { id } userErrors { field code } } }"): (typeof documents)["mutation MutFilesFileUpdateRefused($id: ID!, $folder: ID) { fileUpdate(id: $id, input: { name: \"\", folderId: $folder, phaseInstanceId: 5 }) { file { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutFilesFileDelete($id: ID!) { fileDelete(id: $id) { deletedFileId userErrors { field } } }"): (typeof documents)["mutation MutFilesFileDelete($id: ID!) { fileDelete(id: $id) { deletedFileId userErrors { field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MutFilesDeletedFile($id: ID!, $p: Int!) { node(id: $id) { id } project(databaseId: $p) { files(first: 100) { nodes { databaseId } } } }"): (typeof documents)["query MutFilesDeletedFile($id: ID!, $p: Int!) { node(id: $id) { id } project(databaseId: $p) { files(first: 100) { nodes { databaseId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutFilesFileDeleteAgain($id: ID!) { fileDelete(id: $id) { deletedFileId userErrors { field code } } }"): (typeof documents)["mutation MutFilesFileDeleteAgain($id: ID!) { fileDelete(id: $id) { deletedFileId userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutFilesFormCreate($input: FormCreateInput!) { formCreate(input: $input) { form { id databaseId name status template { databaseId } } userErrors { message field code } } }"): (typeof documents)["mutation MutFilesFormCreate($input: FormCreateInput!) { formCreate(input: $input) { form { id databaseId name status template { databaseId } } userErrors { message field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MutFilesProjectForms($p: Int!, $f: Int!) { project(databaseId: $p) { forms(first: 100) { nodes { databaseId name } } } folder(databaseId: $f) { contents { __typename ... on Form { databaseId name file { isForm } } } } }"): (typeof documents)["query MutFilesProjectForms($p: Int!, $f: Int!) { project(databaseId: $p) { forms(first: 100) { nodes { databaseId name } } } folder(databaseId: $f) { contents { __typename ... on Form { databaseId name file { isForm } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MutFilesWorkOrderForms($id: Int!) { workOrder(databaseId: $id) { workItems { ... on FormWorkItem { form { databaseId workOrder { databaseId } } } } } }"): (typeof documents)["query MutFilesWorkOrderForms($id: Int!) { workOrder(databaseId: $id) { workItems { ... on FormWorkItem { form { databaseId workOrder { databaseId } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MutFilesFormLayout($id: ID!) { node(id: $id) { ... on Form { formLayouts { properties { columnId type } } } } }"): (typeof documents)["query MutFilesFormLayout($id: ID!) { node(id: $id) { ... on Form { formLayouts { properties { columnId type } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutFilesFormUpdate($id: ID!, $input: FormUpdateInput!) { formUpdate(id: $id, input: $input) { form { status isCompleted completedAt formLayouts { properties { columnId value } } } userErrors { field code } } }"): (typeof documents)["mutation MutFilesFormUpdate($id: ID!, $input: FormUpdateInput!) { formUpdate(id: $id, input: $input) { form { status isCompleted completedAt formLayouts { properties { columnId value } } } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MutFilesFormValues($id: ID!) { node(id: $id) { ... on Form { status formLayouts { properties { columnId value } } } } }"): (typeof documents)["query MutFilesFormValues($id: ID!) { node(id: $id) { ... on Form { status formLayouts { properties { columnId value } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutFilesFormUpdateRefused($id: ID!) { formUpdate(id: $id, input: { properties: [{ columnId: 1, value: 1 }] }) { form { id } userErrors { field code } } }"): (typeof documents)["mutation MutFilesFormUpdateRefused($id: ID!) { formUpdate(id: $id, input: { properties: [{ columnId: 1, value: 1 }] }) { form { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutFilesFormPdfExport($id: ID!, $input: FormPdfExportInput) { formPdfExport(id: $id, input: $input) { pdf { pdfBase64 contentType name } userErrors { message field code } } }"): (typeof documents)["mutation MutFilesFormPdfExport($id: ID!, $input: FormPdfExportInput) { formPdfExport(id: $id, input: $input) { pdf { pdfBase64 contentType name } userErrors { message field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MutFilesFormAfterExport($id: ID!) { node(id: $id) { ... on Form { name status } } }"): (typeof documents)["query MutFilesFormAfterExport($id: ID!) { node(id: $id) { ... on Form { name status } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FinanceProjects { projects(first: 1) { nodes { id } } accounts(first: 1) { nodes { id } } catalogItems(first: 5) { nodes { id databaseId } } }"): (typeof documents)["query FinanceProjects { projects(first: 1) { nodes { id } } accounts(first: 1) { nodes { id } } catalogItems(first: 5) { nodes { id databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FinanceInvoice($id: ID!) { invoice(id: $id) { status amount description sections { name } } }"): (typeof documents)["query FinanceInvoice($id: ID!) { invoice(id: $id) { status amount description sections { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FinanceInvoiceUpdate($id: ID!) { invoiceUpdate(id: $id, input: { isArchived: true, description: \"void\" }) { invoice { isArchived description } userErrors { field } } }"): (typeof documents)["mutation FinanceInvoiceUpdate($id: ID!) { invoiceUpdate(id: $id, input: { isArchived: true, description: \"void\" }) { invoice { isArchived description } userErrors { field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FinanceInvoice2($id: ID!) { invoice(id: $id) { isArchived } }"): (typeof documents)["query FinanceInvoice2($id: ID!) { invoice(id: $id) { isArchived } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FinanceInvoiceUpdate2($id: ID!, $s: [InvoiceSectionInput!]) { invoiceUpdate(id: $id, input: { sections: $s }) { invoice { id } userErrors { field code } } }"): (typeof documents)["mutation FinanceInvoiceUpdate2($id: ID!, $s: [InvoiceSectionInput!]) { invoiceUpdate(id: $id, input: { sections: $s }) { invoice { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FinanceInvoiceUpdate3($id: ID!, $l: [InvoiceLineItemInput!]) { invoiceUpdate(id: $id, input: { percentage: 10, lineItems: $l }) { invoice { id } userErrors { field code } } }"): (typeof documents)["mutation FinanceInvoiceUpdate3($id: ID!, $l: [InvoiceLineItemInput!]) { invoiceUpdate(id: $id, input: { percentage: 10, lineItems: $l }) { invoice { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FinanceInvoiceUpdate4($id: ID!) { invoiceUpdate(id: $id, input: { description: \"x\" }) { userErrors { field code } } }"): (typeof documents)["mutation FinanceInvoiceUpdate4($id: ID!) { invoiceUpdate(id: $id, input: { description: \"x\" }) { userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FinancePaymentDelete($id: ID!) { paymentDelete(id: $id) { deletedId userErrors { message field code } } }"): (typeof documents)["mutation FinancePaymentDelete($id: ID!) { paymentDelete(id: $id) { deletedId userErrors { message field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FinanceInvoice3($id: ID!) { invoice(id: $id) { amountPaid status payments { nodes { id databaseId amount notes } } } }"): (typeof documents)["query FinanceInvoice3($id: ID!) { invoice(id: $id) { amountPaid status payments { nodes { id databaseId amount notes } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FinanceNode($id: ID!) { node(id: $id) { ... on Project { databaseId } } }"): (typeof documents)["query FinanceNode($id: ID!) { node(id: $id) { ... on Project { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FinanceBill($id: ID!) { bill(id: $id) { amountPaid status } }"): (typeof documents)["query FinanceBill($id: ID!) { bill(id: $id) { amountPaid status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FinancePaymentUpdate($n: Int) { paymentUpdate(databaseId: $n, input: { notes: \"old client\" }) { payment { id notes } userErrors { field } } }"): (typeof documents)["mutation FinancePaymentUpdate($n: Int) { paymentUpdate(databaseId: $n, input: { notes: \"old client\" }) { payment { id notes } userErrors { field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FinancePaymentUpdate2{ paymentUpdate(databaseId: 999999, input: { notes: \"x\" }) { userErrors { field code } } }"): (typeof documents)["mutation FinancePaymentUpdate2{ paymentUpdate(databaseId: 999999, input: { notes: \"x\" }) { userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FinancePaymentDelete2($id: ID!, $n: Int) { paymentDelete(id: $id, databaseId: $n) { deletedId userErrors { field code } } }"): (typeof documents)["mutation FinancePaymentDelete2($id: ID!, $n: Int) { paymentDelete(id: $id, databaseId: $n) { deletedId userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FinancePaymentDelete3{ paymentDelete { deletedId userErrors { field code } } }"): (typeof documents)["mutation FinancePaymentDelete3{ paymentDelete { deletedId userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FinanceCatalogItem($id: ID!) { catalogItem(id: $id) { name price wasteFactorMode wasteFactorValue measurements { databaseId } } }"): (typeof documents)["query FinanceCatalogItem($id: ID!) { catalogItem(id: $id) { name price wasteFactorMode wasteFactorValue measurements { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FinanceMeasurements { measurements(first: 3) { nodes { id databaseId } } }"): (typeof documents)["query FinanceMeasurements { measurements(first: 3) { nodes { id databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FinanceCatalogItemDelete($id: ID!) { catalogItemDelete(id: $id) { deletedCatalogItemId userErrors { code } } }"): (typeof documents)["mutation FinanceCatalogItemDelete($id: ID!) { catalogItemDelete(id: $id) { deletedCatalogItemId userErrors { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FinanceCatalogItemDelete2($id: ID!) { catalogItemDelete(id: $id) { deletedCatalogItemId userErrors { field code } } }"): (typeof documents)["mutation FinanceCatalogItemDelete2($id: ID!) { catalogItemDelete(id: $id) { deletedCatalogItemId userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeoWritesFirstIds { ahjs(first: 1) { nodes { id } } utilities(first: 1) { nodes { id } } }"): (typeof documents)["query GeoWritesFirstIds { ahjs(first: 1) { nodes { id } } utilities(first: 1) { nodes { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GeoWritesAhjCustom($id: ID!, $input: AhjCustomUpdateInput!) {\n  ahjCustomUpdate(id: $id, input: $input) { ahj { id name custom } userErrors { message field code } }\n}"): (typeof documents)["mutation GeoWritesAhjCustom($id: ID!, $input: AhjCustomUpdateInput!) {\n  ahjCustomUpdate(id: $id, input: $input) { ahj { id name custom } userErrors { message field code } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeoWritesAhjCustomRead($id: ID!) { ahj(id: $id) { custom submission: customProperty(keyName: \"preferredSubmission\") } }"): (typeof documents)["query GeoWritesAhjCustomRead($id: ID!) { ahj(id: $id) { custom submission: customProperty(keyName: \"preferredSubmission\") } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeoWritesAhjProperties { properties(recordType: AHJ) { keyName options } }"): (typeof documents)["query GeoWritesAhjProperties { properties(recordType: AHJ) { keyName options } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GeoWritesUtilityCustom($id: ID!, $input: UtilityCustomUpdateInput!) {\n    utilityCustomUpdate(id: $id, input: $input) { utility { id name custom } userErrors { message field code } }\n  }"): (typeof documents)["mutation GeoWritesUtilityCustom($id: ID!, $input: UtilityCustomUpdateInput!) {\n    utilityCustomUpdate(id: $id, input: $input) { utility { id name custom } userErrors { message field code } }\n  }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeoWritesUtilityBefore($id: ID!) { utility(id: $id) { name state } }"): (typeof documents)["query GeoWritesUtilityBefore($id: ID!) { utility(id: $id) { name state } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeoWritesUtilityAfter($id: ID!) { utility(id: $id) { name state custom } }"): (typeof documents)["query GeoWritesUtilityAfter($id: ID!) { utility(id: $id) { name state custom } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeoWritesSiteUtilities { accounts(first: 2) { nodes { sites(first: 10) { nodes { id title utilities { id } } } } } }"): (typeof documents)["query GeoWritesSiteUtilities { accounts(first: 2) { nodes { sites(first: 10) { nodes { id title utilities { id } } } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GeoWritesSiteUtilityReread($site: ID!, $u: ID!, $days: Int!, $title: String) {\n        a: siteUpdate(id: $site, input: { title: $title }) { site { utilities { id custom } } }\n        b: utilityCustomUpdate(id: $u, input: { custom: { approvalDays: $days } }) { utility { id } }\n        c: siteUpdate(id: $site, input: { title: $title }) { site { utilities { id custom } } }\n      }"): (typeof documents)["mutation GeoWritesSiteUtilityReread($site: ID!, $u: ID!, $days: Int!, $title: String) {\n        a: siteUpdate(id: $site, input: { title: $title }) { site { utilities { id custom } } }\n        b: utilityCustomUpdate(id: $u, input: { custom: { approvalDays: $days } }) { utility { id } }\n        c: siteUpdate(id: $site, input: { title: $title }) { site { utilities { id custom } } }\n      }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupWritesUsers { users(first: 1) { nodes { id } } projects(first: 1) { nodes { id } } workOrders(first: 1) { nodes { id project { id } } } }"): (typeof documents)["query LookupWritesUsers { users(first: 1) { nodes { id } } projects(first: 1) { nodes { id } } workOrders(first: 1) { nodes { id project { id } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupWritesTimesheet($id: ID!) { timesheet(id: $id) { startTime endTime duration notes project { id } workOrder { id } } }"): (typeof documents)["query LookupWritesTimesheet($id: ID!) { timesheet(id: $id) { startTime endTime duration notes project { id } workOrder { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LookupWritesTimesheetUpdate($id: ID!) { timesheetUpdate(id: $id, input: { startTime: \"2026-03-02T10:00:00Z\", endTime: \"2026-03-02T10:00:00Z\" }) { userErrors { field code } } }"): (typeof documents)["mutation LookupWritesTimesheetUpdate($id: ID!) { timesheetUpdate(id: $id, input: { startTime: \"2026-03-02T10:00:00Z\", endTime: \"2026-03-02T10:00:00Z\" }) { userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LookupWritesTimesheetDelete($id: ID!) { timesheetDelete(id: $id) { deletedTimesheetId userErrors { field code } } }"): (typeof documents)["mutation LookupWritesTimesheetDelete($id: ID!) { timesheetDelete(id: $id) { deletedTimesheetId userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LookupWritesLabelCreate($input: LabelCreateInput!) { labelCreate(input: $input) { label { id name color type } userErrors { message field code } } }"): (typeof documents)["mutation LookupWritesLabelCreate($input: LabelCreateInput!) { labelCreate(input: $input) { label { id name color type } userErrors { message field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LookupWritesLabel($id: ID!) { label(id: $id) { name type } }"): (typeof documents)["query LookupWritesLabel($id: ID!) { label(id: $id) { name type } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NoteWritesNoteCreate2($input: NoteCreateInput!) {\n  noteCreate(input: $input) {\n    note { id databaseId text record { __typename ... on Project { databaseId } ... on WorkOrder { workOrderId: databaseId } } }\n    userErrors { message field code }\n  }\n}"): (typeof documents)["mutation NoteWritesNoteCreate2($input: NoteCreateInput!) {\n  noteCreate(input: $input) {\n    note { id databaseId text record { __typename ... on Project { databaseId } ... on WorkOrder { workOrderId: databaseId } } }\n    userErrors { message field code }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NoteWritesNoteCreate($input: NoteCreateInput!) { noteCreate(input: $input) { note { author { databaseId firstName email } } } }"): (typeof documents)["mutation NoteWritesNoteCreate($input: NoteCreateInput!) { noteCreate(input: $input) { note { author { databaseId firstName email } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NoteWritesNoteUpdate($id: ID!, $text: String!) { noteUpdate(id: $id, input: { text: $text }) { note { text author { databaseId } } userErrors { field code message } } }"): (typeof documents)["mutation NoteWritesNoteUpdate($id: ID!, $text: String!) { noteUpdate(id: $id, input: { text: $text }) { note { text author { databaseId } } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NoteWritesNoteDelete($id: ID!) { noteDelete(id: $id) { deletedNoteId } }"): (typeof documents)["mutation NoteWritesNoteDelete($id: ID!) { noteDelete(id: $id) { deletedNoteId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NoteWritesNoteDelete2($id: ID!) { noteDelete(id: $id) { deletedNoteId userErrors { code } } }"): (typeof documents)["mutation NoteWritesNoteDelete2($id: ID!) { noteDelete(id: $id) { deletedNoteId userErrors { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation NoteWritesNoteDelete3($id: ID!) { noteDelete(id: $id) { deletedNoteId userErrors { code field } } }"): (typeof documents)["mutation NoteWritesNoteDelete3($id: ID!) { noteDelete(id: $id) { deletedNoteId userErrors { code field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NoteWritesProject($id: Int) { project(databaseId: $id) { notes { nodes { text } } } }"): (typeof documents)["query NoteWritesProject($id: Int) { project(databaseId: $id) { notes { nodes { text } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QuoteWritesCreate($input: QuoteCreateInput!) {\n  quoteCreate(input: $input) {\n    quote { id databaseId status amount subtotal discountType discountValue issueDate record { __typename ... on Opportunity { databaseId } } lineItems { databaseId quantity unitPrice totalPrice sectionName catalogItem { databaseId name } } }\n    userErrors { message field code }\n  }\n}"): (typeof documents)["mutation QuoteWritesCreate($input: QuoteCreateInput!) {\n  quoteCreate(input: $input) {\n    quote { id databaseId status amount subtotal discountType discountValue issueDate record { __typename ... on Opportunity { databaseId } } lineItems { databaseId quantity unitPrice totalPrice sectionName catalogItem { databaseId name } } }\n    userErrors { message field code }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QuoteWritesUpdate($id: ID!, $input: QuoteUpdateInput!) { quoteUpdate(id: $id, input: $input) { quote { status subtotal lineItems { databaseId quantity } } userErrors { field code message } } }"): (typeof documents)["mutation QuoteWritesUpdate($id: ID!, $input: QuoteUpdateInput!) { quoteUpdate(id: $id, input: $input) { quote { status subtotal lineItems { databaseId quantity } } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QuoteWritesSend($id: ID!) { quoteSend(id: $id) { quote { status issueDate } userErrors { code } } }"): (typeof documents)["mutation QuoteWritesSend($id: ID!) { quoteSend(id: $id) { quote { status issueDate } userErrors { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QuoteWritesPdf($id: ID!) { quotePdf(id: $id) { pdf { contentType pdfBase64 byteLength } userErrors { code } } }"): (typeof documents)["mutation QuoteWritesPdf($id: ID!) { quotePdf(id: $id) { pdf { contentType pdfBase64 byteLength } userErrors { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QuoteWritesDelete($id: ID!) { quoteDelete(id: $id) { deletedQuoteId userErrors { code field } } }"): (typeof documents)["mutation QuoteWritesDelete($id: ID!) { quoteDelete(id: $id) { deletedQuoteId userErrors { code field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QuoteWritesSendDeleted($id: ID!) { quoteSend(id: $id) { quote { status } userErrors { code field } } }"): (typeof documents)["mutation QuoteWritesSendDeleted($id: ID!) { quoteSend(id: $id) { quote { status } userErrors { code field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QuoteWritesArchive($id: ID!) { quoteUpdate(id: $id, input: { isArchived: true }) { userErrors { code } } }"): (typeof documents)["mutation QuoteWritesArchive($id: ID!) { quoteUpdate(id: $id, input: { isArchived: true }) { userErrors { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QuoteWritesArchivedPdf($id: ID!) { quotePdf(id: $id) { pdf { contentType } } }"): (typeof documents)["mutation QuoteWritesArchivedPdf($id: ID!) { quotePdf(id: $id) { pdf { contentType } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuoteWritesOpportunityQuotes($id: Int) { opportunity(databaseId: $id) { quotes { nodes { databaseId status } } } }"): (typeof documents)["query QuoteWritesOpportunityQuotes($id: Int) { opportunity(databaseId: $id) { quotes { nodes { databaseId status } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuoteWritesStatus($id: Int) { quote(databaseId: $id) { status } }"): (typeof documents)["query QuoteWritesStatus($id: Int) { quote(databaseId: $id) { status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation QuoteWritesSendCached($id: ID!) { quoteSend(id: $id) { userErrors { code } } }"): (typeof documents)["mutation QuoteWritesSendCached($id: ID!) { quoteSend(id: $id) { userErrors { code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsAccounts($n: Int) { accounts(first: $n) { nodes { id databaseId } } }"): (typeof documents)["query RecordsAccounts($n: Int) { accounts(first: $n) { nodes { id databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsContactCreate($input: ContactCreateInput!) { contactCreate(input: $input) { contact { id databaseId } userErrors { field } } }"): (typeof documents)["mutation RecordsContactCreate($input: ContactCreateInput!) { contactCreate(input: $input) { contact { id databaseId } userErrors { field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsContactCreate2{ contactCreate(input: { name: \"  \" }) { contact { id } userErrors { field code } } }"): (typeof documents)["mutation RecordsContactCreate2{ contactCreate(input: { name: \"  \" }) { contact { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsContactUpdate($id: ID!) { contactUpdate(id: $id, input: { name: \"\" }) { contact { id } userErrors { field code } } }"): (typeof documents)["mutation RecordsContactUpdate($id: ID!) { contactUpdate(id: $id, input: { name: \"\" }) { contact { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsContactCreate3($input: ContactCreateInput!) { contactCreate(input: $input) { contact { id name title emails phones } userErrors { field } } }"): (typeof documents)["mutation RecordsContactCreate3($input: ContactCreateInput!) { contactCreate(input: $input) { contact { id name title emails phones } userErrors { field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsContact($id: ID!) { contact(id: $id) { name accounts { databaseId } } }"): (typeof documents)["query RecordsContact($id: ID!) { contact(id: $id) { name accounts { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsContactUpdate2($id: ID!) { contactUpdate(id: $id, input: { name: \"New Name\", title: \"Owner\" }) { contact { name title } userErrors { field } } }"): (typeof documents)["mutation RecordsContactUpdate2($id: ID!) { contactUpdate(id: $id, input: { name: \"New Name\", title: \"Owner\" }) { contact { name title } userErrors { field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsContact2($id: ID!) { contact(id: $id) { name title } }"): (typeof documents)["query RecordsContact2($id: ID!) { contact(id: $id) { name title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsContactCreate4($a: ID!) { contactCreate(input: { name: \"Nobody\", accountIds: [$a] }) { contact { id } userErrors { field code } } }"): (typeof documents)["mutation RecordsContactCreate4($a: ID!) { contactCreate(input: { name: \"Nobody\", accountIds: [$a] }) { contact { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsProjectCreate($c: [ID!]) { projectCreate(input: { title: \"Delete test\", address: \"1 Elm St, Denver, CO 80205\", contacts: $c }) { project { id } } }"): (typeof documents)["mutation RecordsProjectCreate($c: [ID!]) { projectCreate(input: { title: \"Delete test\", address: \"1 Elm St, Denver, CO 80205\", contacts: $c }) { project { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsContactDelete($id: ID!) { contactDelete(id: $id) { deletedContactId userErrors { field } } }"): (typeof documents)["mutation RecordsContactDelete($id: ID!) { contactDelete(id: $id) { deletedContactId userErrors { field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsContact3($id: ID!) { contact(id: $id) { name } }"): (typeof documents)["query RecordsContact3($id: ID!) { contact(id: $id) { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsProject($id: ID!) { project(id: $id) { contacts { name isPrimary } } }"): (typeof documents)["query RecordsProject($id: ID!) { project(id: $id) { contacts { name isPrimary } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsContactDelete2($id: ID!) { contactDelete(id: $id) { deletedContactId userErrors { field code } } }"): (typeof documents)["mutation RecordsContactDelete2($id: ID!) { contactDelete(id: $id) { deletedContactId userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsSiteCreate($a: ID!) { siteCreate(input: { accountId: $a }) { site { id } userErrors { field code } } }"): (typeof documents)["mutation RecordsSiteCreate($a: ID!) { siteCreate(input: { accountId: $a }) { site { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsSiteCreate2($a: ID!) { siteCreate(input: { accountId: $a, geoLocation: \"91,10\" }) { site { id } userErrors { field code } } }"): (typeof documents)["mutation RecordsSiteCreate2($a: ID!) { siteCreate(input: { accountId: $a, geoLocation: \"91,10\" }) { site { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsSiteUpdate($id: ID!) { siteUpdate(id: $id, input: { timezone: \"Mars/Olympus\", fullAddress: \" \" }) { site { id } userErrors { field code } } }"): (typeof documents)["mutation RecordsSiteUpdate($id: ID!) { siteUpdate(id: $id, input: { timezone: \"Mars/Olympus\", fullAddress: \" \" }) { site { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsSite($id: ID!) { site(id: $id) { title zipcode } }"): (typeof documents)["query RecordsSite($id: ID!) { site(id: $id) { title zipcode } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsSiteCreate3($a: ID!) { siteCreate(input: { accountId: $a, fullAddress: \"77 Pine St, Boulder, CO 80302\" }) { site { id } } }"): (typeof documents)["mutation RecordsSiteCreate3($a: ID!) { siteCreate(input: { accountId: $a, fullAddress: \"77 Pine St, Boulder, CO 80302\" }) { site { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsSiteUpdate2($id: ID!) { siteUpdate(id: $id, input: { title: \"Yard\", timezone: \"America/Chicago\" }) { site { title timezone } userErrors { field } } }"): (typeof documents)["mutation RecordsSiteUpdate2($id: ID!) { siteUpdate(id: $id, input: { title: \"Yard\", timezone: \"America/Chicago\" }) { site { title timezone } userErrors { field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsSite2($id: ID!) { site(id: $id) { title timezone } }"): (typeof documents)["query RecordsSite2($id: ID!) { site(id: $id) { title timezone } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsSiteDelete($id: ID!) { siteDelete(id: $id) { deletedSiteId userErrors { field } } }"): (typeof documents)["mutation RecordsSiteDelete($id: ID!) { siteDelete(id: $id) { deletedSiteId userErrors { field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsSite3($id: ID!) { site(id: $id) { title } }"): (typeof documents)["query RecordsSite3($id: ID!) { site(id: $id) { title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsProjectCreate2($a: ID!) { projectCreate(input: { title: \"Roof A install\", address: \"2100 Solar Way, Denver, CO 80205\", accountId: $a }) { project { id site { databaseId } } } }"): (typeof documents)["mutation RecordsProjectCreate2($a: ID!) { projectCreate(input: { title: \"Roof A install\", address: \"2100 Solar Way, Denver, CO 80205\", accountId: $a }) { project { id site { databaseId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsSite4($id: ID!) { site(id: $id) { title } }"): (typeof documents)["query RecordsSite4($id: ID!) { site(id: $id) { title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsProject2($id: ID!) { project(id: $id) { site { databaseId } account { databaseId } } }"): (typeof documents)["query RecordsProject2($id: ID!) { project(id: $id) { site { databaseId } account { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsSiteMove($id: ID!, $to: ID!) { siteMove(id: $id, input: { accountId: $to }) { site { id } userErrors { field code } } }"): (typeof documents)["mutation RecordsSiteMove($id: ID!, $to: ID!) { siteMove(id: $id, input: { accountId: $to }) { site { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsSiteCreate4($a: ID!) { siteCreate(input: { accountId: $a, fullAddress: \"9 Oak Ave, Denver, CO 80205\" }) { site { id } } }"): (typeof documents)["mutation RecordsSiteCreate4($a: ID!) { siteCreate(input: { accountId: $a, fullAddress: \"9 Oak Ave, Denver, CO 80205\" }) { site { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsSiteMove2($id: ID!, $to: ID!) { siteMove(id: $id, input: { accountId: $to }) { site { id } userErrors { field code } } }"): (typeof documents)["mutation RecordsSiteMove2($id: ID!, $to: ID!) { siteMove(id: $id, input: { accountId: $to }) { site { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsSite5($id: ID!) { site(id: $id) { account { databaseId } } }"): (typeof documents)["query RecordsSite5($id: ID!) { site(id: $id) { account { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsProjectCreate3{ projectCreate(input: { title: \"\", address: \" \", primaryEmail: \"nope\" }) { project { id } userErrors { field code } } }"): (typeof documents)["mutation RecordsProjectCreate3{ projectCreate(input: { title: \"\", address: \" \", primaryEmail: \"nope\" }) { project { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsOpportunityCreate{ opportunityCreate(input: { title: \"Deal\", address: \"1 A St\", trades: [\"SOLAR\"], confidence: 140 }) { opportunity { id } userErrors { field code } } }"): (typeof documents)["mutation RecordsOpportunityCreate{ opportunityCreate(input: { title: \"Deal\", address: \"1 A St\", trades: [\"SOLAR\"], confidence: 140 }) { opportunity { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsProjectUpdate($id: ID!) { projectUpdate(id: $id, input: { title: null }) { project { id } userErrors { field code } } }"): (typeof documents)["mutation RecordsProjectUpdate($id: ID!) { projectUpdate(id: $id, input: { title: null }) { project { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsProject3($id: ID!) { project(id: $id) { contacts { name isPrimary } } }"): (typeof documents)["query RecordsProject3($id: ID!) { project(id: $id) { contacts { name isPrimary } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsAccount($id: ID!) { account(id: $id) { contacts { name } } }"): (typeof documents)["query RecordsAccount($id: ID!) { account(id: $id) { contacts { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsProjectUpdate2($id: ID!, $c: [ID!]) { projectUpdate(id: $id, input: { contacts: $c }) { project { contacts { name isPrimary } } } }"): (typeof documents)["mutation RecordsProjectUpdate2($id: ID!, $c: [ID!]) { projectUpdate(id: $id, input: { contacts: $c }) { project { contacts { name isPrimary } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsProject4($id: ID!) { project(id: $id) { contacts { name } } }"): (typeof documents)["query RecordsProject4($id: ID!) { project(id: $id) { contacts { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsProjects { projects(first: 100, filter: { q: \"Ghost contact project\" }) { nodes { id } } }"): (typeof documents)["query RecordsProjects { projects(first: 100, filter: { q: \"Ghost contact project\" }) { nodes { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsProject5($id: Int) { project(databaseId: $id) { description } }"): (typeof documents)["query RecordsProject5($id: Int) { project(databaseId: $id) { description } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsProjectCreate4{ projectCreate(input: { title: \"Archive me\", address: \"5 Arch St, Denver, CO 80205\" }) { project { id } } }"): (typeof documents)["mutation RecordsProjectCreate4{ projectCreate(input: { title: \"Archive me\", address: \"5 Arch St, Denver, CO 80205\" }) { project { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsProjectUpdate3($id: ID!) { projectUpdate(id: $id, input: { isActive: false }) { project { isActive title } userErrors { field } } }"): (typeof documents)["mutation RecordsProjectUpdate3($id: ID!) { projectUpdate(id: $id, input: { isActive: false }) { project { isActive title } userErrors { field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsProject6($id: ID!) { project(id: $id) { isActive } }"): (typeof documents)["query RecordsProject6($id: ID!) { project(id: $id) { isActive } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsProjectUpdate4($id: ID!) { projectUpdate(id: $id, input: { isActive: true }) { project { isActive } } }"): (typeof documents)["mutation RecordsProjectUpdate4($id: ID!) { projectUpdate(id: $id, input: { isActive: true }) { project { isActive } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsProject7($id: ID!) { project(id: $id) { isActive } }"): (typeof documents)["query RecordsProject7($id: ID!) { project(id: $id) { isActive } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsProjectCreate5{ projectCreate(input: { title: \"Stage mover\", address: \"8 Stage Rd, Denver, CO 80205\" }) { project { id databaseId workflowId stage { databaseId } } } }"): (typeof documents)["mutation RecordsProjectCreate5{ projectCreate(input: { title: \"Stage mover\", address: \"8 Stage Rd, Denver, CO 80205\" }) { project { id databaseId workflowId stage { databaseId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsProjectUpdate5($id: ID!, $s: Int) { projectUpdate(id: $id, input: { stageId: $s }) { project { stage { databaseId name } } userErrors { field } } }"): (typeof documents)["mutation RecordsProjectUpdate5($id: ID!, $s: Int) { projectUpdate(id: $id, input: { stageId: $s }) { project { stage { databaseId name } } userErrors { field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsProject8($id: ID!) { project(id: $id) { stage { databaseId } } }"): (typeof documents)["query RecordsProject8($id: ID!) { project(id: $id) { stage { databaseId } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsProjectUpdate6($id: ID!) { projectUpdate(id: $id, input: { stageId: 999999, custom: {} }) { project { id } userErrors { field code } } }"): (typeof documents)["mutation RecordsProjectUpdate6($id: ID!) { projectUpdate(id: $id, input: { stageId: 999999, custom: {} }) { project { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsProjects2 { projects(first: 1) { nodes { id } } }"): (typeof documents)["query RecordsProjects2 { projects(first: 1) { nodes { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsProjectUpdate7($id: ID!) { projectUpdate(id: $id, input: { custom: { noSuchKey: 1 } }) { project { id } userErrors { field code } } }"): (typeof documents)["mutation RecordsProjectUpdate7($id: ID!) { projectUpdate(id: $id, input: { custom: { noSuchKey: 1 } }) { project { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsProjectUpdate8($id: ID!) { projectUpdate(id: $id, input: { title: \"x\" }) { project { id } userErrors { field code } } }"): (typeof documents)["mutation RecordsProjectUpdate8($id: ID!) { projectUpdate(id: $id, input: { title: \"x\" }) { project { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsOpportunityCreate2($input: OpportunityCreateInput!) { opportunityCreate(input: $input) { matchedExisting opportunity { id title confidence isActive contacts { name isPrimary } } userErrors { field } } }"): (typeof documents)["mutation RecordsOpportunityCreate2($input: OpportunityCreateInput!) { opportunityCreate(input: $input) { matchedExisting opportunity { id title confidence isActive contacts { name isPrimary } } userErrors { field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordsOpportunityUpdate($id: ID!) { opportunityUpdate(id: $id, input: { confidence: 80, isActive: false }) { opportunity { confidence isActive } userErrors { field } } }"): (typeof documents)["mutation RecordsOpportunityUpdate($id: ID!) { opportunityUpdate(id: $id, input: { confidence: 80, isActive: false }) { opportunity { confidence isActive } userErrors { field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecordsOpportunity($id: ID!) { opportunity(id: $id) { confidence isActive contacts { name isPrimary } } }"): (typeof documents)["query RecordsOpportunity($id: ID!) { opportunity(id: $id) { confidence isActive contacts { name isPrimary } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReminderWritesReminderUpdate3($id: ID!, $input: ReminderUpdateInput!) {\n  reminderUpdate(id: $id, input: $input) {\n    reminder { databaseId title description dueDate isCompleted completedAt type }\n    userErrors { message field code }\n  }\n}"): (typeof documents)["mutation ReminderWritesReminderUpdate3($id: ID!, $input: ReminderUpdateInput!) {\n  reminderUpdate(id: $id, input: $input) {\n    reminder { databaseId title description dueDate isCompleted completedAt type }\n    userErrors { message field code }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReminderWritesReminder($id: ID!) { reminder(id: $id) { title isCompleted completedAt dueDate } }"): (typeof documents)["query ReminderWritesReminder($id: ID!) { reminder(id: $id) { title isCompleted completedAt dueDate } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReminderWritesReminder2($id: Int!) { reminder(databaseId: $id) { isCompleted completedAt } }"): (typeof documents)["query ReminderWritesReminder2($id: Int!) { reminder(databaseId: $id) { isCompleted completedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReminderWritesReminderUpdate($id: ID!, $to: ID) { reminderUpdate(id: $id, input: { assigneeId: $to }) { reminder { assigneeDatabaseId } userErrors { field } } }"): (typeof documents)["mutation ReminderWritesReminderUpdate($id: ID!, $to: ID) { reminderUpdate(id: $id, input: { assigneeId: $to }) { reminder { assigneeDatabaseId } userErrors { field } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReminderWritesReminderUpdate2($id: ID!) { reminderUpdate(id: $id, input: { assigneeId: null }) { reminder { id } userErrors { field code } } }"): (typeof documents)["mutation ReminderWritesReminderUpdate2($id: ID!) { reminderUpdate(id: $id, input: { assigneeId: null }) { reminder { id } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReminderWritesReminder3($id: ID!) { reminder(id: $id) { assigneeDatabaseId } }"): (typeof documents)["query ReminderWritesReminder3($id: ID!) { reminder(id: $id) { assigneeDatabaseId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReminderWritesReminderDelete($id: ID!) { reminderDelete(id: $id) { deletedReminderId userErrors { field code } } }"): (typeof documents)["mutation ReminderWritesReminderDelete($id: ID!) { reminderDelete(id: $id) { deletedReminderId userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReminderWritesReminder4($id: Int!) { reminder(databaseId: $id) { title } }"): (typeof documents)["query ReminderWritesReminder4($id: Int!) { reminder(databaseId: $id) { title } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReminderWritesReminderDelete2($id: ID!) { reminderDelete(id: $id) { deletedReminderId userErrors { field code } } }"): (typeof documents)["mutation ReminderWritesReminderDelete2($id: ID!) { reminderDelete(id: $id) { deletedReminderId userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VendorExtraWritesFormTemplateUpdate($id: ID!, $input: FormTemplateUpdateInput!) {\n  formTemplateUpdate(id: $id, input: $input) {\n    formTemplate { databaseId name formLayouts { databaseId name properties { databaseId column { databaseId name type isRequired } } } }\n    userErrors { message field code }\n  }\n}"): (typeof documents)["mutation VendorExtraWritesFormTemplateUpdate($id: ID!, $input: FormTemplateUpdateInput!) {\n  formTemplateUpdate(id: $id, input: $input) {\n    formTemplate { databaseId name formLayouts { databaseId name properties { databaseId column { databaseId name type isRequired } } } }\n    userErrors { message field code }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorExtraWritesFormTemplate($id: Int) { formTemplate(databaseId: $id) { name } }"): (typeof documents)["query VendorExtraWritesFormTemplate($id: Int) { formTemplate(databaseId: $id) { name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VendorExtraWritesFormFileFromUrl($form: ID!, $input: FormFileFromUrlInput!) { formFileFromUrl(form: $form, input: $input) { file { databaseId name } form { databaseId } userErrors { field code message } } }"): (typeof documents)["mutation VendorExtraWritesFormFileFromUrl($form: ID!, $input: FormFileFromUrlInput!) { formFileFromUrl(form: $form, input: $input) { file { databaseId name } form { databaseId } userErrors { field code message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorExtraWritesProject($id: Int) { project(databaseId: $id) { files(first: 100) { nodes { databaseId } } } }"): (typeof documents)["query VendorExtraWritesProject($id: Int) { project(databaseId: $id) { files(first: 100) { nodes { databaseId } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VendorExtraWritesUserCreate($input: UserCreateInput!) { userCreate(input: $input) { invitation { email status } userErrors { field code } } }"): (typeof documents)["mutation VendorExtraWritesUserCreate($input: UserCreateInput!) { userCreate(input: $input) { invitation { email status } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VendorExtraWritesForm($id: Int) { form(databaseId: $id) { formLayouts { name } } }"): (typeof documents)["query VendorExtraWritesForm($id: Int) { form(databaseId: $id) { formLayouts { name } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VendorWritesVendorCreate($input: VendorCreateInput!) {\n  vendorCreate(input: $input) { vendor { id databaseId name vendorType website address isActive contacts { name } projects { databaseId } } userErrors { message field code } }\n}"): (typeof documents)["mutation VendorWritesVendorCreate($input: VendorCreateInput!) {\n  vendorCreate(input: $input) { vendor { id databaseId name vendorType website address isActive contacts { name } projects { databaseId } } userErrors { message field code } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VendorWritesVendorUpdate($id: ID!, $input: VendorUpdateInput!) { vendorUpdate(id: $id, input: $input) { vendor { isActive website } userErrors { field code } } }"): (typeof documents)["mutation VendorWritesVendorUpdate($id: ID!, $input: VendorUpdateInput!) { vendorUpdate(id: $id, input: $input) { vendor { isActive website } userErrors { field code } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VendorWritesVendorDelete($id: ID!) { vendorDelete(id: $id) { deletedVendorId userErrors { code field } } }"): (typeof documents)["mutation VendorWritesVendorDelete($id: ID!) { vendorDelete(id: $id) { deletedVendorId userErrors { code field } } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;