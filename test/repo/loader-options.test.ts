/**
 * Every per-request DataLoader is built with src/schema/loader-options.ts: its batches are scheduled as
 * DataLoader's default schedules them, and a loader lets go of a batch once it is dispatched, so that a
 * finished request's records are not held by the loaders Pothos keeps in its WeakMaps (what a young GC of
 * Node 20 keeps alive until the next full one). The GC figures are the bench's (bench/results-notes.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import DataLoader from 'dataloader';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../../scripts/rule-index.js';
import { loaderOptions } from '../../src/schema/loader-options.js';

type Held = { _batch: unknown };

/** A loader whose batch function records each batch's keys, with the shared options or DataLoader's defaults. */
function recording(options?: DataLoader.Options<number, number>) {
  const batches: number[][] = [];
  const loader = new DataLoader<number, number>(async (keys) => {
    batches.push([...keys]);
    return keys.map((k) => k * 10);
  }, options);
  return { loader, batches };
}

/** Loads the way resolvers do: some at once, some after promise jobs (awaited parents), one on the next tick. */
async function resolverLikeLoads(loader: DataLoader<number, number>) {
  const after = (jobs: number, key: number) => {
    let p: Promise<unknown> = Promise.resolve();
    for (let i = 0; i < jobs; i++) p = p.then(() => undefined);
    return p.then(() => loader.load(key));
  };
  const values = await Promise.all([
    loader.load(1),
    loader.load(2),
    after(1, 3),
    after(3, 4),
    new Promise((resolve) => process.nextTick(resolve)).then(() => loader.load(5)),
    new Promise((resolve) => setImmediate(resolve)).then(() => loader.load(6)),
  ]);
  return values;
}

describe('per-request loaders let go of their dispatched batches', () => {
  it('batches the same loads as DataLoader does by default', async () => {
    const shared = recording(loaderOptions);
    const plain = recording();
    expect(await resolverLikeLoads(shared.loader)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(await resolverLikeLoads(plain.loader)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(shared.batches).toEqual(plain.batches);
    // The loads of one wave share a batch; the one after the next turn of the event loop goes alone.
    expect(shared.batches.length).toBeLessThan(6);
    expect(shared.batches.at(-1)).toEqual([6]);
  });

  it('holds no batch once it is dispatched, where a default loader keeps its last one', async () => {
    const shared = recording(loaderOptions);
    const plain = recording();
    await Promise.all([shared.loader.load(1), plain.loader.load(1)]);
    // dataloader 2.2 keeps the batch under way in `_batch`: if that changes, this fails and the options need a look.
    expect((plain.loader as unknown as Held)._batch).toMatchObject({ hasDispatched: true, keys: [1] });
    expect((shared.loader as unknown as Held)._batch).toBeNull();
    // The next load opens a new batch, as after any dispatch.
    expect(await shared.loader.load(2)).toBe(20);
    expect(shared.batches).toEqual([[1], [2]]);
  });

  it('keeps a batch opened while another is dispatched, and sends it', async () => {
    const batches: number[][] = [];
    const loader: DataLoader<number, number> = new DataLoader(async (keys) => {
      batches.push([...keys]);
      // A load made from inside a batch (a record whose shape needs another of its kind).
      if (keys.includes(1)) void loader.load(100);
      return keys.map((k) => k);
    }, loaderOptions);
    expect(await loader.load(1)).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1], [100]]);
  });

  it('is what every loader of the schema is built with', () => {
    const missing: string[] = [];
    let sites = 0;
    for (const file of sourceFiles('src')) {
      const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (/^\s*(import|\*|\/\/)/.test(line) || !/\b(dataloaderGetter\s*(<|\()|loadable\w*Ref\s*\(|\.loadable\w*\s*\()/.test(line)) return;
        sites++;
        // The options are the getter's first argument, or a property of the ref's options: within the next lines.
        const call = lines.slice(i, i + 3).join('\n');
        if (!call.includes('loaderOptions')) missing.push(`${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(missing).toEqual([]);
    expect(sites).toBeGreaterThan(30);
  });
});
