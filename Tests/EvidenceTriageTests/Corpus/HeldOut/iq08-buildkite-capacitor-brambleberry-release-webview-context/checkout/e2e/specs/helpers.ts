/** Switches to the Capacitor WKWebView context, waiting up to 20 s for it to appear. */
export async function switchToWebview() {
  await driver.waitUntil(async () => (await driver.getContexts()).some((c) => String(c).startsWith('WEBVIEW')), {
    timeout: 20000,
    timeoutMsg: 'No WEBVIEW context became available within 20000ms',
  });
  const ctx = (await driver.getContexts()).find((c) => String(c).startsWith('WEBVIEW'))!;
  await driver.switchContext(String(ctx));
}
