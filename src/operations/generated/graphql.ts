/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Level of government of an AHJ. */
export type AhjType =
  /** A city authority. */
  | 'CITY'
  /** A county authority. */
  | 'COUNTY'
  /** A municipality. */
  | 'MUNICIPALITY'
  /** A state authority. */
  | 'STATE'
  /** A township. */
  | 'TOWNSHIP'
  /** A tribal authority. */
  | 'TRIBAL';

/** Where an asset is in its life. */
export type AssetStatus =
  /** Installed and in service. */
  | 'ACTIVE'
  /** Recorded but not yet confirmed on site. */
  | 'DRAFT'
  /** Installed but switched off or out of service. */
  | 'INACTIVE'
  /** In service but being repaired or awaiting parts. */
  | 'MAINTENANCE'
  /** Removed from service for good. */
  | 'RETIRED';

/** Kind of equipment, grouped as the catalog groups products: energy, mechanical, electrical, plumbing, low voltage; OTHER for the rest. */
export type AssetType =
  /** Access controller. */
  | 'ACCESS_CONTROLLER'
  /** Air conditioner. */
  | 'AIR_CONDITIONER'
  /** Air handling unit. */
  | 'AIR_HANDLING_UNIT'
  /** Automatic transfer switch. */
  | 'AUTOMATIC_TRANSFER_SWITCH'
  /** Automation controller. */
  | 'AUTOMATION_CONTROLLER'
  /** Backflow preventer. */
  | 'BACKFLOW_PREVENTER'
  /** Battery system. */
  | 'BATTERY_SYSTEM'
  /** Boiler. */
  | 'BOILER'
  /** Booster pump. */
  | 'BOOSTER_PUMP'
  /** Breaker. */
  | 'BREAKER'
  /** Camera. */
  | 'CAMERA'
  /** Card reader. */
  | 'CARD_READER'
  /** Charging gateway. */
  | 'CHARGING_GATEWAY'
  /** Chiller. */
  | 'CHILLER'
  /** Combiner box. */
  | 'COMBINER_BOX'
  /** Cooling tower. */
  | 'COOLING_TOWER'
  /** Disconnect switch. */
  | 'DISCONNECT_SWITCH'
  /** Door strike. */
  | 'DOOR_STRIKE'
  /** Electric meter. */
  | 'ELECTRIC_METER'
  /** EV charger. */
  | 'EV_CHARGER'
  /** Fan. */
  | 'FAN'
  /** Generator. */
  | 'GENERATOR'
  /** Grease interceptor. */
  | 'GREASE_INTERCEPTOR'
  /** Heat exchanger. */
  | 'HEAT_EXCHANGER'
  /** Heat pump. */
  | 'HEAT_PUMP'
  /** Lighting panel. */
  | 'LIGHTING_PANEL'
  /** Load center. */
  | 'LOAD_CENTER'
  /** Maglock. */
  | 'MAGLOCK'
  /** Make up air unit. */
  | 'MAKE_UP_AIR_UNIT'
  /** Microinverter. */
  | 'MICROINVERTER'
  /** Network switch. */
  | 'NETWORK_SWITCH'
  /** Network video recorder. */
  | 'NETWORK_VIDEO_RECORDER'
  /** Equipment of any other kind. */
  | 'OTHER'
  /** Panelboard. */
  | 'PANELBOARD'
  /** Power optimizer. */
  | 'POWER_OPTIMIZER'
  /** Production meter. */
  | 'PRODUCTION_METER'
  /** Pump. */
  | 'PUMP'
  /** PV inverter. */
  | 'PV_INVERTER'
  /** Rapid shutdown device. */
  | 'RAPID_SHUTDOWN_DEVICE'
  /** Rooftop unit. */
  | 'ROOFTOP_UNIT'
  /** Sensor. */
  | 'SENSOR'
  /** Storage tank. */
  | 'STORAGE_TANK'
  /** Sump pump. */
  | 'SUMP_PUMP'
  /** Switchgear. */
  | 'SWITCHGEAR'
  /** Thermostat. */
  | 'THERMOSTAT'
  /** Tracker. */
  | 'TRACKER'
  /** Transformer. */
  | 'TRANSFORMER'
  /** Uninterruptible power supply. */
  | 'UNINTERRUPTIBLE_POWER_SUPPLY'
  /** Valve. */
  | 'VALVE'
  /** Variable frequency drive. */
  | 'VARIABLE_FREQUENCY_DRIVE'
  /** Water filtration system. */
  | 'WATER_FILTRATION_SYSTEM'
  /** Water heater. */
  | 'WATER_HEATER'
  /** Water softener. */
  | 'WATER_SOFTENER'
  /** Weather station. */
  | 'WEATHER_STATION'
  /** Wireless access point. */
  | 'WIRELESS_ACCESS_POINT';

/** How a call ended. */
export type CallOutcome =
  /** Someone picked up. */
  | 'ANSWERED'
  /** Nobody picked up. A record's `calls` also report voicemails as MISSED. */
  | 'MISSED'
  /** The caller left a voicemail. Only the company-wide `calls` list tells voicemails apart. */
  | 'VOICEMAIL';

