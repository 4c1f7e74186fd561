/**
 * Accounts (spec "Account", "POST /accounts"; vendor list, search, get, patch, delete): ACC-1..12,
 * ARCH-1, and the `/clients` alias through the server's rewrite (PATH-1).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { badRequest, notFound, pathId, q } from '../core/http.js';
import { bodySchema, field, idParams, listQueryFields, querySchema, searchQueryFields, textQueryFields } from '../core/schemas.js';
import { listPage, searchPredicate, textPredicate, type FieldMap, type TextFields } from '../core/search.js';
import { accountsTable, contactsTable, phoneKey, sitesTable, usersTable, type Account, type Site } from './model.js';
import { renderAccount } from './render.js';
import { actorOf, bodyOf, existingContactIds, input, mergeCustom, stampIfChanged, type Body } from '../core/record-input.js';
import { contactFor, linkContactToAccount } from './contacts.js';
import { createSite } from './sites.js';
import { ACCOUNT_TYPES } from '../../rest-enums.js';

export const matchByValues = ['title', 'primaryEmail', 'primaryPhone', 'address'] as const;
export type MatchBy = (typeof matchByValues)[number];
export const strategies = ['skip', 'replace', 'enrich'] as const;

interface Matchable {
  title: string;
  address: string[];
  primaryEmail: string | null;
  primaryPhone: string | null;
  isActive: boolean;
}

const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/** ACC-9: the active record equal to the probe on `match_by` (case, spacing and phone formatting ignored). */
export function findMatch<T extends Matchable>(
  items: T[],
  by: MatchBy,
  probe: Partial<Pick<Matchable, 'title' | 'address' | 'primaryEmail' | 'primaryPhone'>>,
): T | undefined {
  const key = (r: Partial<Matchable>): string => {
    switch (by) {
      case 'title':
        return norm(r.title);
      case 'address':
        return norm(r.address?.[0]);
      case 'primaryEmail':
        return norm(r.primaryEmail);
      case 'primaryPhone':
        return phoneKey(r.primaryPhone);
    }
  };
  const wanted = key(probe);
  if (wanted === '') return undefined;
  return items.find((r) => r.isActive && key(r) === wanted);
}

/** The contact-shaped fields of an account create or update body. */
function readAccountBody(ctx: SandboxContext, companyId: number, b: Body) {
  const ownerId = input.int(b, 'ownerId', { nullable: true });
  if (ownerId && !usersTable(ctx.db).get(ownerId, companyId)) throw badRequest('ownerId', `No user with id ${ownerId}`);
  const primaryEmail = input.str(b, 'primaryEmail', { nullable: true });
  if (primaryEmail && !/^[^@\s]+@[^@\s]+$/.test(primaryEmail)) throw badRequest('primaryEmail', 'primaryEmail must be an email address');
  const contacts = input.intList(b, 'contacts', { nullable: true });
  return {
    title: input.str(b, 'title', { nonEmpty: true })?.trim(),
    address: input.address(b),
    description: input.str(b, 'description', { nullable: true }),
    accountType: input.enum(b, 'accountType', ACCOUNT_TYPES, { nullable: true }),
    ownerId,
    primaryEmail,
    primaryPhone: input.str(b, 'primaryPhone', { nullable: true }),
    contacts: contacts ? existingContactIds(ctx.db, companyId, contacts) : contacts,
    isActive: input.bool(b, 'isActive'),
    custom: input.obj(b, 'custom'),
  };
}

type AccountInput = ReturnType<typeof readAccountBody>;

/**
 * Sets an account's contacts (ACC-7: ids, the first primary) or, with `auto` and only a primary email or
 * phone, the contact created or matched for it first (ACC-8); the primary email and phone follow the primary.
 */
function applyContacts(ctx: SandboxContext, req: FastifyRequest, account: Account, f: AccountInput, auto: boolean): void {
  let ids = f.contacts ?? undefined;
  if (f.contacts === null) ids = [];
  if (ids === undefined && auto && (f.primaryEmail || f.primaryPhone)) {
    const contact = contactFor(ctx.db, req.companyId, account.title, f.primaryEmail ?? null, f.primaryPhone ?? null, actorOf(ctx, req));
    ids = [contact.id, ...account.contactIds.filter((id) => id !== contact.id)];
  }
  if (ids === undefined) return;
  const contacts = contactsTable(ctx.db);
  for (const id of account.contactIds.filter((c) => !ids!.includes(c))) {
    const c = contacts.get(id, req.companyId);
    if (c) c.accountIds = c.accountIds.filter((a) => a !== account.id);
  }
  account.contactIds = [];
  for (const id of ids) linkContactToAccount(ctx.db, req.companyId, id, account.id);
  const primary = contacts.get(ids[0], req.companyId);
  if (f.primaryEmail === undefined && primary) account.primaryEmail = primary.emails[0] ?? account.primaryEmail;
  if (f.primaryPhone === undefined && primary) account.primaryPhone = primary.phones[0] ?? account.primaryPhone;
}

