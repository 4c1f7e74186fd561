/**
 * Calls: the company-wide list with AI fields (GET /calls, spec only), the classification options, and
 * the older per-record lists with their POST to log a call (vendor OpenAPI). Reminders: calls/reminders.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { badRequest, nowIso, pageOf, paginate, q } from '../core/http.js';
import { bodySchema, documentedParams, field as documented, listQueryFields, querySchema } from '../core/schemas.js';
import { byCreation, callOptionsTable, callsTable, renderCall, renderLegacyCall, type CallRecord } from './model.js';
import { bodyOf, field } from './body.js';
import { owners, ownerIdOf } from './owners.js';
import { registerReminderRoutes } from './reminders.js';
import { CALL_OPTION_TYPES, CALL_OUTCOMES } from '../../rest-enums.js';

/** LIM-1: reason and disposition are names of up to 255 characters. */
const NAME_MAX = 255;

/**
 * The route schemas, documenting only: the handlers check every value in their order (the owner id first,
 * its malformed or unknown value a 404 Project/Opportunity/Account not found, never a 400), so nothing is
 * refused here.
 */
const schemas = {
  list: {
    querystring: querySchema({
      page: listQueryFields.page,
      page_size: listQueryFields.page_size,
      order_by: documented('asc or desc, by creation time; default desc'),
      outcome: documented(CALL_OUTCOMES.join(', ')),
      reason: documented(`a reason name (up to ${NAME_MAX} characters)`),
      disposition: documented(`a disposition name (up to ${NAME_MAX} characters)`),
      updated_after: documented('ISO 8601 timestamp; a change to custom property values counts'),
      updated_before: listQueryFields.updated_before,
    }),
  },
  options: { querystring: querySchema({ type: documented(CALL_OPTION_TYPES.join(' or ')) }) },
  owned: (param: string) => ({ params: documentedParams(param) }),
  create: (param: string) => ({
    params: documentedParams(param),
    body: bodySchema({
      fromNumber: documented('the caller; required'),
      toNumber: documented('the called number; required'),
      isInbound: documented('true or false; default false'),
      startTime: documented('ISO 8601 date-time; required'),
      endTime: documented('ISO 8601 date-time, not before startTime; required'),
      reason: documented(`a reason name, up to ${NAME_MAX} characters; required`),
      disposition: documented(`a disposition name, up to ${NAME_MAX} characters; required`),
      outcome: documented(CALL_OUTCOMES.join(', ')),
      note: documented('string or null'),
      recordingUrl: documented('string or null'),
      transcriptUrl: documented('string or null'),
    }),
  }),
};