/** Status of an invoice or a bill. */
export type InvoiceStatus =
  /** Declined by the customer. */
  | 'DECLINED'
  /** Not yet issued; has no issue date. */
  | 'DRAFT'
  /** Past its due date and not fully paid. */
  | 'OVERDUE'
  /** Fully paid. */
  | 'PAID'
  /** Paid in part. */
  | 'PARTIALLY_PAID'
  /** Issued to the customer; has an issue date. */
  | 'SENT';

export type Account360QueryVariables = Exact<{
  databaseId: number;
}>;


export type Account360Query = { account: { title: string | null, primaryPhone: string | null, primaryEmail: string | null, contacts: Array<{ name: string | null, emails: Array<string> | null, phones: Array<string> | null }> | null, sites: { nodes: Array<{ fullAddress: string | null, utilities: Array<{ name: string | null, phone: string | null }> | null, ahjs: Array<{ name: string | null, type: AhjType | null }> | null, assets: { nodes: Array<{ type: AssetType | null, manufacturer: string | null, model: string | null, serialNumber: string | null, installDate: string | null, status: AssetStatus | null }> } | null }> } | null, projects: { nodes: Array<{ title: string | null, stage: { name: string | null } | null, jurisdiction: { name: string | null } | null }> } | null, invoices: { nodes: Array<{ invoiceNumber: number | null, status: InvoiceStatus | null, amount: number | null, amountPaid: number | null, dueDate: string | null }> } | null, calls: { nodes: Array<{ startTime: string | null, outcome: CallOutcome | null, fromNumber: string | null, summary: string | null }> } | null } | null };

export type AnalystProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type AnalystProjectsQuery = { projects: { nodes: Array<{ databaseId: number, title: string | null, stage: { name: string | null } | null, jurisdiction: { name: string | null } | null, account: { title: string | null } | null }> } | null };

export type DeepChainQueryVariables = Exact<{
  databaseId: number;
}>;


export type DeepChainQuery = { account: { title: string | null, contacts: Array<{ createdAt: string | null, projects: Array<{ title: string | null, site: { fullAddress: string | null, utilities: Array<{ name: string | null }> | null } | null }> | null }> | null } | null };

export type MobileWorkOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type MobileWorkOrdersQuery = { workOrders: { nodes: Array<{ databaseId: number | null, title: string | null, startDate: string | null, isCompleted: boolean | null }> } | null };

export type TechnicianDayQueryVariables = Exact<{
  updatedAfter: string;
}>;


export type TechnicianDayQuery = { workOrders: { nodes: Array<{ databaseId: number | null, title: string | null, startDate: string | null, endDate: string | null, status: { label: string | null } | null, visits: Array<{ startDate: string | null, endDate: string | null, isCompleted: boolean | null }> | null, checklist: Array<{ detail: string | null, isCompleted: boolean | null }> | null, parent:
        | { __typename: 'Account', title: string | null, address: Array<string> | null, primaryPhone: string | null }
        | { __typename: 'Opportunity', title: string | null, address: Array<string> | null, appointments: { nodes: Array<{ title: string | null, dueDate: string | null, isCompleted: boolean | null }> } | null, account: { title: string | null, primaryPhone: string | null } | null }
        | { __typename: 'Project', title: string | null, address: Array<string> | null, account: { title: string | null, primaryPhone: string | null } | null }
       | null }> } | null };


export const Account360Document = {"__meta__":{"hash":"sha256:27713fff843bc06990053ba423b2efa8ab81c37163cacd656d4188fad1ac9afb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Account360"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"databaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}},{"kind":"Field","name":{"kind":"Name","value":"primaryEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emails"}},{"kind":"Field","name":{"kind":"Name","value":"phones"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullAddress"}},{"kind":"Field","name":{"kind":"Name","value":"utilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ahjs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"installDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"stage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaid"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"calls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"fromNumber"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]}}]}}]} as unknown as DocumentNode<Account360Query, Account360QueryVariables>;
export const AnalystProjectsDocument = {"__meta__":{"hash":"sha256:f29644767ff1fb7148a6893150eaa74cfed461e9603d55188af7348b62afefd9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalystProjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"stage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jurisdiction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AnalystProjectsQuery, AnalystProjectsQueryVariables>;
export const DeepChainDocument = {"__meta__":{"hash":"sha256:672d6709fb47f90d8590ef8e4908fd7e0158bf830aea6ea25049e31268d57408"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeepChain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"databaseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"databaseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fullAddress"}},{"kind":"Field","name":{"kind":"Name","value":"utilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeepChainQuery, DeepChainQueryVariables>;
export const MobileWorkOrdersDocument = {"__meta__":{"hash":"sha256:3a65932e33455a1285fd4685d3eae9f34d9895bc7ac77b16bbfb659ae9f09e41"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MobileWorkOrders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}}]}}]}}]} as unknown as DocumentNode<MobileWorkOrdersQuery, MobileWorkOrdersQueryVariables>;
export const TechnicianDayDocument = {"__meta__":{"hash":"sha256:069669a3595d2a703c99a2b38104da940dc4519b4d961aa311c1de9ee738cac5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TechnicianDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"updatedAfter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"updatedAfter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"updatedAfter"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"appointments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"primaryPhone"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TechnicianDayQuery, TechnicianDayQueryVariables>;