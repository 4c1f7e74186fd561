/**
 * Asset writes: `assetCreate` (POST /assets) and `assetUpdate` (PATCH /assets/{id}; archive with
 * `isArchived: true`). Required fields, text lengths, day formats and ranges are checked before any call;
 * the site and account are fixed at creation, so the update input has neither.
 */
import { builder } from '../builder.js';
import { AccountRef, SiteRef } from '../refs.js';
import { LabelRef } from '../lookups/refs.js';
import { parseDatabaseId } from '../ids.js';
import { InputChecks, mutate, payloadType, primeFresh } from '../mutations.js';
import { dateTextProblem } from '../iso-dates.js';
import { AssetRef } from './refs.js';
import { AssetStatus, AssetType } from './asset.js';
import type { RestAsset } from '../../upstream/assets.js';
import { createAsset, updateAsset, type AssetWrite } from '../../upstream/asset-writes.js';

const TEXT_MAX = 255;
const LIFETIME_MAX = 100;

const AssetCreateInput = builder.inputType('AssetCreateInput', {
  description: 'A new asset (REST `POST /assets`).',
  fields: (t) => ({
    account: t.globalID({ for: AccountRef, required: true, description: 'The account that owns the asset.' }),
    site: t.globalID({ for: SiteRef, required: true, description: 'Where the asset is installed: a site of `account`. Cannot be changed later.' }),
    type: t.field({ type: AssetType, required: true, description: 'Kind of equipment.' }),
    manufacturer: t.string({ required: true, description: `Manufacturer (brand); not blank, at most ${TEXT_MAX} characters.` }),
    model: t.string({ required: true, description: `Model name or part number; not blank, at most ${TEXT_MAX} characters.` }),
    serialNumber: t.string({ required: true, description: `Serial number; not blank, at most ${TEXT_MAX} characters.` }),
    status: t.field({ type: AssetStatus, description: 'Starting status; ACTIVE when left out.' }),
    size: t.float({ description: 'Nameplate size (kW, kWh or A as the kind suggests); zero or more.' }),
    labels: t.globalIDList({ for: LabelRef, description: 'Asset labels to attach, in order (labels of type ASSET).' }),
    installDate: t.string({ description: 'Day of installation, YYYY-MM-DD.' }),
    manufacturingDate: t.string({ description: 'Day of manufacture, YYYY-MM-DD.' }),
    expectedLifetime: t.float({ description: `Expected service life in years, 0 to ${LIFETIME_MAX}.` }),
    description: t.string({ description: 'Free-text note.' }),
  }),
});

const AssetUpdateInput = builder.inputType('AssetUpdateInput', {
  description: 'Changes to an asset (REST `PATCH /assets/{id}`); fields left out are unchanged. Site and account cannot change.',
  fields: (t) => ({
    name: t.string({ description: `Display name; not blank, at most ${TEXT_MAX} characters.` }),
    type: t.field({ type: AssetType, description: 'Kind of equipment.' }),
    status: t.field({ type: AssetStatus, description: 'New status.' }),
    manufacturer: t.string({ description: `Manufacturer; not blank, at most ${TEXT_MAX} characters.` }),
    model: t.string({ description: `Model; not blank, at most ${TEXT_MAX} characters.` }),
    serialNumber: t.string({ description: `Serial number; not blank, at most ${TEXT_MAX} characters.` }),
    size: t.float({ description: 'Nameplate size; zero or more.' }),
    labels: t.globalIDList({ for: LabelRef, description: 'The asset labels, replacing the list.' }),
    installDate: t.string({ description: 'Day of installation, YYYY-MM-DD; null clears it.' }),
    manufacturingDate: t.string({ description: 'Day of manufacture, YYYY-MM-DD; null clears it.' }),
    expectedLifetime: t.float({ description: `Expected service life in years, 0 to ${LIFETIME_MAX}.` }),
    description: t.string({ description: 'Free-text note.' }),
    isArchived: t.boolean({ description: 'True archives the asset, false brings it back.' }),
  }),
});

const AssetCreatePayload = payloadType<RestAsset>('AssetCreatePayload', 'Result of assetCreate.', 'asset', AssetRef, 'The created asset; null when refused.');
const AssetUpdatePayload = payloadType<RestAsset>(
  'AssetUpdatePayload',
  'Result of assetUpdate.',
  'asset',
  AssetRef,
  'The asset after the change; null when refused.',
);