/** Copies the given fields onto the account; `enrich` fills only empty ones (ACC-9 strategies). */
function applyFields(account: Account, f: AccountInput, custom: Record<string, unknown> | undefined, enrich = false): void {
  const set = <K extends keyof Account>(key: K, value: Account[K] | undefined) => {
    if (value === undefined) return;
    const current = account[key];
    if (enrich && current !== null && current !== '' && !(Array.isArray(current) && current.length === 0)) return;
    account[key] = value;
  };
  set('title', f.title);
  set('address', f.address);
  set('description', f.description);
  set('accountType', f.accountType);
  set('ownerId', f.ownerId);
  set('primaryEmail', f.primaryEmail);
  set('primaryPhone', f.primaryPhone);
  if (f.isActive !== undefined) account.isActive = f.isActive;
  if (custom) account.custom = custom;
}

/** The fields of an account create or update body (`readAccountBody`). */
const accountBody = bodySchema({
  title: field('string, not empty; required on create'),
  address: field('a list holding exactly one non-empty address; required on create'),
  description: field('string or null'),
  accountType: field('RESIDENTIAL, COMMERCIAL or null'),
  ownerId: field('a user id or null'),
  primaryEmail: field('an email address or null'),
  primaryPhone: field('string or null'),
  contacts: field('contact ids, the first the primary (ACC-7), or null'),
  isActive: field('true or false'),
  custom: field('custom field values by name'),
});
const includeContacts = field('render the contacts: true/false; default false');
const allowNewOptions = field('add unknown dropdown values as options: true/false; default false');
const accountParams = idParams('accountId');

/** The route schemas: path ids checked as `pathId` checks them; query and body documented (the handlers check them). */
const schemas = {
  list: { querystring: querySchema({ include_contacts: includeContacts, ...listQueryFields, ...textQueryFields }) },
  search: { querystring: querySchema({ ...searchQueryFields, include_contacts: includeContacts, ...listQueryFields }) },
  get: {
    params: accountParams,
    querystring: querySchema({ include_archived: field('also return an archived account: true/false'), include_contacts: includeContacts }),
  },
  create: {
    querystring: querySchema({
      allow_new_options: allowNewOptions,
      match_by: field(`the field an existing account is matched on (ACC-9): ${matchByValues.join(', ')}; default title`),
      match_found_strategy: field(`what a match does: ${strategies.join(', ')}; default skip`),
    }),
    body: accountBody,
  },
  update: { params: accountParams, querystring: querySchema({ allow_new_options: allowNewOptions }), body: accountBody },
  delete: { params: accountParams },
};

