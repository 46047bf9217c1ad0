// Thin client for the local fixture server started by scripts/detox-e2e.sh.
const BASE = 'http://127.0.0.1:4870/__admin';

export const mockServer = {
  async reset(): Promise<void> {
    await fetch(`${BASE}/reset`, { method: 'POST' });
  },
  async failNext(route: string, status: number, times: number): Promise<void> {
    await fetch(`${BASE}/fail-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route, status, times }),
    });
  },
  async count(table: string): Promise<number> {
    const res = await fetch(`${BASE}/count/${table}`);
    const body = (await res.json()) as { count: number };
    return body.count;
  },
};
