/**
 * Contacts (vendor `/contacts`): people linked to accounts and projects. Accounts, projects and
 * opportunities reference them by id and render them as ContactRef (ACC-3, ACC-4, ACC-7).
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import type { Db } from '../core/db.js';
import { badRequest, notFound, nowIso, pageOf, paginate, pathId, q, sortBy, updatedWindow } from '../core/http.js';
import { bodySchema, field, idParams, listQueryFields, querySchema } from '../core/schemas.js';
import { accountsTable, contactsTable, opportunitiesTable, phoneKey, projectsTable, type Contact, type UserSummary } from './model.js';
import { renderContact } from './render.js';
import { bodyOf, input, actorOf } from '../core/record-input.js';

const digits = (s: string) => s.replace(/\D/g, '');

/**
 * ACC-8: the contact behind a `primaryEmail`/`primaryPhone` given without `contacts`: an existing contact
 * with that email (case-insensitive) or phone (same digits), else a new one named `name`.
 */
export function contactFor(db: Db, companyId: number, name: string, email: string | null, phone: string | null, createdBy: UserSummary | null): Contact {
  const table = contactsTable(db);
  const wantedEmail = email?.toLowerCase();
  const wantedPhone = phoneKey(phone);
  const found = table
    .all(companyId)
    .find(
      (c) =>
        (wantedEmail !== undefined && c.emails.some((e) => e.toLowerCase() === wantedEmail)) ||
        (wantedPhone !== '' && c.phones.some((p) => phoneKey(p) === wantedPhone)),
    );
  if (found) return found;
  const now = nowIso();
  return table.insert(companyId, {
    name,
    title: null,
    description: null,
    emails: email ? [email] : [],
    phones: phone ? [phone] : [],
    createdAt: now,
    updatedAt: now,
    createdByUser: createdBy,
    accountIds: [],
  });
}

/** Links a contact to an account both ways; the account's first contact stays its primary. */
export function linkContactToAccount(db: Db, companyId: number, contactId: number, accountId: number): void {
  const contact = contactsTable(db).get(contactId, companyId);
  const account = accountsTable(db).get(accountId, companyId);
  if (!contact || !account) return;
  if (!contact.accountIds.includes(accountId)) contact.accountIds.push(accountId);
  if (!account.contactIds.includes(contactId)) account.contactIds.push(contactId);
}

function unlinkContactFromAccount(db: Db, companyId: number, contactId: number, accountId: number): void {
  const contact = contactsTable(db).get(contactId, companyId);
  const account = accountsTable(db).get(accountId, companyId);
  if (contact) contact.accountIds = contact.accountIds.filter((id) => id !== accountId);
  if (account) account.contactIds = account.contactIds.filter((id) => id !== contactId);
}

/** Ids that must name records of the company; else a 400 naming the field. */
function checkIds(ids: number[], exists: (id: number) => boolean, field: string): number[] {
  const missing = ids.filter((id) => !exists(id));
  if (missing.length > 0) throw badRequest(field, `${field}: no record with id ${missing.join(', ')}`);
  return [...new Set(ids)];
}

const contactParams = idParams('contactId');
/** The fields of a contact create or update body. */
const contactBody = bodySchema({
  name: field('string, not empty; required on create'),
  emails: field('a list of strings'),
  phones: field('a list of strings'),
  title: field('string or null'),
  description: field('string or null'),
  accountIds: field('ids of the accounts the contact belongs to'),
  projectIds: field('ids of the projects the contact belongs to'),
});
/** The route schemas: path ids checked as `pathId` checks them; query and body documented (the handlers check them). */
const schemas = {
  list: {
    querystring: querySchema({
      page: listQueryFields.page,
      page_size: listQueryFields.page_size,
      order_by: listQueryFields.order_by,
      q: field('substring of the name or an email, or digits of a phone'),
      updated_after: listQueryFields.updated_after,
      updated_before: listQueryFields.updated_before,
    }),
  },
  get: { params: contactParams },
  create: { body: contactBody },
  update: { params: contactParams, body: contactBody },
  delete: { params: contactParams },
};

