/**
 * Vendor writes: `vendorCreate` (POST /vendors: an upsert, so a vendor with the same name and type is
 * answered as it is), `vendorUpdate` (PATCH), `vendorDelete` (DELETE), and the project links
 * `projectVendorAdd`/`projectVendorRemove` (POST|DELETE /projects/{id}/vendors/{vendorId}).
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.js';
import { ContactRef, ProjectRef } from '../refs.js';
import { parseDatabaseId } from '../ids.js';
import { InputChecks, mutate, payloadType, primeFresh, type FieldMapper } from '../mutations.js';
import { VendorRef } from './refs.js';
import { VendorType } from './vendor.js';
import type { RestVendor } from '../../upstream/vendors.js';
import { createVendor, deleteVendor, linkVendorToProject, updateVendor, type VendorWrite } from '../../upstream/vendor-writes.js';

const NAME_MAX = 255;
const WEBSITE_MAX = 2048;

const VendorCreateInput = builder.inputType('VendorCreateInput', {
  description: 'A new vendor (REST `POST /vendors`). A vendor with the same name (any case) and type is matched instead of created.',
  fields: (t) => ({
    name: t.string({ required: true, description: `Vendor name; not blank, at most ${NAME_MAX} characters.` }),
    vendorType: t.field({ type: VendorType, required: true, description: 'What the vendor does.' }),
    address: t.string({ description: 'The full address (REST `address`, a one-element list).' }),
    website: t.string({ description: `Website, at most ${WEBSITE_MAX} characters.` }),
    description: t.string({ description: 'Free-text description.' }),
    isActive: t.boolean({ description: 'False creates it archived; default true.' }),
    contacts: t.globalIDList({ for: ContactRef, description: 'Contacts of the vendor, the first one primary (REST `contacts`).' }),
    projects: t.globalIDList({ for: ProjectRef, description: 'Projects to link the vendor to (REST `projectIds`).' }),
    custom: t.field({ type: 'JSONObject', description: 'Custom property values keyed by keyName.' }),
  }),
});

const VendorUpdateInput = builder.inputType('VendorUpdateInput', {
  description: 'Changes to a vendor (REST `PATCH /vendors/{id}`); fields left out are unchanged.',
  fields: (t) => ({
    name: t.string({ description: `Vendor name; not blank, at most ${NAME_MAX} characters.` }),
    vendorType: t.field({ type: VendorType, description: 'What the vendor does.' }),
    address: t.string({ description: 'The full address.' }),
    website: t.string({ description: `Website, at most ${WEBSITE_MAX} characters; null clears it.` }),
    description: t.string({ description: 'Free-text description; null clears it.' }),
    isActive: t.boolean({ description: 'False archives the vendor, true brings it back.' }),
    contacts: t.globalIDList({ for: ContactRef, description: 'The contacts, replacing the list; the first is primary.' }),
    projects: t.globalIDList({ for: ProjectRef, description: 'The linked projects, replacing the links.' }),
    custom: t.field({ type: 'JSONObject', description: 'Custom property values keyed by keyName; null clears one.' }),
  }),
});

const VendorCreatePayload = payloadType<RestVendor>(
  'VendorCreatePayload',
  'Result of vendorCreate.',
  'vendor',
  VendorRef,
  'The created vendor, or the existing one with the same name and type; null when refused.',
);
const VendorUpdatePayload = payloadType<RestVendor>(
  'VendorUpdatePayload',
  'Result of vendorUpdate.',
  'vendor',
  VendorRef,
  'The vendor after the change; null when refused.',
);
const VendorDeletePayload = payloadType<string>(
  'VendorDeletePayload',
  'Result of vendorDelete.',
  'deletedVendorId',
  'ID',
  'The global id the deleted vendor had; null when refused.',
);

interface Link {
  id: number;
  projectId: number;
}
/** One payload type per mutation (docs/schema-conventions.md), so either can grow a field alone. */
function projectVendorPayload(name: string, mutation: string) {
  const ref = payloadType<Link>(
    name,
    `Result of ${mutation}.`,
    'vendor',
    VendorRef,
    'The vendor after the change (its `projects` show the link); null when refused.',
  );
  builder.objectFields(ref, (t) => ({
    project: t.field({
      type: ProjectRef,
      nullable: true,
      description: 'The project after the change (its `vendors` show the link); null when refused.',
      resolve: (p) => (p.record as Link | null)?.projectId ?? null,
    }),
  }));
  return ref;
}
const ProjectVendorAddPayload = projectVendorPayload('ProjectVendorAddPayload', 'projectVendorAdd');
const ProjectVendorRemovePayload = projectVendorPayload('ProjectVendorRemovePayload', 'projectVendorRemove');

type Ids = { id: string | number }[] | null | undefined;
const dbIds = (list: Ids) => list?.map((g) => parseDatabaseId(g.id));
/** REST field names to input paths (contacts and projects are named differently in the input). */
const fields: FieldMapper = (f) => ['input', f === 'projectIds' ? 'projects' : f.split('.')[0]!];

