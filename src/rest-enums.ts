/**
 * The REST API's closed lists of values, written once: the sandbox validates and seeds with them and the
 * schema builds its GraphQL enums from them (each enum's value descriptions are typed against the list,
 * so a value added here without a description fails tsc). Data only: no imports, no state, so both
 * programs may import it without importing each other. Order is the vendor's and is kept: the sandbox's
 * seed draws by position and schema.graphql prints enum values in this order.
 */

/** Assets: kinds of equipment, grouped as the catalog groups products (energy, mechanical, electrical, plumbing, low voltage), OTHER last. */
export const ASSET_TYPES = [
  'BATTERY_SYSTEM',
  'CHARGING_GATEWAY',
  'COMBINER_BOX',
  'EV_CHARGER',
  'LOAD_CENTER',
  'MICROINVERTER',
  'POWER_OPTIMIZER',
  'PRODUCTION_METER',
  'RAPID_SHUTDOWN_DEVICE',
  'PV_INVERTER',
  'TRACKER',
  'WEATHER_STATION',
  'AIR_CONDITIONER',
  'AIR_HANDLING_UNIT',
  'BOILER',
  'CHILLER',
  'COOLING_TOWER',
  'FAN',
  'HEAT_EXCHANGER',
  'HEAT_PUMP',
  'MAKE_UP_AIR_UNIT',
  'PUMP',
  'ROOFTOP_UNIT',
  'THERMOSTAT',
  'VARIABLE_FREQUENCY_DRIVE',
  'AUTOMATIC_TRANSFER_SWITCH',
  'BREAKER',
  'DISCONNECT_SWITCH',
  'ELECTRIC_METER',
  'GENERATOR',
  'LIGHTING_PANEL',
  'PANELBOARD',
  'SWITCHGEAR',
  'TRANSFORMER',
  'UNINTERRUPTIBLE_POWER_SUPPLY',
  'BACKFLOW_PREVENTER',
  'BOOSTER_PUMP',
  'GREASE_INTERCEPTOR',
  'STORAGE_TANK',
  'SUMP_PUMP',
  'VALVE',
  'WATER_FILTRATION_SYSTEM',
  'WATER_HEATER',
  'WATER_SOFTENER',
  'ACCESS_CONTROLLER',
  'AUTOMATION_CONTROLLER',
  'CAMERA',
  'CARD_READER',
  'DOOR_STRIKE',
  'MAGLOCK',
  'NETWORK_SWITCH',
  'NETWORK_VIDEO_RECORDER',
  'SENSOR',
  'WIRELESS_ACCESS_POINT',
  'OTHER',
] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export const ASSET_STATUSES = ['DRAFT', 'ACTIVE', 'MAINTENANCE', 'INACTIVE', 'RETIRED'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/** Calls: how a call ended, how it was resolved, the kinds of classification option, the kinds of reminder. */
export const CALL_OUTCOMES = ['ANSWERED', 'MISSED', 'VOICEMAIL'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_RESOLUTIONS = ['RESOLVED', 'ESCALATED', 'UNRESOLVED'] as const;
export type CallResolution = (typeof CALL_RESOLUTIONS)[number];

export const CALL_OPTION_TYPES = ['REASON', 'DISPOSITION'] as const;
export type CallOptionType = (typeof CALL_OPTION_TYPES)[number];

export const REMINDER_TYPES = ['CALL', 'EMAIL', 'IN_PERSON', 'VIRTUAL', 'DEADLINE', 'OTHER'] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];

/** The records work orders, quotes and reminders hang off. */
export const PARENT_RECORD_TYPES = ['PROJECT', 'OPPORTUNITY', 'ACCOUNT'] as const;
export type ParentRecordType = (typeof PARENT_RECORD_TYPES)[number];

/** Work orders: the kinds of work item, the kinds of label. */

export const WORK_ITEM_TYPES = ['FORM', 'FILE_REQUEST'] as const;
export type WorkItemType = (typeof WORK_ITEM_TYPES)[number];

export const LABEL_TYPES = ['WORK', 'ASSET'] as const;
export type LabelType = (typeof LABEL_TYPES)[number];

/** Accounts, projects and workflows. */
export const ACCOUNT_TYPES = ['RESIDENTIAL', 'COMMERCIAL'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const PROJECT_STATUSES = ['ACTIVE', 'ON_HOLD', 'CANCELLED', 'COMPLETED'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const WORKFLOW_TYPES = ['PROJECT', 'OPPORTUNITY'] as const;
export type WorkflowType = (typeof WORKFLOW_TYPES)[number];

/** Vendors (suppliers and subcontractors). */
export const VENDOR_TYPES = ['CONSULTANT', 'FINANCING', 'LOGISTICS', 'MANUFACTURER', 'SUBCONTRACTOR', 'SUPPLIER'] as const;
export type VendorType = (typeof VENDOR_TYPES)[number];

/** Authorities having jurisdiction and utilities. */
export const AHJ_TYPES = ['STATE', 'COUNTY', 'CITY', 'MUNICIPALITY', 'TOWNSHIP', 'TRIBAL'] as const;
export type AhjType = (typeof AHJ_TYPES)[number];

export const UTILITY_OWNERSHIP_TYPES = [
  'INVESTOR_OWNED',
  'MUNICIPAL',
  'COOPERATIVE',
  'POLITICAL_SUBDIVISION',
  'STATE',
  'FEDERAL',
  'RETAIL_POWER_MARKETER',
] as const;
export type UtilityOwnershipType = (typeof UTILITY_OWNERSHIP_TYPES)[number];

/** Quotes. */
export const QUOTE_STATUSES = ['DRAFT', 'SENT', 'APPROVED', 'CHANGES_REQUESTED', 'DECLINED'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_DISCOUNT_TYPES = ['PERCENTAGE', 'FIXED'] as const;
export type QuoteDiscountType = (typeof QUOTE_DISCOUNT_TYPES)[number];

/** Invoices and bills (one status list for both), payments. */
export const INVOICE_STATUSES = ['DRAFT', 'SENT', 'DECLINED', 'PAID', 'PARTIALLY_PAID', 'OVERDUE'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_CALCULATION_METHODS = ['LINE_ITEMS', 'PERCENTAGE'] as const;
export type InvoiceCalculationMethod = (typeof INVOICE_CALCULATION_METHODS)[number];

export const PAYMENT_METHODS = ['CASH', 'ACH', 'CREDIT_CARD', 'KLARNA', 'AFFIRM', 'CHECK'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The catalog: trade groups, item types, how a waste factor is given. */
export const CATALOG_TRADE_GROUPS = ['ENERGY', 'MECHANICAL', 'ELECTRICAL', 'PLUMBING', 'LOW_VOLTAGE', 'ENVELOPE', 'OTHER'] as const;
export type CatalogTradeGroup = (typeof CATALOG_TRADE_GROUPS)[number];

export const CATALOG_ITEM_TYPES = ['PRODUCT', 'SERVICE'] as const;
export type CatalogItemType = (typeof CATALOG_ITEM_TYPES)[number];

export const WASTE_FACTOR_MODES = ['PERCENTAGE', 'FIXED'] as const;
export type WasteFactorMode = (typeof WASTE_FACTOR_MODES)[number];

/** Forms: the kinds of field a form holds, the fields a template edit may add, form statuses. */
export const FORM_COLUMN_TYPES = [
  'DROPDOWN',
  'NUMERIC',
  'BOOLEAN',
  'DATE',
  'DATETIME',
  'TEXT',
  'LONG_TEXT',
  'PERSON',
  'FILE',
  'SEPARATOR',
  'PROJECT',
  'LINK',
  'TIMERANGEDAYS',
] as const;
export type FormColumnType = (typeof FORM_COLUMN_TYPES)[number];

export const FORM_TEMPLATE_FIELD_TYPES = ['TEXT', 'NUMERIC', 'DROPDOWN', 'FILE'] as const;
export type FormTemplateFieldType = (typeof FORM_TEMPLATE_FIELD_TYPES)[number];

export const FORM_STATUSES = ['OPEN', 'IN_PROGRESS', 'COMPLETED', 'UNASSIGNED', 'ASSIGNED', 'REVIEW', 'CHANGES_REQUESTED', 'CANCELLED'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];
