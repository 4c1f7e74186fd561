/**
 * Project and opportunity writes: `POST /projects|opportunities` (match options as on accounts,
 * ACC-9/10) and `PATCH …/{id}` (archive = `isActive: false`, ARCH-1; `stageId` moves the record, which
 * for a project fires PROJECT_MOVEMENT). Their contacts are their own (ACC-5): `contacts` is a list of
 * contact ids, the first the primary (ACC-3). The payload is primed with the REST answer, which
 * always holds the contacts.
 */
import { builder, type Types } from '../builder.js';
import { AccountRef, ContactRef, OpportunityRef, ProjectRef, UserRef } from '../refs.js';
import { WorkflowRef } from '../users/refs.js';
import { parseDatabaseId } from '../ids.js';
import { InputChecks, mutate, payloadType, primeFresh } from '../mutations.js';
import type { HasLoader, Rec } from '../summary.js';
import { AccountMatchBy, MatchFoundStrategy } from '../accounts/account-mutations.js';
import { ProjectStatus } from './project.js';
import type { RestProject } from '../../upstream/projects.js';
import type { RestOpportunity } from '../../upstream/opportunities.js';
import { createWorkRecord, updateWorkRecord, type RecordOf, type WorkRecordPath, type WorkRecordWrite } from '../../upstream/project-writes.js';

type Kind = 'project' | 'opportunity';
type Fields = PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>;

/** The fields create and update of both kinds share; `create` words them for a new record. */
function sharedInputFields(t: Fields, noun: Kind, create: boolean) {
  return {
    description: t.string({ description: `Free-text description of the ${noun}${create ? '' : '; null clears it'}.` }),
    trades: t.stringList({
      required: create && noun === 'opportunity',
      description: `Trade types (e.g. SOLAR, ROOFING)${create && noun === 'project' ? '; default SOLAR' : ''}${create && noun === 'opportunity' ? '; required' : ''}.`,
    }),
    workflowId: t.globalID({ for: WorkflowRef, description: `The workflow the ${noun} follows (default: the company's first ${noun} workflow).` }),
    stageId: t.int({
      description: `REST id of a stage of the ${noun}'s workflow (\`Stage.databaseId\`) to put it in${noun === 'project' ? '; moving a project between stages fires the PROJECT_MOVEMENT automation (see the `projectStageChanged` subscription)' : ''}.`,
    }),
    value: t.float({ description: `Value of the ${noun}, in US dollars with cents.` }),
    size: t.float({ description: `Size of the ${noun} (e.g. system size).` }),
    // ACC-8
    primaryEmail: t.string({
      description: `Primary e-mail address${create ? '; without `contacts`, a contact is created from it (or an existing one with that e-mail is used)' : ''}.`,
    }),
    // ACC-8
    primaryPhone: t.string({
      description: `Primary phone number${create ? '; without `contacts`, a contact is created from it (or an existing one with that phone is used)' : ''}.`,
    }),
    contacts: t.globalIDList({
      for: ContactRef,
      // ACC-3, ACC-5
      description: `The ${noun}'s own contacts (not its account's), ${create ? '' : 'replacing the list; '}existing contacts only (create them with contactCreate); the first becomes the primary contact.`,
    }),
    ownerId: t.globalID({ for: UserRef, description: `The user who owns the ${noun}.` }),
    salesRepId: t.globalID({ for: UserRef, description: 'The sales representative.' }),
    projectManagerId: t.globalID({ for: UserRef, description: 'The project manager.' }),
    custom: t.field({ type: 'JSONObject', description: "Custom property values keyed by the property's keyName; a null value clears that property." }),
    // ACC-10
    allowNewOptions: t.boolean({
      description: 'True lets a `custom` value add a new option to a dropdown property; default false (an unknown option is refused).',
    }),
  };
}

/** The fields only a create takes: title and address required, the account, and the match options. */
function createInputFields(t: Fields, noun: Kind) {
  return {
    title: t.string({ required: true, description: `Title (name) of the ${noun}; must not be blank.` }),
    address: t.string({ required: true, description: 'The location as one line, e.g. "1200 Main St, Durango, CO 81301".' }),
    accountId: t.globalID({
      for: AccountRef,
      description: `The account the ${noun} belongs to; it cannot be changed later. The ${noun} sits on the account's site at that address (created when missing).`,
    }),
    // ACC-9
    matchBy: t.field({ type: AccountMatchBy, description: `Field that finds an existing ${noun} instead of creating a duplicate; default TITLE.` }),
    // ACC-9
    matchFoundStrategy: t.field({ type: MatchFoundStrategy, description: 'What to do with a match; default SKIP.' }),
    ...sharedInputFields(t, noun, true),
  };
}

/** The fields only an update takes: a new title or address, and archiving. */
function updateInputFields(t: Fields, noun: Kind) {
  return {
    title: t.string({ description: 'New title; must not be blank.' }),
    address: t.string({ description: 'New address, as one line; the location is geocoded again.' }),
    // ARCH-1
    isActive: t.boolean({ description: `False archives the ${noun}, true restores it.` }),
    ...sharedInputFields(t, noun, false),
  };
}