function checkText(checks: InputChecks, input: { name?: string | null; website?: string | null; address?: string | null }, create: boolean): void {
  if (create || input.name !== undefined) checks.requiredText(['name'], input.name, NAME_MAX);
  checks.maxLength(['website'], input.website, WEBSITE_MAX);
  if (input.address != null) checks.required(['address'], input.address);
}

builder.mutationFields((t) => ({
  vendorCreate: t.field({
    type: VendorCreatePayload,
    description: 'Creates a vendor (REST `POST /vendors`). A vendor with the same name (any case) and type already there is returned unchanged instead.',
    args: { input: t.arg({ type: VendorCreateInput, required: true, description: 'The new vendor.' }) },
    resolve: (_root, { input }, ctx) => {
      const checks = new InputChecks();
      checkText(checks, input, true);
      return mutate(
        checks,
        async () => {
          const body: VendorWrite = {
            name: input.name.trim(),
            vendorType: input.vendorType,
            address: input.address ? [input.address.trim()] : undefined,
            website: input.website ?? undefined,
            description: input.description ?? undefined,
            isActive: input.isActive ?? undefined,
            contacts: dbIds(input.contacts),
            projectIds: dbIds(input.projects),
            custom: input.custom ?? undefined,
          };
          return primeFresh(VendorRef, ctx, await createVendor(ctx.upstream, body));
        },
        fields,
      );
    },
  }),
  vendorUpdate: t.field({
    type: VendorUpdatePayload,
    description: 'Changes a vendor (REST `PATCH /vendors/{id}`). `contacts` and `projects` replace the lists when given; `isActive: false` archives it.',
    args: {
      id: t.arg.globalID({ for: VendorRef, required: true, description: 'The vendor to change.' }),
      input: t.arg({ type: VendorUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: (_root, { id, input }, ctx) => {
      const checks = new InputChecks();
      checkText(checks, input, false);
      for (const name of ['vendorType', 'isActive', 'address', 'contacts', 'projects', 'custom'] as const) {
        if (input[name] === null) checks.add([name], 'INVALID', `${name} cannot be cleared with null; leave it out to keep it`);
      }
      return mutate(
        checks,
        async () => {
          const body: VendorWrite = {
            name: input.name?.trim(),
            vendorType: input.vendorType ?? undefined,
            address: input.address ? [input.address.trim()] : undefined,
            website: input.website,
            description: input.description,
            isActive: input.isActive ?? undefined,
            contacts: dbIds(input.contacts),
            projectIds: dbIds(input.projects),
            custom: input.custom ?? undefined,
          };
          return primeFresh(VendorRef, ctx, await updateVendor(ctx.upstream, parseDatabaseId(id.id), body));
        },
        fields,
      );
    },
  }),
  vendorDelete: t.field({
    type: VendorDeletePayload,
    description:
      'Deletes a vendor for good (REST `DELETE /vendors/{id}`). Irreversible: its project links go with it and its id no longer resolves. To hide a vendor instead, archive it with vendorUpdate(isActive: false).',
    args: { id: t.arg.globalID({ for: VendorRef, required: true, description: 'The vendor to delete.' }) },
    resolve: (_root, { id }, ctx) =>
      mutate(new InputChecks(), async () => {
        const databaseId = parseDatabaseId(id.id);
        await deleteVendor(ctx.upstream, databaseId);
        VendorRef.getDataloader(ctx).clear(databaseId);
        return encodeGlobalID('Vendor', databaseId);
      }),
  }),
  projectVendorAdd: t.field({
    type: ProjectVendorAddPayload,
    description:
      'Links a vendor to a project (REST `POST /projects/{projectId}/vendors/{vendorId}`); linking twice changes nothing. NOT_FOUND when either does not exist.',
    args: {
      project: t.arg.globalID({ for: ProjectRef, required: true, description: 'The project.' }),
      vendor: t.arg.globalID({ for: VendorRef, required: true, description: 'The vendor to link.' }),
    },
    resolve: (_root, args, ctx) =>
      mutate(
        new InputChecks([]),
        async () => {
          const link = { id: parseDatabaseId(args.vendor.id), projectId: parseDatabaseId(args.project.id) };
          await linkVendorToProject(ctx.upstream, link.projectId, link.id);
          return link;
        },
        (f) => [f],
        ['vendor'],
      ),
  }),
  projectVendorRemove: t.field({
    type: ProjectVendorRemovePayload,
    description:
      'Unlinks a vendor from a project (REST `DELETE /projects/{projectId}/vendors/{vendorId}`). NOT_FOUND when either does not exist or they are not linked.',
    args: {
      project: t.arg.globalID({ for: ProjectRef, required: true, description: 'The project.' }),
      vendor: t.arg.globalID({ for: VendorRef, required: true, description: 'The vendor to unlink.' }),
    },
    resolve: (_root, args, ctx) =>
      mutate(
        new InputChecks([]),
        async () => {
          const link = { id: parseDatabaseId(args.vendor.id), projectId: parseDatabaseId(args.project.id) };
          await linkVendorToProject(ctx.upstream, link.projectId, link.id, true);
          return link;
        },
        (f) => [f],
        ['vendor'],
      ),
  }),
}));
