import { execFileSync } from 'child_process';
import { writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';

/** Delivers an APNs payload to the booted simulator, like APNs would after FCM. */
export function simctlPush(udid: string, bundleId: string, payload: object) {
  const file = join(tmpdir(), `push-${Date.now()}.apns`);
  writeFileSync(file, JSON.stringify(payload));
  console.log(`[e2e] simctl push ${bundleId} ${JSON.stringify(payload)}`);
  execFileSync('xcrun', ['simctl', 'push', udid, bundleId, file], { stdio: 'inherit' });
}