const projectStatus = (t: Fields) => t.field({ type: ProjectStatus, description: 'Delivery status (default ACTIVE).' });
const confidence = (t: Fields) => t.float({ description: 'Deal confidence, 0 to 100.' });

const ProjectCreateInput = builder.inputType('ProjectCreateInput', {
  description: 'A new project (REST `POST /projects`).',
  fields: (t) => Object.assign({}, createInputFields(t, 'project'), { status: projectStatus(t) }),
});
const ProjectUpdateInput = builder.inputType('ProjectUpdateInput', {
  description: 'Changes to a project (REST `PATCH /projects/{id}`); fields left out are unchanged. The account cannot be changed.',
  fields: (t) => Object.assign({}, updateInputFields(t, 'project'), { status: projectStatus(t) }),
});
const OpportunityCreateInput = builder.inputType('OpportunityCreateInput', {
  description: 'A new opportunity (REST `POST /opportunities`).',
  fields: (t) => Object.assign({}, createInputFields(t, 'opportunity'), { confidence: confidence(t) }),
});
const OpportunityUpdateInput = builder.inputType('OpportunityUpdateInput', {
  description: 'Changes to an opportunity (REST `PATCH /opportunities/{id}`); fields left out are unchanged. The account cannot be changed.',
  fields: (t) => Object.assign({}, updateInputFields(t, 'opportunity'), { confidence: confidence(t) }),
});

const matchedExisting = (noun: Kind) => ({
  nullable: true,
  // ACC-9
  description: `True when an existing ${noun} matched \`matchBy\` and was returned instead of a new one; false when a new ${noun} was created; null when refused.`,
  resolve: (p: object) => (p as { matchedExisting?: boolean }).matchedExisting ?? null,
});

const ProjectCreatePayload = payloadType<RestProject>(
  'ProjectCreatePayload',
  'Result of projectCreate.',
  'project',
  ProjectRef,
  'The created project, or the existing one a match found; null when refused.',
);
const ProjectUpdatePayload = payloadType<RestProject>(
  'ProjectUpdatePayload',
  'Result of projectUpdate.',
  'project',
  ProjectRef,
  'The project after the change; null when refused.',
);
const OpportunityCreatePayload = payloadType<RestOpportunity>(
  'OpportunityCreatePayload',
  'Result of opportunityCreate.',
  'opportunity',
  OpportunityRef,
  'The created opportunity, or the existing one a match found; null when refused.',
);
const OpportunityUpdatePayload = payloadType<RestOpportunity>(
  'OpportunityUpdatePayload',
  'Result of opportunityUpdate.',
  'opportunity',
  OpportunityRef,
  'The opportunity after the change; null when refused.',
);
builder.objectFields(ProjectCreatePayload, (t) => ({ matchedExisting: t.boolean(matchedExisting('project')) }));
builder.objectFields(OpportunityCreatePayload, (t) => ({ matchedExisting: t.boolean(matchedExisting('opportunity')) }));

/** Every input field either kind may carry, as the resolvers see them. */
interface RecordArgs {
  title?: string | null;
  address?: string | null;
  accountId?: { id: string | number } | null;
  description?: string | null;
  trades?: string[] | null;
  workflowId?: { id: string | number } | null;
  stageId?: number | null;
  value?: number | null;
  size?: number | null;
  status?: WorkRecordWrite['status'] | null;
  confidence?: number | null;
  primaryEmail?: string | null;
  primaryPhone?: string | null;
  contacts?: { id: string | number }[] | null;
  ownerId?: { id: string | number } | null;
  salesRepId?: { id: string | number } | null;
  projectManagerId?: { id: string | number } | null;
  custom?: Record<string, unknown> | null;
  isActive?: boolean | null;
  allowNewOptions?: boolean | null;
  matchBy?: 'title' | 'primaryEmail' | 'primaryPhone' | 'address' | null;
  matchFoundStrategy?: 'skip' | 'replace' | 'enrich' | null;
}

/** Input rules checkable without upstream state. */
function checkRecord(a: RecordArgs, create: boolean): InputChecks {
  const checks = new InputChecks();
  if (create || a.title !== undefined) checks.required(['title'], a.title);
  if (create || a.address !== undefined) checks.required(['address'], a.address);
  if (a.primaryEmail && !/^[^@\s]+@[^@\s]+$/.test(a.primaryEmail)) checks.add(['primaryEmail'], 'INVALID', 'primaryEmail must be an e-mail address');
  checks.range(['confidence'], a.confidence, 0, 100);
  if (a.stageId != null && a.stageId < 1) checks.add(['stageId'], 'INVALID', 'stageId must be a positive stage id');
  return checks;
}

