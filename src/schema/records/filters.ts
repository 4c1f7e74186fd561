/**
 * Filter inputs of the record lists, mirroring the REST query parameters of `GET /accounts`,
 * `/projects` and `/opportunities` (vendor reference), with their REST names.
 */
import { builder, type Types } from '../builder.js';
import type { RecordListParams } from '../../upstream/record-lists.js';

function recordFilterFields(t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>, noun: string) {
  return {
    q: t.string({ description: `Full text search over the ${noun === 'opportunity' ? 'opportunities' : `${noun}s`} (REST \`q\`).` }),
    title: t.string({ description: 'Title search (REST `title`).' }),
    address: t.string({ description: 'Address search (REST `address`).' }),
    primaryName: t.string({ description: 'Primary contact name search (REST `primaryName`).' }),
    primaryPhone: t.string({ description: 'Primary contact phone search (REST `primaryPhone`).' }),
    primaryEmail: t.string({ description: 'Primary contact e-mail search (REST `primaryEmail`).' }),
    updatedAfter: t.field({ type: 'DateTime', description: 'Only records updated after this time (REST `updated_after`).' }),
    updatedBefore: t.field({ type: 'DateTime', description: 'Only records updated before this time (REST `updated_before`).' }),
    includeArchived: t.boolean({ description: 'Include archived (inactive) records; default false (REST `include_archived`).' }),
  };
}

export const AccountFilter = builder.inputType('AccountFilter', {
  description: 'Filters of the account list (the query parameters of REST `GET /accounts`).',
  fields: (t) => recordFilterFields(t, 'account'),
});
export const ProjectFilter = builder.inputType('ProjectFilter', {
  description: 'Filters of the project list (the query parameters of REST `GET /projects`).',
  fields: (t) => recordFilterFields(t, 'project'),
});
export const OpportunityFilter = builder.inputType('OpportunityFilter', {
  description: 'Filters of the opportunity list (the query parameters of REST `GET /opportunities`).',
  fields: (t) => recordFilterFields(t, 'opportunity'),
});

export const ArchivedFilter = builder.inputType('RelatedRecordFilter', {
  description: "Filters of an account's projects or opportunities.",
  fields: (t) => ({
    includeArchived: t.boolean({ description: 'Include archived (inactive) records; default false (REST `include_archived`).' }),
  }),
});

type RecordFilterArgs = {
  q?: string | null;
  title?: string | null;
  address?: string | null;
  primaryName?: string | null;
  primaryPhone?: string | null;
  primaryEmail?: string | null;
  updatedAfter?: Date | null;
  updatedBefore?: Date | null;
  includeArchived?: boolean | null;
};

/** GraphQL filter + order → REST list parameters (without the page). */
export function recordListParams(
  filter: RecordFilterArgs | null | undefined,
  order: { direction: 'asc' | 'desc' } | null | undefined,
): Omit<RecordListParams, 'page' | 'pageSize'> {
  const f = filter ?? {};
  return {
    q: f.q ?? undefined,
    title: f.title ?? undefined,
    address: f.address ?? undefined,
    primaryName: f.primaryName ?? undefined,
    primaryPhone: f.primaryPhone ?? undefined,
    primaryEmail: f.primaryEmail ?? undefined,
    updatedAfter: f.updatedAfter?.toISOString(),
    updatedBefore: f.updatedBefore?.toISOString(),
    includeArchived: f.includeArchived ?? undefined,
    orderBy: order?.direction,
  };
}
