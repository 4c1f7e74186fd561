/**
 * Projects and opportunities (vendor `/projects…`, `/opportunities…`; `/requests` via the server rewrite):
 * one set of handlers for both kinds. Their contacts are their own (ACC-5); a project's stage change goes
 * through moveProjectStage, which fires PROJECT_MOVEMENT (EVT-2).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import type { Table } from '../core/db.js';
import { badRequest, notFound, nowIso, pathId, q } from '../core/http.js';
import { bodySchema, field, idParams, listQueryFields, querySchema, searchQueryFields, textQueryFields } from '../core/schemas.js';
import { listPage, searchPredicate, textPredicate, type FieldMap, type TextFields } from '../core/search.js';
import { ahjsAt } from '../geo/lookup.js';
import { moveProjectStage } from './project-stage.js';
import {
  accountsTable,
  contactsTable,
  opportunitiesTable,
  projectsTable,
  sitesTable,
  stagesTable,
  usersTable,
  workflowsTable,
  type Opportunity,
  type Project,
  type RecordBase,
  type Workflow,
} from './model.js';
import { recordTitle, renderOpportunity, renderProject } from './render.js';
import { actorOf, bodyOf, existingContactIds, input, mergeCustom, stampIfChanged, type Body } from '../core/record-input.js';
import { findMatch, matchByValues, strategies } from './accounts.js';
import { contactFor } from './contacts.js';
import { createSite, geocodeAddress } from './sites.js';
import { PROJECT_STATUSES } from '../../rest-enums.js';

type Kind = 'project' | 'opportunity';
type AnyRecord = Project | Opportunity;

interface KindConfig {
  kind: Kind;
  path: string;
  param: string;
  scope: 'PROJECT' | 'OPPORTUNITY';
  table(): Table<AnyRecord>;
  render(companyId: number, r: AnyRecord): Record<string, unknown>;
  /** Vendor: opportunities list newest first by default, projects oldest first. */
  listOrder: 'asc' | 'desc';
  firstUid: number;
}

/** Everything a create or update body may carry, validated; undefined = not sent. */
function readRecordBody(ctx: SandboxContext, companyId: number, kind: Kind, b: Body) {
  const users = usersTable(ctx.db);
  const userId = (name: string) => {
    const id = input.int(b, name, { nullable: true });
    if (id && !users.get(id, companyId)) throw badRequest(name, `No user with id ${id}`);
    return id;
  };
  const primaryEmail = input.str(b, 'primaryEmail', { nullable: true });
  if (primaryEmail && !/^[^@\s]+@[^@\s]+$/.test(primaryEmail)) throw badRequest('primaryEmail', 'primaryEmail must be an email address');
  const contacts = input.intList(b, 'contacts', { nullable: true });
  // The vendor's Workflows 2.0 name for the stage is `phaseId`; both are accepted.
  const stageId = input.int(b, 'stageId') ?? input.int(b, 'phaseId') ?? undefined;
  const status = input.enum(b, 'status', PROJECT_STATUSES);
  return {
    title: input.str(b, 'title')?.trim(),
    address: input.address(b),
    description: input.str(b, 'description', { nullable: true }),
    trades: input.strList(b, 'trades'),
    workflowId: input.int(b, 'workflowId') ?? undefined,
    stageId,
    value: input.num(b, 'value', { nullable: true }),
    size: input.num(b, 'size', { nullable: true }),
    status: kind === 'project' ? status : undefined,
    confidence: kind === 'opportunity' ? input.num(b, 'confidence', { nullable: true, min: 0, max: 100 }) : undefined,
    primaryEmail,
    primaryPhone: input.str(b, 'primaryPhone', { nullable: true }),
    contacts: contacts ? existingContactIds(ctx.db, companyId, contacts) : contacts,
    isActive: input.bool(b, 'isActive'),
    ownerId: userId('ownerId'),
    salesRepId: userId('salesRepId'),
    projectManagerId: userId('projectManagerId'),
    custom: input.obj(b, 'custom'),
  };
}

type RecordInput = ReturnType<typeof readRecordBody>;

