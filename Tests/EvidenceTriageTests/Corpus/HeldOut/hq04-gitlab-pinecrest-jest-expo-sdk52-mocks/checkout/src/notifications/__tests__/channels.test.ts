// Each test loads the module fresh so the one-time handler registration runs again.
type ChannelsModule = typeof import('../channels');

describe('notification channels', () => {
  beforeEach(() => {
    jest.resetModules();
  });

  it('creates the digest channel on first launch', async () => {
    let channels: ChannelsModule;
    jest.isolateModules(() => {
      channels = require('../channels');
    });
    await expect(channels!.ensureDigestChannel()).resolves.toBe('reading-digest');
  });

  it('keeps the channel id stable across launches', async () => {
    let channels: ChannelsModule;
    jest.isolateModules(() => {
      channels = require('../channels');
    });
    const first = await channels!.ensureDigestChannel();
    const second = await channels!.ensureDigestChannel();
    expect(second).toBe(first);
  });
});
