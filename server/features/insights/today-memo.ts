// The last today's summary computed for each person, with the key it was computed for. A read
// whose key matches (the same entries as far as a count and the newest change can tell, the same
// day, zone and profile) answers from here instead of reading and preparing the last weeks' entries
// again: the cached read of GET /api/insights is meant to cost about one row read.
// Bounded, least recently used first out; per process, so another instance only computes once more.

export class TodayMemo<Value> {
  readonly #entries = new Map<string, { key: string; value: Value }>();
  readonly #capacity: number;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  get(userId: string, key: string): Value | undefined {
    const entry = this.#entries.get(userId);
    if (entry === undefined || entry.key !== key) return undefined;
    // Moved to the end: the Map's order is the eviction order.
    this.#entries.delete(userId);
    this.#entries.set(userId, entry);
    return entry.value;
  }

  set(userId: string, key: string, value: Value): void {
    this.#entries.delete(userId);
    this.#entries.set(userId, { key, value });
    if (this.#entries.size > this.#capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