const ref = (g: { id: string | number } | null | undefined) => (g ? parseDatabaseId(g.id) : g === null ? null : undefined);

function bodyOf(a: RecordArgs): WorkRecordWrite {
  return {
    title: a.title ?? undefined,
    address: a.address ? [a.address] : undefined,
    accountId: a.accountId ? parseDatabaseId(a.accountId.id) : undefined,
    description: a.description,
    trades: a.trades ?? undefined,
    workflowId: a.workflowId ? parseDatabaseId(a.workflowId.id) : undefined,
    stageId: a.stageId ?? undefined,
    value: a.value,
    size: a.size,
    status: a.status ?? undefined,
    confidence: a.confidence,
    primaryEmail: a.primaryEmail,
    primaryPhone: a.primaryPhone,
    contacts: a.contacts?.map((c) => parseDatabaseId(c.id)),
    ownerId: ref(a.ownerId),
    salesRepId: ref(a.salesRepId),
    projectManagerId: ref(a.projectManagerId),
    custom: a.custom ?? undefined,
    isActive: a.isActive ?? undefined,
  };
}

const PATHS: Record<Kind, WorkRecordPath> = { project: 'projects', opportunity: 'opportunities' };

/** The by-id loader the record a write of `path` answers is primed into. */
type WrittenRef<P extends WorkRecordPath> = HasLoader<Rec<RecordOf<P>>>;

function create<P extends WorkRecordPath>(path: P, ref: WrittenRef<P>, a: RecordArgs, ctx: Parameters<typeof primeFresh>[1]) {
  let matched: boolean | undefined;
  return mutate(checkRecord(a, true), async () => {
    const { record, created } = await createWorkRecord(ctx.upstream, path, bodyOf(a), {
      matchBy: a.matchBy ?? undefined,
      matchFoundStrategy: a.matchFoundStrategy ?? undefined,
      allowNewOptions: a.allowNewOptions ?? undefined,
    });
    matched = !created;
    return primeFresh(ref, ctx, record);
  }).then((payload) => Object.assign({}, payload, { matchedExisting: matched }));
}

function update<P extends WorkRecordPath>(path: P, ref: WrittenRef<P>, id: string | number, a: RecordArgs, ctx: Parameters<typeof primeFresh>[1]) {
  return mutate(checkRecord(a, false), async () => {
    const record = await updateWorkRecord(ctx.upstream, path, parseDatabaseId(id), bodyOf(a), { allowNewOptions: a.allowNewOptions ?? undefined });
    return primeFresh(ref, ctx, record);
  });
}

const CREATE_NOTE = (noun: Kind) =>
  // ACC-3, ACC-5, ACC-9
  `or returns an existing ${noun} that matches on \`matchBy\`: SKIP leaves it unchanged, REPLACE overwrites it, ENRICH fills its empty fields. The payload shows its own contacts, the primary first.`;

const updateDescription = (noun: Kind, a: string, moves: string) =>
  // ARCH-1, ACC-5
  `Changes ${a} (REST \`PATCH /${PATHS[noun]}/{id}\`): \`isActive: false\` archives it and \`true\` restores it; \`stageId\` moves it to another stage${moves}; \`contacts\` replaces its own contacts.`;

builder.mutationFields((t) => ({
  projectCreate: t.field({
    type: ProjectCreatePayload,
    description: `Creates a project (REST \`POST /projects\`), ${CREATE_NOTE('project')}`,
    args: { input: t.arg({ type: ProjectCreateInput, required: true, description: 'The new project.' }) },
    resolve: (_root, args, ctx) => create('projects', ProjectRef, args.input, ctx),
  }),
  projectUpdate: t.field({
    type: ProjectUpdatePayload,
    description: updateDescription('project', 'a project', ' and fires PROJECT_MOVEMENT'),
    args: {
      id: t.arg.globalID({ for: ProjectRef, required: true, description: 'The project to change.' }),
      input: t.arg({ type: ProjectUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: (_root, args, ctx) => update('projects', ProjectRef, args.id.id, args.input, ctx),
  }),
  opportunityCreate: t.field({
    type: OpportunityCreatePayload,
    description: `Creates an opportunity (REST \`POST /opportunities\`), ${CREATE_NOTE('opportunity')}`,
    args: { input: t.arg({ type: OpportunityCreateInput, required: true, description: 'The new opportunity.' }) },
    resolve: (_root, args, ctx) => create('opportunities', OpportunityRef, args.input, ctx),
  }),
  opportunityUpdate: t.field({
    type: OpportunityUpdatePayload,
    description: updateDescription('opportunity', 'an opportunity', ''),
    args: {
      id: t.arg.globalID({ for: OpportunityRef, required: true, description: 'The opportunity to change.' }),
      input: t.arg({ type: OpportunityUpdateInput, required: true, description: 'The changes.' }),
    },
    resolve: (_root, args, ctx) => update('opportunities', OpportunityRef, args.id.id, args.input, ctx),
  }),
}));
