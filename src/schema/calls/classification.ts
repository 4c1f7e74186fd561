/**
 * Call reasons and dispositions (CALL-5): company-defined names up to 255 characters (LIM-1). Calls
 * logged before custom options existed, and every call read through a record's older list (CALL-8),
 * hold the legacy uppercase values; those are mapped to the default option names the spec lists, so a
 * client sees one vocabulary, with the raw value kept beside it.
 */

/** LIM-1: reason and disposition are at most 255 characters. */
export const CALL_NAME_MAX = 255;

/** Legacy enum value → default option name (spec "Call": default reasons and dispositions). */
export const LEGACY_REASONS: Readonly<Record<string, string>> = {
  PRODUCT: 'Product',
  PROCESS: 'Process',
  SERVICE: 'Service',
  ACCOUNTING: 'Accounting',
  REVENUE_OPPORTUNITY: 'Revenue opportunity',
  FEEDBACK: 'Feedback',
  OTHER: 'Other',
};

export const LEGACY_DISPOSITIONS: Readonly<Record<string, string>> = {
  INFO_PROVIDED: 'Info provided',
  VISIT_SCHEDULED: 'Visit scheduled',
  ISSUE_RESOLVED: 'Issue resolved',
  FOLLOW_UP: 'Follow up',
  ESCALATION: 'Escalation',
  NO_ACTION: 'No action',
  UNRESPONSIVE: 'Unresponsive',
  OTHER: 'Other',
};

/** The option name for a stored value: legacy values become their default name, names stay. */
export function optionName(raw: string | null | undefined, legacy: Readonly<Record<string, string>>): string | null {
  if (typeof raw !== 'string') return null;
  return Object.hasOwn(legacy, raw) ? legacy[raw]! : raw;
}

/** The stored value where it differs from the option name (a legacy value), else null. */
export function rawWhereDifferent(raw: string | null | undefined, legacy: Readonly<Record<string, string>>): string | null {
  if (typeof raw !== 'string') return null;
  return optionName(raw, legacy) === raw ? null : raw;
}