export function registerContactRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const contacts = () => contactsTable(ctx.db);
  const find = (companyId: number, params: unknown) => {
    const c = contacts().get(pathId(params, 'contactId'), companyId);
    if (!c) throw notFound('Contact');
    return c;
  };
  const readLinks = (companyId: number, b: Record<string, unknown>) => {
    const accountIds = input.intList(b, 'accountIds') ?? undefined;
    const projectIds = input.intList(b, 'projectIds') ?? undefined;
    return {
      accountIds: accountIds && checkIds(accountIds, (id) => !!accountsTable(ctx.db).get(id, companyId), 'accountIds'),
      projectIds: projectIds && checkIds(projectIds, (id) => !!projectsTable(ctx.db).get(id, companyId), 'projectIds'),
    };
  };
  const setProjects = (companyId: number, contactId: number, projectIds: number[]) => {
    for (const p of projectsTable(ctx.db).all(companyId)) {
      const has = p.contactIds.includes(contactId);
      if (projectIds.includes(p.id) && !has) p.contactIds = [...p.contactIds, contactId];
      if (!projectIds.includes(p.id) && has) p.contactIds = p.contactIds.filter((id) => id !== contactId);
    }
  };

  app.get('/contacts', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.list }, async (req) => {
    const query = req.query as Record<string, unknown>;
    const page = pageOf(query);
    const order = q.enum(query, 'order_by', ['asc', 'desc'] as const, 'asc')!;
    const text = q.str(query, 'q')?.toLowerCase();
    let rows = updatedWindow(contacts().all(req.companyId), query, (c) => c.updatedAt);
    if (text !== undefined) {
      const d = digits(text);
      rows = rows.filter(
        (c) =>
          c.name.toLowerCase().includes(text) ||
          c.emails.some((e) => e.toLowerCase().includes(text)) ||
          (d !== '' && c.phones.some((p) => digits(p).includes(d))),
      );
    }
    const sorted = sortBy(rows, (c) => `${c.createdAt}#${String(c.id).padStart(10, '0')}`, order);
    return paginate(sorted, page).map((c) => renderContact(ctx.db, req.companyId, c));
  });

  app.get('/contacts/:contactId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.get }, async (req) =>
    renderContact(ctx.db, req.companyId, find(req.companyId, req.params)),
  );

  app.post('/contacts', { config: { errorCode: 'UNAUTHORIZED' }, schema: schemas.create }, async (req, reply) => {
    const b = bodyOf(req);
    const name = input.str(b, 'name', { nonEmpty: true });
    if (name === undefined || name === null) throw badRequest('name', 'name is required');
    const emails = input.strList(b, 'emails') ?? [];
    const phones = input.strList(b, 'phones') ?? [];
    const title = input.str(b, 'title', { nullable: true }) ?? null;
    const description = input.str(b, 'description', { nullable: true }) ?? null;
    const links = readLinks(req.companyId, b);
    const now = nowIso();
    const contact = contacts().insert(req.companyId, {
      name: name.trim(),
      title,
      description,
      emails,
      phones,
      createdAt: now,
      updatedAt: now,
      createdByUser: actorOf(ctx, req),
      accountIds: [],
    });
    for (const accountId of links.accountIds ?? []) linkContactToAccount(ctx.db, req.companyId, contact.id, accountId);
    if (links.projectIds) setProjects(req.companyId, contact.id, links.projectIds);
    return reply.code(201).send(renderContact(ctx.db, req.companyId, contact));
  });

  app.patch('/contacts/:contactId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.update }, async (req) => {
    const contact = find(req.companyId, req.params);
    const b = bodyOf(req);
    const name = input.str(b, 'name', { nonEmpty: true });
    const emails = input.strList(b, 'emails');
    const phones = input.strList(b, 'phones');
    const title = input.str(b, 'title', { nullable: true });
    const description = input.str(b, 'description', { nullable: true });
    const links = readLinks(req.companyId, b);
    const before = JSON.stringify(contact);
    if (name) contact.name = name.trim();
    if (emails) contact.emails = emails;
    if (phones) contact.phones = phones;
    if (title !== undefined) contact.title = title;
    if (description !== undefined) contact.description = description;
    if (links.accountIds) {
      for (const id of contact.accountIds.filter((a) => !links.accountIds!.includes(a))) unlinkContactFromAccount(ctx.db, req.companyId, contact.id, id);
      for (const id of links.accountIds) linkContactToAccount(ctx.db, req.companyId, contact.id, id);
    }
    if (links.projectIds) setProjects(req.companyId, contact.id, links.projectIds);
    if (JSON.stringify(contact) !== before || links.projectIds) contact.updatedAt = nowIso();
    return renderContact(ctx.db, req.companyId, contact);
  });

  app.delete('/contacts/:contactId', { config: { errorCode: 'NOT_FOUND' }, schema: schemas.delete }, async (req, reply) => {
    const contact = find(req.companyId, req.params);
    for (const id of [...contact.accountIds]) unlinkContactFromAccount(ctx.db, req.companyId, contact.id, id);
    for (const table of [projectsTable(ctx.db), opportunitiesTable(ctx.db)]) {
      for (const r of table.all(req.companyId)) {
        if (r.contactIds.includes(contact.id)) r.contactIds = r.contactIds.filter((id) => id !== contact.id);
      }
    }
    contacts().delete(contact.id);
    return reply.code(200).send();
  });
}
