/**
 * Fields the files domain's types share: the record a file, folder, form or phase belongs to (its
 * owner ids come with it, so `databaseId`/`id` of the owner cost nothing), and the creator summary.
 */
import type { Types } from '../builder.js';
import { AccountRef, OpportunityRef, ProjectRef } from '../refs.js';
import { reader, type ReadsRecords, type Rec } from '../summary.js';
import type { RestFileUser, RestOwnerIds } from '../../upstream/files.js';

type Owned = { id: number } & RestOwnerIds;

/** `project`, `opportunity`, `account`: the owner the record names (exactly one is set). */
export function ownerFields<T extends Owned>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, Rec<T>>, noun: string, ref: ReadsRecords<Rec<Owned>>) {
  const owner = (key: keyof RestOwnerIds) => reader<Owned>(ref)(key, (id) => (typeof id === 'number' ? { id } : null));
  return {
    project: t.field({
      type: ProjectRef,
      nullable: true,
      description: `The project the ${noun} belongs to; null when it belongs to another kind of record. Cost: one upstream request per distinct record, fetched together.`,
      resolve: owner('projectId'),
    }),
    opportunity: t.field({
      type: OpportunityRef,
      nullable: true,
      description: `The opportunity the ${noun} belongs to; null when it belongs to another kind of record. Cost: one upstream request per distinct record, fetched together.`,
      resolve: owner('opportunityId'),
    }),
    account: t.field({
      type: AccountRef,
      nullable: true,
      description: `The account the ${noun} belongs to; null when it belongs to another kind of record. Cost: one upstream request per distinct record, fetched together.`,
      resolve: owner('accountId'),
    }),
  };
}

/** A creator summary (`createdByUser`: id and names) as a User, or null. */
export function userOrNull(u: RestFileUser | null | undefined): RestFileUser | null {
  return u && typeof u.id === 'number' ? u : null;
}
