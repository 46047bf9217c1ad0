import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@capacitor/core', () => ({ Capacitor: { getPlatform: vi.fn(() => 'ios') } }));
vi.mock('@capacitor/local-notifications', () => ({
  LocalNotifications: { schedule: vi.fn() },
}));
vi.mock('@lanternly/intent', () => ({ LanternIntent: { receiveIntent: vi.fn() } }));

import { LocalNotifications } from '@capacitor/local-notifications';
import { LanternIntent } from '@lanternly/intent';

import { showNativeNotification } from './native-notifications';

const notice = {
  id: 41,
  title: 'Evening walk',
  body: 'Time for your evening walk',
  at: new Date('2026-11-22T07:30:00.000Z'),
};

describe('native-notifications', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('uses the Capacitor plugin when it is available', async () => {
    vi.mocked(LocalNotifications.schedule).mockResolvedValue({ notifications: [{ id: 41 }] });

    await showNativeNotification(notice);

    expect(LocalNotifications.schedule).toHaveBeenCalledOnce();
    expect(LanternIntent.receiveIntent).not.toHaveBeenCalled();
  });

  it('rethrows on Android instead of falling back', async () => {
    const { Capacitor } = await import('@capacitor/core');
    vi.mocked(Capacitor.getPlatform).mockReturnValueOnce('android');
    vi.mocked(LocalNotifications.schedule).mockRejectedValue(new Error('boom'));

    await expect(showNativeNotification(notice)).rejects.toThrow('boom');
  });

  it('falls back to LanternIntent with payload.timeIso', async () => {
    vi.mocked(LocalNotifications.schedule).mockRejectedValue({
      code: 'UNIMPLEMENTED',
      message: '"LocalNotifications" plugin is not implemented on ios',
    });

    await showNativeNotification(notice);

    // LanternIntent's reminder path rejects payloads without timeIso.
    expect(LanternIntent.receiveIntent).toHaveBeenCalledWith({
      type: 'reminder',
      payload: { title: 'Evening walk', timeIso: '2026-11-22T07:30:00.000Z' },
    });
  });
});
