const { element, by } = require('detox');

// Resolves once PushNotificationIOS's 'register' listener has written the
// token into the debug label. There is no timeout here: the test's own
// 30 s Jest timeout ends the wait.
async function readRegisteredToken() {
  for (;;) {
    try {
      const attrs = await element(by.id('debug.push.token')).getAttributes();
      if (attrs.text && attrs.text !== 'pending') return attrs.text;
    } catch (_) { /* not rendered yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
}

module.exports = { readRegisteredToken };
