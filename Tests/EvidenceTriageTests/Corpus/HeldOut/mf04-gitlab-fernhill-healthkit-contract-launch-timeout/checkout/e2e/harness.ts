import { execa } from 'execa';

const BUNDLE_ID = 'com.fernhill.steps';

export async function launchApp(opts: { scenario: string }) {
  // cold first launch on a loaded runner can take longer than this
  await execa('xcrun', ['simctl', 'launch', 'booted', BUNDLE_ID, `--contract=${opts.scenario}`], { timeout: 30_000 });
}

export async function waitForContractReport(opts: { timeoutMs?: number } = {}) {
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    const report = await readReportIfPresent();
    if (report) return report;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  throw new Error(`contract report was not produced within ${opts.timeoutMs ?? 60_000} ms`);
}
