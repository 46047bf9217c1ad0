describe('AppDelegate', () => {
  it('declares background fetch in the built Info.plist', () => {
    const modes = NSBundle.mainBundle.objectForInfoDictionaryKey('UIBackgroundModes') as NSArray<string>;
    const list: string[] = [];
    for (let i = 0; i < (modes ? modes.count : 0); i++) list.push(modes.objectAtIndex(i));
    expect(list).toContain('fetch');
  });

  it('sets the minimum fetch interval at launch', () => {
    expect(UIApplication.sharedApplication.delegate.respondsToSelector('application:performFetchWithCompletionHandler:')).toBe(true);
  });
});
