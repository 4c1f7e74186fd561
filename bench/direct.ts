/**
 * The direct path: the REST calls a screen needs, made by a client with undici as well as a client
 * can (every call of a level at once, each distinct URL once per screen). It is the baseline every
 * gateway figure is divided by. It never imports gateway code: it is what a client would write.
 */
import type { Agent } from 'undici';

export interface DirectTally {
  /** Distinct REST requests made (what a client that dedups per screen sends). */
  requests: number;
  /** Levels that sent at least one request: sequential round trips. */
  levels: number;
  /** Requests a resolver-per-field implementation would make: one per parent occurrence, no dedup. */
  perField: number;
  /** Bytes of the REST response bodies. */
  bytes: number;
}

export class DirectClient {
  readonly tally: DirectTally = { requests: 0, levels: 0, perField: 0, bytes: 0 };
  private readonly seen = new Map<string, Promise<unknown>>();

  constructor(
    private readonly agent: Agent,
    private readonly origin: string,
    private readonly basePath: string,
    private readonly apiKey: string,
  ) {}

  /**
   * One level of the screen: every path at once. `paths` holds one entry per parent occurrence
   * (counted for the resolver-per-field figure); equal paths are sent once. A 404 reads as null,
   * as a client showing "not found" in place of that record would.
   */
  async level<T>(paths: readonly string[]): Promise<(T | null)[]> {
    this.tally.perField += paths.length;
    const fresh = paths.filter((p) => !this.seen.has(p));
    if (fresh.length) this.tally.levels++;
    for (const p of new Set(fresh)) this.seen.set(p, this.get(p));
    return Promise.all(paths.map((p) => this.seen.get(p) as Promise<T | null>));
  }

  /** One call on its own level. */
  async one<T>(path: string): Promise<T | null> {
    return (await this.level<T>([path]))[0];
  }

  private async get(path: string): Promise<unknown> {
    this.tally.requests++;
    const res = await this.agent.request({
      origin: this.origin,
      path: this.basePath + path,
      method: 'GET',
      headers: { 'x-api-key': this.apiKey, accept: 'application/json' },
    });
    const text = await res.body.text();
    this.tally.bytes += Buffer.byteLength(text);
    if (res.statusCode === 404) return null;
    if (res.statusCode >= 400) throw new Error(`direct path: ${res.statusCode} on ${path.split('?')[0]}`);
    return JSON.parse(text);
  }
}

/** Query string from an object, undefined left out (order as given: a client writes it by hand). */
export function qs(params: Record<string, string | number | undefined>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) p.set(k, String(v));
  return p.toString();
}

/** `"lat,lng"` (REST geoLocation) → the lat/lng query of the geo lookups; undefined when unparsable. */
export function latLng(geo: string | null | undefined): string | undefined {
  const [lat, lng] = (geo ?? '').split(',').map((v) => Number(v.trim()));
  return Number.isFinite(lat) && Number.isFinite(lng) && geo ? qs({ lat, lng }) : undefined;
}
