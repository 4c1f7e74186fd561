/**
 * The sandbox's in-memory store. Every record lives in a named table; a record belongs to one company
 * (or to none, for the global catalogs), and a lookup with another company's id finds nothing (AUTH-12).
 * Records are stored in their REST response shape; the owning company is kept beside them, not inside.
 */
export class Table<T extends { id: number }> {
  private readonly rows = new Map<number, T>();
  private readonly owners = new Map<number, number | null>();
  private nextId: number;

  constructor(
    readonly name: string,
    startId = 1,
  ) {
    this.nextId = startId;
  }

  /** Allocates the next id without inserting (for records built in several steps). */
  allocateId(): number {
    return this.nextId++;
  }

  /** Inserts a record for `companyId` (null = global). A record without an id gets the next one. */
  insert(companyId: number | null, record: Omit<T, 'id'> & { id?: number }): T {
    const id = record.id ?? this.nextId++;
    if (id >= this.nextId) this.nextId = id + 1;
    const row = { ...record, id } as T;
    this.rows.set(id, row);
    this.owners.set(id, companyId);
    return row;
  }

  /** The record with this id if `companyId` may see it: its own, or a global one. */
  get(id: number, companyId: number): T | undefined {
    const owner = this.owners.get(id);
    if (owner === undefined) return undefined;
    if (owner !== null && owner !== companyId) return undefined;
    return this.rows.get(id);
  }

  /** Every record `companyId` may see, in id order. */
  all(companyId: number): T[] {
    const out: T[] = [];
    for (const [id, row] of this.rows) {
      const owner = this.owners.get(id);
      if (owner === null || owner === companyId) out.push(row);
    }
    return out;
  }

  /** Every record of every company (seeding and automations only). */
  everything(): T[] {
    return [...this.rows.values()];
  }

  ownerOf(id: number): number | null | undefined {
    return this.owners.get(id);
  }

  /** Replaces the stored record (same id and owner). */
  put(row: T): T {
    if (!this.rows.has(row.id)) throw new Error(`${this.name}: no row ${row.id}`);
    this.rows.set(row.id, row);
    return row;
  }

  delete(id: number): boolean {
    this.owners.delete(id);
    return this.rows.delete(id);
  }

  get size(): number {
    return this.rows.size;
  }
}

export class Db {
  private readonly tables = new Map<string, Table<{ id: number }>>();

  /** The table of that name, created on first use; `startId` gives its ids a recognisable range. */
  table<T extends { id: number }>(name: string, startId = 1): Table<T> {
    let t = this.tables.get(name);
    if (!t) {
      t = new Table<{ id: number }>(name, startId);
      this.tables.set(name, t);
    }
    return t as unknown as Table<T>;
  }

  counts(): Record<string, number> {
    return Object.fromEntries([...this.tables].map(([k, t]) => [k, t.size]));
  }
}