export function registerCallRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  // ERR-1, CALL-9: every error body of GET /calls carries GRAPHQL_ERROR, injected faults included.
  app.get('/calls', { config: { errorCode: 'GRAPHQL_ERROR' }, schema: schemas.list }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const page = pageOf(query);
    const order = q.enum(query, 'order_by', ['asc', 'desc'] as const, 'desc')!;
    const outcome = q.enum(query, 'outcome', CALL_OUTCOMES);
    const reason = nameFilter(query, 'reason');
    const disposition = nameFilter(query, 'disposition');
    const after = q.date(query, 'updated_after');
    const before = q.date(query, 'updated_before');
    const inWindow = (iso: string | null) => {
      if (iso === null) return false;
      const t = Date.parse(iso);
      return (after === undefined || t > after) && (before === undefined || t < before);
    };
    const windowed = after !== undefined || before !== undefined;
    const calls = callsTable(ctx.db)
      .all(req.companyId)
      .filter(
        (c) =>
          (outcome === undefined || c.outcome === outcome) &&
          (reason === undefined || c.reason === reason) &&
          (disposition === undefined || c.disposition === disposition) &&
          // CALL-2: a change to custom property values counts as an update in the window.
          (!windowed || inWindow(c.updatedAt) || inWindow(c.customUpdatedAt)),
      )
      .sort(byCreation(order));
    return paginate(calls, page).map(renderCall);
  });

  // CALL-10: the response shape is not shown; a bare list like the other list endpoints.
  app.get('/calls/classification-options', { config: { errorCode: 'GRAPHQL_ERROR' }, schema: schemas.options }, async (req) => {
    const type = q.enum(req.query as Record<string, unknown>, 'type', CALL_OPTION_TYPES);
    return callOptionsTable(ctx.db)
      .all(req.companyId)
      .filter((o) => type === undefined || o.type === type)
      .sort((a, b) => CALL_OPTION_TYPES.indexOf(a.type) - CALL_OPTION_TYPES.indexOf(b.type) || a.id - b.id)
      .map(({ id, type: kind, name, isDefault }) => ({ id, type: kind, name, isDefault }));
  });

  for (const owner of owners) {
    const path = `/${owner.path}/:${owner.param}/calls`;
    // CALL-8: older shape, newest first; every error body says NOT_FOUND (502 comes from backend faults).
    app.get(path, { config: { errorCode: 'NOT_FOUND' }, schema: schemas.owned(owner.param) }, async (req) => {
      const id = ownerIdOf(ctx.db, req, owner);
      return callsTable(ctx.db)
        .all(req.companyId)
        .filter((c) => c[owner.param] === id)
        .sort(byCreation('desc'))
        .map(renderLegacyCall);
    });

    // The vendor's create: its error bodies carry UNAUTHORIZED.
    app.post(path, { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.create(owner.param) }, async (req, reply) => {
      const id = ownerIdOf(ctx.db, req, owner);
      const call = callFromBody(bodyOf(req.body));
      const createdAt = nowIso();
      const row = callsTable(ctx.db).insert(req.companyId, {
        ...call,
        createdAt,
        updatedAt: createdAt,
        projectId: owner.param === 'projectId' ? id : null,
        opportunityId: owner.param === 'opportunityId' ? id : null,
        accountId: owner.param === 'accountId' ? id : null,
      });
      return reply.code(201).send(renderLegacyCall(row));
    });
  }

  registerReminderRoutes(app, ctx);
}

function nameFilter(query: Record<string, unknown>, name: string): string | undefined {
  const v = q.str(query, name);
  if (v !== undefined && v.length > NAME_MAX) throw badRequest(name, `${name} must be at most ${NAME_MAX} characters`);
  return v;
}

type LoggedCall = Omit<CallRecord, 'id' | 'createdAt' | 'updatedAt' | 'projectId' | 'opportunityId' | 'accountId'>;

/** The vendor's CallCreate; reason and disposition take any company-defined name (spec, CALL-5, LIM-1). */
function callFromBody(b: ReturnType<typeof bodyOf>): LoggedCall {
  const fromNumber = field.string(b, 'fromNumber', { required: true })!;
  const toNumber = field.string(b, 'toNumber', { required: true })!;
  const isInbound = field.bool(b, 'isInbound') ?? false;
  const startTime = field.date(b, 'startTime', { required: true })!;
  const endTime = field.date(b, 'endTime', { required: true })!;
  if (endTime < startTime) throw badRequest('endTime', 'endTime must not be before startTime');
  const reason = field.string(b, 'reason', { required: true, max: NAME_MAX })!;
  const disposition = field.string(b, 'disposition', { required: true, max: NAME_MAX })!;
  const outcome = field.enum(b, 'outcome', CALL_OUTCOMES) ?? null;
  return {
    fromNumber,
    toNumber,
    isInbound,
    outcome,
    startTime,
    endTime,
    reason,
    disposition,
    note: field.string(b, 'note', { nullable: true }) ?? null,
    summary: null,
    transcriptText: null,
    recordingUrl: field.string(b, 'recordingUrl', { nullable: true }) ?? null,
    transcriptUrl: field.string(b, 'transcriptUrl', { nullable: true }) ?? null,
    missedCount: outcome === null || outcome === 'ANSWERED' ? null : 1,
    classificationNote: null,
    resolution: null,
    customUpdatedAt: null,
  };
}
