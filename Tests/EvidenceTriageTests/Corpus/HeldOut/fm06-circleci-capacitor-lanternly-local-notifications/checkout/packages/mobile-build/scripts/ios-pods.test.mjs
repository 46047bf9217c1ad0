import { describe, expect, it } from 'vitest';

import { MOBILE_CAPACITOR_PLUGIN_MANIFEST, renderPodLines } from './ios-pods.mjs';

describe('ios-pods', () => {
  it('renders one pod line per iOS plugin', () => {
    const lines = renderPodLines('ios').split('\n');
    expect(lines).toHaveLength(MOBILE_CAPACITOR_PLUGIN_MANIFEST.ios.length);
  });

  it('canonical iOS manifest includes @capacitor/local-notifications', () => {
    const ios = MOBILE_CAPACITOR_PLUGIN_MANIFEST.ios.map((p) => p.npm);
    expect(ios).toContain('@capacitor/local-notifications');
  });

  it('keeps iOS and Android plugin sets aligned', () => {
    const ios = new Set(MOBILE_CAPACITOR_PLUGIN_MANIFEST.ios.map((p) => p.npm));
    const android = MOBILE_CAPACITOR_PLUGIN_MANIFEST.android.map((p) => p.npm);
    expect(android.filter((n) => !ios.has(n))).toEqual([]);
  });
});
