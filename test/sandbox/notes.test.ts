/**
 * Sandbox notes over HTTP (vendor `…/notes`, `/notes/{id}`): seeded notes with authors on projects,
 * opportunities, accounts and work orders; create on each parent; replies; edit and delete by the
 * author only; the legacy `/clients` alias; isolation.
 */
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/sandbox.js';

const h = useSandbox({ sizes: { accounts: 20, projects: 30, opportunities: 10, workOrders: 40, calls: 10 } });

interface NoteList {
  notes: { id: number; note: string; createdByUser: { id: number; firstName: string; email: string } | null; createdAt: string }[];
  totalCount: number;
}

async function firstIds() {
  const one = async (path: string) => (await h.api('GET', `${path}?page_size=1`)).body[0].id as number;
  return {
    projects: await one('/projects'),
    opportunities: await one('/opportunities'),
    accounts: await one('/accounts'),
    'work-orders': await one('/work-orders'),
  };
}

describe('notes', () => {
  it('seeded notes have authors (workspace users) and come newest first with totalCount', async () => {
    const projects = (await h.api('GET', '/projects?page_size=30')).body as { id: number }[];
    const lists = await Promise.all(projects.map(async (p) => (await h.api('GET', `/projects/${p.id}/notes`)).body as NoteList));
    const withNotes = lists.filter((l) => l.totalCount > 1);
    expect(withNotes.length).toBeGreaterThan(0);
    for (const l of withNotes) {
      expect(l.notes.length).toBe(l.totalCount);
      expect(l.notes.every((n) => n.createdByUser && n.createdByUser.id >= 101 && n.createdByUser.email.includes('@'))).toBe(true);
      const times = l.notes.map((n) => Date.parse(n.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it('POST on each of the four parents answers 201 with the note; the list then shows it with the API user as author', async () => {
    const ids = await firstIds();
    for (const [path, id] of Object.entries(ids)) {
      const created = await h.api('POST', `/${path}/${id}/notes`, { body: { body: `Checked on ${path}` } });
      expect(created.status).toBe(201);
      expect(Object.keys(created.body).sort()).toEqual(['createdAt', 'id', 'note', 'updatedAt']);
      const listed = (await h.api('GET', `/${path}/${id}/notes`)).body as NoteList;
      expect(listed.notes[0]).toMatchObject({ id: created.body.id, note: `Checked on ${path}` });
      expect(listed.notes[0]!.createdByUser!.id).toBeGreaterThanOrEqual(9001);
    }
    // The legacy alias reaches the account notes.
    expect((await h.api('GET', `/clients/${ids.accounts}/notes`)).body.totalCount).toBeGreaterThan(0);
  });

  it('bad bodies and unknown parents: blank or too long body 400, foreign replyToId 400, unknown record 404', async () => {
    const ids = await firstIds();
    const blank = await h.api('POST', `/projects/${ids.projects}/notes`, { body: { body: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.field).toBe('body');
    expect((await h.api('POST', `/projects/${ids.projects}/notes`, { body: { body: 'x'.repeat(5001) } })).body.field).toBe('body');
    const other = (await h.api('POST', `/accounts/${ids.accounts}/notes`, { body: { body: 'on the account' } })).body;
    const reply = await h.api('POST', `/projects/${ids.projects}/notes`, { body: { body: 'reply', replyToId: other.id } });
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe('replyToId');
    expect((await h.api('GET', '/projects/1/notes')).status).toBe(404);
    expect((await h.api('POST', '/work-orders/1/notes', { body: { body: 'x' } })).status).toBe(404);
  });

  it('work order notes are paged (page, page_size) with the total', async () => {
    const ids = await firstIds();
    for (let i = 0; i < 3; i++) await h.api('POST', `/work-orders/${ids['work-orders']}/notes`, { body: { body: `visit note ${i}` } });
    const page = (await h.api('GET', `/work-orders/${ids['work-orders']}/notes?page=1&page_size=2`)).body as NoteList;
    expect(page.notes).toHaveLength(2);
    expect(page.totalCount).toBeGreaterThanOrEqual(3);
    expect(page.notes[0]!.note).toBe('visit note 2');
  });

  it("PATCH by the author returns the note with its author; someone else's note is refused (400 on PATCH, 403 on DELETE); a note with replies is kept as a placeholder", async () => {
    const ids = await firstIds();
    const mine = (await h.api('POST', `/opportunities/${ids.opportunities}/notes`, { body: { body: 'first draft' } })).body;
    const patched = await h.api('PATCH', `/notes/${mine.id}`, { body: { body: 'final text' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: mine.id, note: 'final text', author: { id: expect.any(Number) } });
    const seeded = ((await h.api('GET', `/projects/${ids.projects}/notes`)).body as NoteList).notes.find((n) => n.createdByUser!.id < 9001);
    if (seeded) {
      expect((await h.api('PATCH', `/notes/${seeded.id}`, { body: { body: 'hijack' } })).status).toBe(400);
      expect((await h.api('DELETE', `/notes/${seeded.id}`)).status).toBe(403);
    }
    await h.api('POST', `/opportunities/${ids.opportunities}/notes`, { body: { body: 'a reply', replyToId: mine.id } });
    expect((await h.api('DELETE', `/notes/${mine.id}`)).status).toBe(200);
    const after = ((await h.api('GET', `/opportunities/${ids.opportunities}/notes`)).body as NoteList).notes.find((n) => n.id === mine.id);
    expect(after?.note).toBe('This communication was deleted.');
    const lone = (await h.api('POST', `/opportunities/${ids.opportunities}/notes`, { body: { body: 'lonely' } })).body;
    expect((await h.api('DELETE', `/notes/${lone.id}`)).status).toBe(200);
    expect((await h.api('PATCH', `/notes/${lone.id}`, { body: { body: 'x' } })).status).toBe(404);
  });

  it('isolation: another company cannot list, add to or edit these notes', async () => {
    const ids = await firstIds();
    const mine = (await h.api('POST', `/projects/${ids.projects}/notes`, { body: { body: 'private' } })).body;
    expect((await h.api('GET', `/projects/${ids.projects}/notes`, { key: h.key2 })).status).toBe(404);
    expect((await h.api('POST', `/projects/${ids.projects}/notes`, { key: h.key2, body: { body: 'x' } })).status).toBe(404);
    expect((await h.api('PATCH', `/notes/${mine.id}`, { key: h.key2, body: { body: 'x' } })).status).toBe(404);
  });
});