/** The workflow and stage a record ends up in: a stage must belong to the workflow (400 naming it). */
function resolveStage(
  ctx: SandboxContext,
  companyId: number,
  scope: KindConfig['scope'],
  f: RecordInput,
  current?: RecordBase,
): { workflow: Workflow; stageId: number } {
  const workflows = workflowsTable(ctx.db);
  let workflow: Workflow | undefined;
  if (f.workflowId !== undefined) {
    workflow = workflows.get(f.workflowId, companyId);
    if (!workflow || workflow.type !== scope) throw badRequest('workflowId', `No ${scope.toLowerCase()} workflow with id ${f.workflowId}`);
  } else if (current?.workflowId) {
    workflow = workflows.get(current.workflowId, companyId);
  }
  workflow ??= workflows.all(companyId).find((w) => w.type === scope);
  if (!workflow) throw badRequest('workflowId', `The company has no ${scope.toLowerCase()} workflow`);
  if (f.stageId !== undefined) {
    const field = 'stageId';
    if (!workflow.stageIds.includes(f.stageId) || !stagesTable(ctx.db).get(f.stageId, companyId)) {
      throw badRequest(field, `Stage ${f.stageId} is not a stage of workflow ${workflow.id}`);
    }
    return { workflow, stageId: f.stageId };
  }
  if (current && current.workflowId === workflow.id) return { workflow, stageId: current.stageId };
  return { workflow, stageId: workflow.stageIds[0] };
}

/** Location fields from the record's site, or from geocoding the address when it has none. */
function locate(ctx: SandboxContext, companyId: number, address: string, siteId: number | null) {
  const site = siteId === null ? undefined : sitesTable(ctx.db).get(siteId, companyId);
  const geo = site?.geoLocation ? { ...site } : { ...geocodeAddress(address) };
  const [lat, lng] = (geo.geoLocation ?? '').split(',').map(Number);
  const jurisdiction = geo.geoLocation ? (ahjsAt(ctx.db, lat, lng)[0] ?? null) : null;
  return { geoLocation: geo.geoLocation ? [geo.geoLocation] : [], street: geo.street, city: geo.city, state: geo.state, zipcode: geo.zipcode, jurisdiction };
}

/** Copies the plain fields given; `enrich` fills only empty ones (ACC-9 strategies). */
function applyPlain(r: AnyRecord, f: RecordInput, enrich: boolean): void {
  const target = r as unknown as Record<string, unknown>;
  const keys = [
    'title',
    'description',
    'trades',
    'value',
    'size',
    'status',
    'confidence',
    'primaryEmail',
    'primaryPhone',
    'ownerId',
    'salesRepId',
    'projectManagerId',
  ] as const;
  for (const key of keys) {
    const value = f[key];
    if (value === undefined) continue;
    const current = target[key];
    if (enrich && current !== null && current !== '' && !(Array.isArray(current) && current.length === 0)) continue;
    target[key] = value;
  }
  if (f.isActive !== undefined) r.isActive = f.isActive;
}

/**
 * The route schemas of a kind: path ids checked as `pathId` checks them; query and body documented (the
 * handlers check them, after the record is found).
 */
function kindSchemas(c: KindConfig) {
  const params = idParams(c.param);
  const userId = (role: string) => field(`the ${role} (a user id) or null`);
  const fields = {
    title: field('string; required on create, empty only under an account'),
    address: field('a list holding the location; required on create'),
    description: field('string or null'),
    trades: field(`a list of strings${c.kind === 'opportunity' ? '; required on create' : ''}`),
    workflowId: field('the workflow (an id)'),
    stageId: field('the stage (an id) of the workflow'),
    phaseId: field('the Workflows 2.0 name of stageId'),
    value: field('number or null'),
    size: field('number or null'),
    ...(c.kind === 'project' ? { status: field(`${PROJECT_STATUSES.join(', ')}`) } : { confidence: field('0..100 or null') }),
    primaryEmail: field('an email address or null'),
    primaryPhone: field('string or null'),
    contacts: field('contact ids, the first the primary, or null'),
    isActive: field('true or false'),
    ownerId: userId('owner'),
    salesRepId: userId('sales rep'),
    projectManagerId: userId('project manager'),
    custom: field('custom field values by name'),
  };
  const allowNewOptions = field('add unknown dropdown values as options: true/false; default false');
  return {
    list: { querystring: querySchema({ ...listQueryFields, ...textQueryFields }) },
    search: { querystring: querySchema({ ...searchQueryFields, ...listQueryFields }) },
    get: { params, querystring: querySchema({ include_archived: field('also return an archived record: true/false') }) },
    create: {
      querystring: querySchema({
        allow_new_options: allowNewOptions,
        match_by: field(`the field an existing record is matched on: ${matchByValues.join(', ')}; default title`),
        match_found_strategy: field(`what a match does: ${strategies.join(', ')}; default skip`),
      }),
      body: bodySchema({ ...fields, accountId: field('the account (an id) or null') }),
    },
    update: {
      params,
      querystring: querySchema({ allow_new_options: allowNewOptions }),
      body: bodySchema({ ...fields, accountId: field('cannot be changed: delete and re-create the record') }),
    },
    delete: { params },
  };
}

