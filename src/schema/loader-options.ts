/**
 * The options of every per-request DataLoader: each record type's by-id loader (`loadableNodeRef`) and
 * each list loader (`dataloaderGetter`). Pothos files a request's loaders in process-wide WeakMaps keyed
 * by the request's context. On Node 20's V8, a young-generation GC keeps alive the values of such a
 * WeakMap's entries until the next full GC, whether or not their key is still reachable; and a loader
 * keeps its last dispatched batch until its next load, with the callbacks of the promises that resolved
 * with the batch's records. So every finished request's records were copied by each young GC and then
 * promoted: 2.2 MB per young GC on the account screen, at 10 ms of the main thread and 18 ms of the GC's
 * helper threads each, against 0.9 MB and 5 + 5 ms once the batch is let go (bench notes, issue 29).
 *
 * `batchScheduleFn` schedules a batch as DataLoader does by default (after the promise jobs already
 * queued, then on the next tick, so the loads of one wave of resolvers share a batch) and, once the batch
 * is dispatched, lets the loader forget it, as its next load would: the dispatch itself keeps the batch
 * until its promises settle. DataLoader calls the function as a method of the loader; its `_batch` field
 * is what it reads to decide whether a load joins the batch under way (dataloader 2.2; the test in
 * test/repo/loader-options.test.ts fails if either changes).
 */
import type DataLoader from 'dataloader';

/** What a loader holds of its batches (dataloader 2.2's own field). */
interface BatchHolder {
  _batch?: { hasDispatched: boolean } | null;
}

let settled: Promise<void> | undefined;

function batchScheduleFn(this: BatchHolder | undefined, dispatch: () => void): void {
  settled ??= Promise.resolve();
  void settled.then(() =>
    process.nextTick(() => {
      dispatch();
      // A load made during the dispatch opened a new batch: that one is still to go, and stays.
      if (this?._batch?.hasDispatched) this._batch = null;
    }),
  );
}

/** Pass as `loaderOptions` (loadable refs) or as the first argument of `dataloaderGetter`. */
// biome-ignore lint/suspicious/noExplicitAny: one options object serves loaders of every key and value type
export const loaderOptions: DataLoader.Options<any, any, any> = { batchScheduleFn };
