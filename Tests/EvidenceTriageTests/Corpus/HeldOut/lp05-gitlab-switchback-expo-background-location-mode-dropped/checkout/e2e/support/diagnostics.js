// Loaded by e2e files that exercise recording. After a failing test, print
// the app's error banner (if any) so the CI log says what the app saw.

afterEach(async () => {
  const state = expect.getState ? expect.getState() : {};
  if (state.assertionCalls === undefined) return;
  try {
    const banner = await element(by.id('error-banner')).getAttributes();
    if (banner && banner.text) {
      // The banner text is the error message the native module rejected
      // with, prefixed by the screen.
      // eslint-disable-next-line no-console
      console.warn(`[e2e] error banner: ${banner.text}`);
    }
  } catch (_) {
    // No banner on screen.
  }
});
