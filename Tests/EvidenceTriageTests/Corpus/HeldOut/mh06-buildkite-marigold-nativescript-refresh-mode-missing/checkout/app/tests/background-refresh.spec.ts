import { BackgroundRefresh } from '~/background/background-refresh';

describe('BackgroundRefresh', () => {
  it('submits the feed refresh request', () => {
    const result = BackgroundRefresh.schedule('com.marigold.reader.refresh', 15 * 60);
    expect(result.error).toBeNull();
  });

  it('registers the refresh identifier at launch', () => {
    expect(BackgroundRefresh.registeredIdentifiers()).toContain('com.marigold.reader.refresh');
  });
});
