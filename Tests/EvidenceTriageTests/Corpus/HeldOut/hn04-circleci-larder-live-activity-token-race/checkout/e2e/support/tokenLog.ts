// Client for the stub backend the CI job runs on the host (port 4723 is Appium's; we use 4780).
const BASE = 'http://127.0.0.1:4780';

export type Registration = { type: 'push-to-start' | 'activity-update'; activityId?: string; at: string };

export const tokenLog = {
  async reset(): Promise<void> {
    await fetch(`${BASE}/__reset`, { method: 'POST' });
  },

  /** Polls until at least one registration of `type` arrives or the timeout passes; returns what it has. */
  async waitForRegistrations({ type, timeoutMs }: { type: Registration['type']; timeoutMs: number }): Promise<Registration[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const res = await fetch(`${BASE}/__registrations?type=${type}`);
      const regs = (await res.json()) as Registration[];
      if (regs.length > 0 || Date.now() >= deadline) return regs;
      await new Promise((r) => setTimeout(r, 500));
    }
  },
};
