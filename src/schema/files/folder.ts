/**
 * Folders and phases of projects and opportunities, and what they hold: `FolderItem` (folder, file or
 * form, FOLD-1/2/6) read through `GET /folders/{id}/contents` and `GET /phases/{id}/contents`, and the
 * record's folder list (`Project.folders`: root folders plus phase rows). Each list costs one request
 * per parent, all parents of a level in one wave.
 */
import { builder } from '../builder.js';
import { OpportunityRef, ProjectRef, UserRef } from '../refs.js';
import { reader } from '../summary.js';
import { recordLookupField } from '../ids.js';
import { typenameOf } from '../typename.js';
import { dateTime } from '../lenient.js';
import type { GatewayContext } from '../../gateway/context.js';
import { FileRef, FolderRef, FormRef } from './refs.js';
import { ownerFields, userOrNull } from './common.js';
import { contentRecord, contentsLoader, folderListRecords, foldersLoader, listKey, phaseOfRecord, phaseRow, type PhaseRec } from './lists.js';
import type { FolderOwnerPath, RestFolder } from '../../upstream/files.js';

const get = reader<RestFolder>(FolderRef);

/** One request per list; priced at five entries a level so a full tree (phase, folder, subfolder: FOLD-4) fits the cost limit. */
const LIST_COST = { field: 1, multiplier: 5 };

export const FolderItemRef = builder.unionType('FolderItem', {
  // FOLD-1, FOLD-2, FOLD-6
  description:
    'A direct child of a folder or a phase: a subfolder, a file, or a form. Forms sit in folders and phases like files do (their document is a file with `isForm`).',
  types: [FolderRef, FileRef, FormRef],
  resolveType: (item) => typenameOf(item) ?? 'File',
});

export const PhaseRef = builder.objectRef<PhaseRec>('Phase');

export const FolderRootRef = builder.unionType('FolderRoot', {
  description: "An entry of a project's or opportunity's folder list: a root folder, or a phase row (whose folders and files are its `contents`).",
  types: [FolderRef, PhaseRef],
  resolveType: (item) => (typenameOf(item) === 'Phase' ? 'Phase' : 'Folder'),
});

const contentsDescription = (noun: string, path: string) =>
  // FOLD-1, FOLD-6
  `The ${noun}'s direct children only (REST \`${path}\`): subfolders, files and forms, subfolders first; ask for \`contents\` of a subfolder to go deeper. Cost: one upstream request per ${noun}.`;

async function contentsOf(ctx: GatewayContext, owner: 'folder' | 'phase', id: number, includeArchived: boolean | null | undefined) {
  const rows = await contentsLoader(ctx).load(listKey(owner, id, !!includeArchived));
  return rows.map((row) => contentRecord(ctx, row));
}

FolderRef.implement({
  // FOLD-4
  description: 'A folder of a project or opportunity. Folders nest two levels at most: a root folder (in the record or in a phase) and its subfolders.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the folder.' }),
    name: t.string({ nullable: true, description: 'Name of the folder.', resolve: get('name') }),
    isActive: t.boolean({
      nullable: true,
      description:
        'False when the folder is archived (archive = folderUpdate with isActive false); archived folders are left out of lists unless includeArchived is true.',
      resolve: get('isActive'),
    }),
    createdAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the folder was created.',
      resolve: get('createdAt', dateTime),
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the folder was last changed.',
      resolve: get('updatedAt', dateTime),
    }),
    createdBy: t.field({
      type: UserRef,
      nullable: true,
      description:
        'The user who created the folder; null when unknown. Names come with the folder; `phone` and `role` cost one upstream request per operation.',
      resolve: get('createdByUser', userOrNull),
    }),
    parent: t.field({
      type: FolderRef,
      nullable: true,
      description: 'The parent folder of a subfolder; null for a root folder. Cost: one upstream request per distinct folder.',
      resolve: async (f, a, c) => {
        const id = await get('parentId')(f, a, c);
        return typeof id === 'number' ? { id } : null;
      },
    }),
    phase: t.field({
      type: PhaseRef,
      nullable: true,
      description:
        'The phase a root folder sits in; null when it sits in the record itself or under a parent folder. Cost: one upstream request per record the phase is on (its folder list).',
      resolve: async (f, a, c) => {
        const [phaseInstanceId, projectId, opportunityId] = await Promise.all([
          get('phaseInstanceId')(f, a, c),
          get('projectId')(f, a, c),
          get('opportunityId')(f, a, c),
        ]);
        return phaseOfRecord({ phaseInstanceId, projectId, opportunityId });
      },
    }),
    ...ownerFields(t, 'folder', FolderRef),
    contents: t.field({
      type: [FolderItemRef],
      description: contentsDescription('folder', 'GET /folders/{id}/contents'),
      args: { includeArchived: t.arg.boolean({ defaultValue: false, description: 'Include archived folders and files; default false.' }) },
      complexity: LIST_COST,
      resolve: (f, args, ctx) => contentsOf(ctx, 'folder', f.id, args.includeArchived),
    }),
  }),
});

