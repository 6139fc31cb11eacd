// oidc-provider's storage, in memory (the sandbox forgets its sign-ins on restart, on purpose).
// Given explicitly so the provider does not warn at every start that its default is for
// development only: this whole provider is.
import type { Adapter, AdapterPayload } from 'oidc-provider';

const stores = new Map<string, Map<string, { payload: AdapterPayload; expiresAt?: number }>>();

export class MemoryAdapter implements Adapter {
  private readonly store: Map<string, { payload: AdapterPayload; expiresAt?: number }>;

  constructor(name: string) {
    const existing = stores.get(name);
    this.store = existing ?? new Map();
    if (!existing) stores.set(name, this.store);
  }

  private live(id: string): AdapterPayload | undefined {
    const entry = this.store.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      this.store.delete(id);
      return undefined;
    }
    return entry.payload;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    this.store.set(id, {
      payload,
      expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined,
    });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.live(id);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return [...this.store.keys()].map((id) => this.live(id)).find((p) => p?.userCode === userCode);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return [...this.store.keys()].map((id) => this.live(id)).find((p) => p?.uid === uid);
  }

  async consume(id: string): Promise<void> {
    const payload = this.live(id);
    if (payload) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    this.store.delete(id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [id, entry] of this.store)
      if (entry.payload.grantId === grantId) this.store.delete(id);
  }
}