/** A calendar day YYYY-MM-DD that exists. */
function checkDay(checks: InputChecks, name: string, value: string | null | undefined): void {
  if (value == null) return;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    checks.add([name], 'INVALID', `${name} must be a day as YYYY-MM-DD (got "${value.slice(0, 40)}")`);
    return;
  }
  const problem = dateTextProblem(value, true);
  if (problem) checks.add([name], 'INVALID', `${name} ${problem}`);
}

type Shared = {
  size?: number | null;
  installDate?: string | null;
  manufacturingDate?: string | null;
  expectedLifetime?: number | null;
  manufacturer?: string | null;
  model?: string | null;
  serialNumber?: string | null;
};

function checkShared(checks: InputChecks, input: Shared, required: boolean): void {
  for (const name of ['manufacturer', 'model', 'serialNumber'] as const) {
    if (required || input[name] !== undefined) checks.requiredText([name], input[name], TEXT_MAX);
  }
  checks.range(['size'], input.size, 0, 1_000_000);
  checks.range(['expectedLifetime'], input.expectedLifetime, 0, LIFETIME_MAX);
  checkDay(checks, 'installDate', input.installDate);
  checkDay(checks, 'manufacturingDate', input.manufacturingDate);
}

type Ids = { id: string | number }[] | null | undefined;
const dbIds = (list: Ids) => list?.map((g) => parseDatabaseId(g.id));
const trimmed = (s: string | null | undefined) => (s == null ? undefined : s.trim());

builder.mutationFields((t) => ({
  assetCreate: t.field({
    type: AssetCreatePayload,
    description:
      'Records installed equipment at a site of an account (REST `POST /assets`). Manufacturer, model and serial number are required; the site must belong to the account.',
    args: { input: t.arg({ type: AssetCreateInput, required: true, description: 'The new asset.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      checkShared(checks, input, true);
      return mutate(
        checks,
        async () => {
          const body: AssetWrite = {
            accountId: parseDatabaseId(input.account.id),
            siteId: parseDatabaseId(input.site.id),
            type: input.type,
            manufacturer: input.manufacturer.trim(),
            model: input.model.trim(),
            serialNumber: input.serialNumber.trim(),
            status: input.status ?? undefined,
            size: input.size ?? undefined,
            labelIds: dbIds(input.labels),
            installDate: input.installDate ?? undefined,
            manufacturingDate: input.manufacturingDate ?? undefined,
            expectedLifetime: input.expectedLifetime ?? undefined,
            description: input.description ?? undefined,
          };
          return primeFresh(AssetRef, ctx, await createAsset(ctx.upstream, body));
        },
        (field) => ['input', field === 'accountId' ? 'account' : field === 'siteId' ? 'site' : field === 'labelIds' ? 'labels' : field],
      );
    },
  }),
  assetUpdate: t.field({
    type: AssetUpdatePayload,
    description:
      'Changes an asset (REST `PATCH /assets/{id}`): status, labels, dates, nameplate data; `isArchived: true` archives it. The site and account stay as created.',
    args: {
      id: t.arg.globalID({ for: AssetRef, required: true, description: 'The asset to change.' }),
      input: t.arg({ type: AssetUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: (_root, { id, input }, ctx) => {
      const checks = new InputChecks();
      checkShared(checks, input, false);
      if (input.name !== undefined) checks.requiredText(['name'], input.name, TEXT_MAX);
      for (const name of ['type', 'status', 'isArchived', 'size', 'expectedLifetime', 'description', 'labels'] as const) {
        if (input[name] === null) checks.add([name], 'INVALID', `${name} cannot be cleared; leave it out to keep it`);
      }
      return mutate(
        checks,
        async () => {
          const body: AssetWrite = {
            name: trimmed(input.name),
            type: input.type ?? undefined,
            status: input.status ?? undefined,
            manufacturer: trimmed(input.manufacturer),
            model: trimmed(input.model),
            serialNumber: trimmed(input.serialNumber),
            size: input.size ?? undefined,
            labelIds: dbIds(input.labels),
            installDate: input.installDate,
            manufacturingDate: input.manufacturingDate,
            expectedLifetime: input.expectedLifetime ?? undefined,
            description: input.description ?? undefined,
            isArchived: input.isArchived ?? undefined,
          };
          return primeFresh(AssetRef, ctx, await updateAsset(ctx.upstream, parseDatabaseId(id.id), body));
        },
        (field) => ['input', field === 'labelIds' ? 'labels' : field],
      );
    },
  }),
}));