const getPhase = (key: keyof PhaseRec) => async (p: PhaseRec, _a: unknown, ctx: GatewayContext) => (key in p ? p[key] : (await phaseRow(ctx, p))[key]);

PhaseRef.implement({
  description:
    'A phase instance of a project or opportunity (a phase row of its folder list). Phases hold folders, files and forms like folders do. A phase cannot be read by id: fields not already at hand cost one upstream request per record (its folder list).',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id of the phase instance (`phaseInstanceId` elsewhere).' }),
    phaseId: t.int({
      nullable: true,
      description: 'The id of the phase itself, shared by every instance of that phase.',
      resolve: async (p, a, c) => ((await getPhase('phaseId')(p, a, c)) as number | undefined) ?? null,
    }),
    name: t.string({
      nullable: true,
      description: 'Name of the phase.',
      resolve: async (p, a, c) => ((await getPhase('name')(p, a, c)) as string | undefined) ?? null,
    }),
    position: t.int({
      nullable: true,
      description: "Order of the phase in the record's workflow, from 0.",
      resolve: async (p, a, c) => ((await getPhase('position')(p, a, c)) as number | undefined) ?? null,
    }),
    status: t.string({
      nullable: true,
      description: 'Progress of the phase (e.g. NOT_STARTED, IN_PROGRESS, COMPLETED).',
      resolve: async (p, a, c) => ((await getPhase('status')(p, a, c)) as string | undefined) ?? null,
    }),
    startedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the phase started; null before it has.',
      resolve: async (p, a, c) => dateTime(await getPhase('startedAt')(p, a, c)),
    }),
    completedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the phase was completed; null until then.',
      resolve: async (p, a, c) => dateTime(await getPhase('completedAt')(p, a, c)),
    }),
    project: t.field({
      type: ProjectRef,
      nullable: true,
      description: 'The project of the phase; null on an opportunity. Cost: one upstream request per distinct project.',
      resolve: (p) => (typeof p.projectId === 'number' ? { id: p.projectId } : null),
    }),
    opportunity: t.field({
      type: OpportunityRef,
      nullable: true,
      description: 'The opportunity of the phase; null on a project. Cost: one upstream request per distinct opportunity.',
      resolve: (p) => (typeof p.opportunityId === 'number' ? { id: p.opportunityId } : null),
    }),
    contents: t.field({
      type: [FolderItemRef],
      description: contentsDescription('phase', 'GET /phases/{id}/contents'),
      args: { includeArchived: t.arg.boolean({ defaultValue: false, description: 'Include archived folders and files; default false.' }) },
      complexity: LIST_COST,
      resolve: (p, args, ctx) => contentsOf(ctx, 'phase', p.id, args.includeArchived),
    }),
  }),
});

function foldersField(owner: FolderOwnerPath, noun: string) {
  return builder.objectFields(owner === 'projects' ? ProjectRef : OpportunityRef, (t) => ({
    folders: t.field({
      type: [FolderRootRef],
      description: `The ${noun}'s root folders and its phase rows: phases first, in workflow order, then root folders by name. Cost: one upstream request per ${noun}; ${owner} of one page are fetched together.`,
      args: { includeArchived: t.arg.boolean({ defaultValue: false, description: 'Include archived folders; default false.' }) },
      complexity: LIST_COST,
      resolve: async (r: { id: number }, args: { includeArchived?: boolean | null }, ctx: GatewayContext) =>
        folderListRecords(ctx, await foldersLoader(ctx).load(listKey(owner, r.id, !!args.includeArchived))),
    }),
  }));
}
foldersField('projects', 'project');
foldersField('opportunities', 'opportunity');

builder.queryFields((t) => ({
  folder: recordLookupField(t, FolderRef, 'a folder'),
}));