function registerKind(app: FastifyInstance, ctx: SandboxContext, c: KindConfig): void {
  const { path, param } = c;
  const schemas = kindSchemas(c);
  const find = (companyId: number, params: unknown) => {
    const r = c.table().get(pathId(params, param), companyId);
    if (!r) throw notFound(c.kind === 'project' ? 'Project' : 'Opportunity');
    return r;
  };
  const primaryName = (companyId: number, r: AnyRecord) => (r.contactIds.length ? (contactsTable(ctx.db).get(r.contactIds[0], companyId)?.name ?? '') : '');
  const textFields = (companyId: number): TextFields<AnyRecord> => ({
    title: (r) => recordTitle(ctx.db, companyId, r),
    address: (r) => r.address.join(' '),
    primaryName: (r) => primaryName(companyId, r),
    primaryPhone: (r) => r.primaryPhone ?? '',
    primaryEmail: (r) => r.primaryEmail ?? '',
    extra: (r) => `${r.description ?? ''} ${r.uid} ${r.city ?? ''} ${r.state ?? ''}`,
  });
  const searchFields = (companyId: number): FieldMap<AnyRecord> => {
    const stageName = (r: AnyRecord) => stagesTable(ctx.db).get(r.stageId, companyId)?.name;
    const fields: FieldMap<AnyRecord> = {
      id: { kind: 'number', get: (r) => r.id },
      uid: { kind: 'number', get: (r) => r.uid },
      title: { kind: 'text', get: (r) => recordTitle(ctx.db, companyId, r) },
      name: { kind: 'text', get: (r) => recordTitle(ctx.db, companyId, r) },
      description: { kind: 'text', get: (r) => r.description },
      address: { kind: 'text', get: (r) => r.address },
      isActive: { kind: 'bool', get: (r) => r.isActive },
      primaryEmail: { kind: 'text', get: (r) => r.primaryEmail },
      primaryPhone: { kind: 'text', get: (r) => r.primaryPhone },
      number: { kind: 'number', get: (r) => r.number },
      createdAt: { kind: 'date', get: (r) => r.createdAt },
      updatedAt: { kind: 'date', get: (r) => r.updatedAt },
      type: { kind: 'text', get: () => c.scope },
      trades: { kind: 'list', get: (r) => r.trades },
      value: { kind: 'number', get: (r) => r.value },
      size: { kind: 'number', get: (r) => r.size },
      workflowId: { kind: 'number', get: (r) => r.workflowId },
      workflowName: { kind: 'text', get: (r) => r.workflowName },
      accountId: { kind: 'number', get: (r) => r.accountId },
      clientId: { kind: 'number', get: (r) => r.accountId },
      siteId: { kind: 'number', get: (r) => r.siteId },
      stageId: { kind: 'number', get: (r) => r.stageId },
      phaseId: { kind: 'number', get: (r) => r.stageId },
      stage: { kind: 'text', get: stageName },
      phase: { kind: 'text', get: stageName },
      street: { kind: 'text', get: (r) => r.street },
      city: { kind: 'text', get: (r) => r.city },
      state: { kind: 'text', get: (r) => r.state },
      zipcode: { kind: 'text', get: (r) => r.zipcode },
      ownerId: { kind: 'number', get: (r) => r.ownerId },
      salesRepId: { kind: 'number', get: (r) => r.salesRepId },
      projectManagerId: { kind: 'number', get: (r) => r.projectManagerId },
      jurisdictionId: { kind: 'number', get: (r) => r.jurisdiction?.id },
    };
    if (c.kind === 'project') {
      fields.status = { kind: 'text', get: (r) => (r as Project).status };
      fields.requestStatus = { kind: 'text', get: (r) => (r as Project).requestStatus };
    } else {
      fields.confidence = { kind: 'number', get: (r) => (r as Opportunity).confidence };
      fields.lastActivity = { kind: 'date', get: (r) => (r as Opportunity).lastActivity };
    }
    return fields;
  };
  const setContacts = (req: FastifyRequest, r: AnyRecord, f: RecordInput, auto: boolean) => {
    if (f.contacts !== undefined) r.contactIds = f.contacts ?? [];
    else if (auto && (f.primaryEmail || f.primaryPhone)) {
      const contact = contactFor(
        ctx.db,
        req.companyId,
        recordTitle(ctx.db, req.companyId, r),
        f.primaryEmail ?? null,
        f.primaryPhone ?? null,
        actorOf(ctx, req),
      );
      r.contactIds = [contact.id, ...r.contactIds.filter((id) => id !== contact.id)];
    } else return;
    const primary = r.contactIds.length ? contactsTable(ctx.db).get(r.contactIds[0], req.companyId) : undefined;
    if (f.primaryEmail === undefined && primary) r.primaryEmail = primary.emails[0] ?? r.primaryEmail;
    if (f.primaryPhone === undefined && primary) r.primaryPhone = primary.phones[0] ?? r.primaryPhone;
  };
  const applyStage = (companyId: number, r: AnyRecord, stageId: number) => {
    if (r.stageId === stageId) return;
    if (c.kind === 'project') moveProjectStage(ctx, companyId, r.id, stageId);
    else Object.assign(r, { stageId, stageEnteredAt: nowIso() });
  };

  app.get(`/${path}`, { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.list }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const rows = listPage(c.table().all(req.companyId), query, { defaultOrder: c.listOrder, where: textPredicate(query, textFields(req.companyId)) });
    return rows.map((r) => c.render(req.companyId, r));
  });

  app.get(`/${path}/search`, { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.search }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const where = searchPredicate(query, searchFields(req.companyId), (r: AnyRecord) => r.custom);
    return listPage(c.table().all(req.companyId), query, { defaultOrder: 'asc', where }).map((r) => c.render(req.companyId, r));
  });

  app.get(`/${path}/:${param}`, { config: { errorCode: 'NOT_FOUND' }, schema: schemas.get }, async (req) => {
    const r = find(req.companyId, req.params);
    if (!r.isActive && !q.bool(req.query as Record<string, unknown>, 'include_archived')) throw notFound(c.kind === 'project' ? 'Project' : 'Opportunity');
    return c.render(req.companyId, r);
  });

  app.post(`/${path}`, { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.create }, async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    const allowNew = q.bool(query, 'allow_new_options');
    const matchBy = q.enum(query, 'match_by', matchByValues, 'title')!;
    const strategy = q.enum(query, 'match_found_strategy', strategies, 'skip')!;
    const b = bodyOf(req);
    const f = readRecordBody(ctx, req.companyId, c.kind, b);
    const accountId = input.int(b, 'accountId', { nullable: true }) ?? null;
    const account = accountId === null ? undefined : accountsTable(ctx.db).get(accountId, req.companyId);
    if (accountId !== null && !account) throw badRequest('accountId', `No account with id ${accountId}`);
    if (f.title === undefined) throw badRequest('title', 'title is required');
    if (f.title === '' && !account) throw badRequest('title', 'title must not be empty without an accountId');
    if (f.address === undefined) throw badRequest('address', 'address is required: a list holding the location');
    if (c.kind === 'opportunity' && f.trades === undefined) throw badRequest('trades', 'trades is required');
    const { workflow, stageId } = resolveStage(ctx, req.companyId, c.scope, f);
    const actor = actorOf(ctx, req);
    const match = findMatch(c.table().all(req.companyId), matchBy, f);
    if (match) {
      if (strategy !== 'skip') {
        const custom = f.custom && mergeCustom(ctx.db, req.companyId, c.kind, match.custom, f.custom, { allowNew, enrich: strategy === 'enrich' });
        const before = JSON.stringify(match);
        applyPlain(match, f, strategy === 'enrich');
        if (custom) match.custom = custom;
        if (strategy === 'replace' || match.contactIds.length === 0) setContacts(req, match, f, true);
        stampIfChanged(match, before, actor);
      }
      return reply.code(200).send(c.render(req.companyId, match));
    }
    const custom = f.custom ? mergeCustom(ctx.db, req.companyId, c.kind, {}, f.custom, { allowNew }) : {};
    const address = f.address[0];
    let siteId: number | null = null;
    if (account) {
      // The record sits on the account's site at that address, created when the account has none there.
      const sites = sitesTable(ctx.db)
        .all(req.companyId)
        .filter((s) => s.accountId === account.id);
      const same = sites.find((s) => (s.fullAddress ?? '').trim().toLowerCase() === address.toLowerCase());
      siteId = (same ?? createSite(ctx, req.companyId, account.id, { title: null, fullAddress: address })).id;
    }
    const now = nowIso();
    const uid =
      c
        .table()
        .all(req.companyId)
        .reduce((max, r) => Math.max(max, r.uid), c.firstUid - 1) + 1;
    const base: Omit<RecordBase, 'id'> = {
      uid,
      createdAt: now,
      updatedAt: now,
      title: f.title,
      description: f.description ?? null,
      address: f.address,
      isActive: true,
      primaryEmail: f.primaryEmail ?? account?.primaryEmail ?? null,
      primaryPhone: f.primaryPhone ?? account?.primaryPhone ?? null,
      number: uid,
      createdBy: actor,
      updatedBy: null,
      custom,
      // Vendor: trades default to solar.
      trades: f.trades ?? ['SOLAR'],
      value: f.value ?? null,
      size: f.size ?? null,
      workflowId: workflow.id,
      workflowName: workflow.name,
      accountId,
      siteId,
      ...locate(ctx, req.companyId, f.address[0], siteId),
      stageId,
      stageEnteredAt: now,
      ownerId: f.ownerId ?? null,
      salesRepId: f.salesRepId ?? null,
      projectManagerId: f.projectManagerId ?? null,
      contactIds: [],
    };
    const record =
      c.kind === 'project'
        ? projectsTable(ctx.db).insert(req.companyId, { ...base, status: f.status ?? 'ACTIVE', requestStatus: null })
        : opportunitiesTable(ctx.db).insert(req.companyId, { ...base, confidence: f.confidence ?? null, lastActivity: now });
    setContacts(req, record, f, true);
    return reply.code(201).send(c.render(req.companyId, record));
  });

  app.patch(`/${path}/:${param}`, { config: { errorCode: 'NOT_FOUND' }, schema: schemas.update }, async (req) => {
    const r = find(req.companyId, req.params);
    const b = bodyOf(req);
    if (b.accountId !== undefined) throw badRequest('accountId', 'The account of a record cannot be changed; delete and re-create it under the new account');
    const f = readRecordBody(ctx, req.companyId, c.kind, b);
    if (f.title === '' && r.accountId === null) throw badRequest('title', 'title must not be empty without an account');
    const { workflow, stageId } = resolveStage(ctx, req.companyId, c.scope, f, r);
    const allowNew = q.bool(req.query as Record<string, unknown>, 'allow_new_options');
    // Validated last so that a rejected request adds no dropdown option (updates are atomic).
    const custom = f.custom && mergeCustom(ctx.db, req.companyId, c.kind, r.custom, f.custom, { allowNew });
    const before = JSON.stringify(r);
    applyPlain(r, f, false);
    if (custom) r.custom = custom;
    if (f.address) Object.assign(r, { address: f.address, ...locate(ctx, req.companyId, f.address[0], null) });
    r.workflowId = workflow.id;
    r.workflowName = workflow.name;
    setContacts(req, r, f, false);
    applyStage(req.companyId, r, stageId);
    if (stampIfChanged(r, before, actorOf(ctx, req)) && c.kind === 'opportunity') (r as Opportunity).lastActivity = r.updatedAt;
    return c.render(req.companyId, r);
  });

  app.delete(`/${path}/:${param}`, { config: { errorCode: 'NOT_FOUND' }, schema: schemas.delete }, async (req, reply) => {
    const r = find(req.companyId, req.params);
    c.table().delete(r.id);
    return reply.code(200).send();
  });
}

export function registerProjectRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  registerKind(app, ctx, {
    kind: 'project',
    path: 'projects',
    param: 'projectId',
    scope: 'PROJECT',
    table: () => projectsTable(ctx.db) as Table<AnyRecord>,
    render: (companyId, r) => renderProject(ctx.db, companyId, r as Project),
    listOrder: 'asc',
    firstUid: 1,
  });
  registerKind(app, ctx, {
    kind: 'opportunity',
    path: 'opportunities',
    param: 'opportunityId',
    scope: 'OPPORTUNITY',
    table: () => opportunitiesTable(ctx.db) as Table<AnyRecord>,
    render: (companyId, r) => renderOpportunity(ctx.db, companyId, r as Opportunity),
    listOrder: 'desc',
    firstUid: 5001,
  });
}