export function registerAccountRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const accounts = () => accountsTable(ctx.db);
  const find = (companyId: number, params: unknown) => {
    const a = accounts().get(pathId(params, 'accountId'), companyId);
    if (!a) throw notFound('Account');
    return a;
  };
  const primaryName = (companyId: number, a: Account) => (a.contactIds.length ? (contactsTable(ctx.db).get(a.contactIds[0], companyId)?.name ?? '') : '');
  const textFields = (companyId: number): TextFields<Account> => ({
    title: (a) => a.title,
    address: (a) => a.address.join(' '),
    primaryName: (a) => primaryName(companyId, a),
    primaryPhone: (a) => a.primaryPhone ?? '',
    primaryEmail: (a) => a.primaryEmail ?? '',
    extra: (a) => `${a.description ?? ''} ${a.number}`,
  });
  const searchFields = (companyId: number): FieldMap<Account> => {
    const siteOf = new Map<number, Site>();
    for (const s of sitesTable(ctx.db).all(companyId)) if (!siteOf.has(s.accountId)) siteOf.set(s.accountId, s);
    return {
      id: { kind: 'number', get: (a) => a.id },
      title: { kind: 'text', get: (a) => a.title },
      name: { kind: 'text', get: (a) => a.title },
      description: { kind: 'text', get: (a) => a.description },
      address: { kind: 'text', get: (a) => a.address },
      isActive: { kind: 'bool', get: (a) => a.isActive },
      primaryEmail: { kind: 'text', get: (a) => a.primaryEmail },
      primaryPhone: { kind: 'text', get: (a) => a.primaryPhone },
      number: { kind: 'number', get: (a) => a.number },
      createdAt: { kind: 'date', get: (a) => a.createdAt },
      updatedAt: { kind: 'date', get: (a) => a.updatedAt },
      accountType: { kind: 'text', get: (a) => a.accountType },
      type: { kind: 'text', get: (a) => a.accountType },
      ownerId: { kind: 'number', get: (a) => a.ownerId },
      // An account's place is its first site's.
      street: { kind: 'text', get: (a) => siteOf.get(a.id)?.street },
      city: { kind: 'text', get: (a) => siteOf.get(a.id)?.city },
      state: { kind: 'text', get: (a) => siteOf.get(a.id)?.state },
      zipcode: { kind: 'text', get: (a) => siteOf.get(a.id)?.zipcode },
    };
  };

  app.get('/accounts', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.list }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const contacts = q.bool(query, 'include_contacts');
    const rows = listPage(accounts().all(req.companyId), query, { defaultOrder: 'desc', where: textPredicate(query, textFields(req.companyId)) });
    return rows.map((a) => renderAccount(ctx.db, req.companyId, a, { contacts }));
  });

  app.get('/accounts/search', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.search }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const where = searchPredicate(query, searchFields(req.companyId), (a: Account) => a.custom);
    const contacts = q.bool(query, 'include_contacts');
    return listPage(accounts().all(req.companyId), query, { defaultOrder: 'asc', where }).map((a) => renderAccount(ctx.db, req.companyId, a, { contacts }));
  });

  // The hot path (≥ 5,000 per second): one map lookup and one small object.
  app.get('/accounts/:accountId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.get }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const account = find(req.companyId, req.params);
    // Vendor: archived records are returned only with include_archived=true.
    if (!account.isActive && !q.bool(query, 'include_archived')) throw notFound('Account');
    return renderAccount(ctx.db, req.companyId, account, { contacts: q.bool(query, 'include_contacts') });
  });

  // ACC-6..10, ACC-12: every error body of this endpoint carries code UNAUTHORIZED (spec table).
  app.post('/accounts', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.create }, async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    const allowNew = q.bool(query, 'allow_new_options');
    const matchBy = q.enum(query, 'match_by', matchByValues, 'title')!;
    const strategy = q.enum(query, 'match_found_strategy', strategies, 'skip')!;
    const b = bodyOf(req);
    const f = readAccountBody(ctx, req.companyId, b);
    if (f.title === undefined) throw badRequest('title', 'title is required');
    if (f.address === undefined) throw badRequest('address', 'address is required: a list holding the primary address');
    const actor = actorOf(ctx, req);
    const match = findMatch(accounts().all(req.companyId), matchBy, f as Partial<Matchable>);
    if (match) {
      if (strategy !== 'skip') {
        const custom = f.custom && mergeCustom(ctx.db, req.companyId, 'account', match.custom, f.custom, { allowNew, enrich: strategy === 'enrich' });
        const before = JSON.stringify(match);
        applyFields(match, f, custom, strategy === 'enrich');
        if (strategy === 'replace' || match.contactIds.length === 0) applyContacts(ctx, req, match, f, true);
        stampIfChanged(match, before, actor);
      }
      return reply.code(200).send(renderAccount(ctx.db, req.companyId, match, { contacts: true }));
    }
    const custom = f.custom ? mergeCustom(ctx.db, req.companyId, 'account', {}, f.custom, { allowNew }) : {};
    const now = new Date().toISOString();
    const number =
      accounts()
        .all(req.companyId)
        .reduce((max, a) => Math.max(max, a.number), 999) + 1;
    const account = accounts().insert(req.companyId, {
      createdAt: now,
      updatedAt: now,
      title: f.title,
      description: f.description ?? null,
      address: f.address,
      isActive: true,
      primaryEmail: f.primaryEmail ?? null,
      primaryPhone: f.primaryPhone ?? null,
      number,
      createdBy: actor,
      updatedBy: null,
      custom,
      accountType: f.accountType ?? null,
      ownerId: f.ownerId ?? null,
      contactIds: [],
    });
    applyContacts(ctx, req, account, f, true);
    createSite(ctx, req.companyId, account.id, { title: 'Main site', fullAddress: f.address[0] });
    return reply.code(201).send(renderAccount(ctx.db, req.companyId, account, { contacts: true }));
  });

  app.patch('/accounts/:accountId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.update }, async (req) => {
    const account = find(req.companyId, req.params);
    const allowNew = q.bool(req.query as Record<string, unknown>, 'allow_new_options');
    const f = readAccountBody(ctx, req.companyId, bodyOf(req));
    // Validated last so that a rejected request adds no dropdown option (updates are atomic).
    const custom = f.custom && mergeCustom(ctx.db, req.companyId, 'account', account.custom, f.custom, { allowNew });
    const before = JSON.stringify(account);
    applyFields(account, f, custom);
    // ACC-8 is a creation rule: on PATCH a new primary email or phone just sets the field.
    applyContacts(ctx, req, account, f, false);
    stampIfChanged(account, before, actorOf(ctx, req));
    return renderAccount(ctx.db, req.companyId, account, { contacts: true });
  });

  app.delete('/accounts/:accountId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.delete }, async (req, reply) => {
    const account = find(req.companyId, req.params);
    for (const id of account.contactIds) {
      const c = contactsTable(ctx.db).get(id, req.companyId);
      if (c) c.accountIds = c.accountIds.filter((a) => a !== account.id);
    }
    const sites = sitesTable(ctx.db);
    for (const s of sites.all(req.companyId)) if (s.accountId === account.id) sites.delete(s.id);
    accounts().delete(account.id);
    return reply.code(200).send();
  });
}
