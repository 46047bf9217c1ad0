// Runs inside the app's JavaScriptCore context when launched with -RunRuleSpecs.
// Posts the JUnit XML to the XCUITest host, then the app idles.
export function reportToHost(url, junitXml) {
  console.log(`[SpecReporter] POST ${url} bytes=${junitXml.length}`);
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/xml' }, body: junitXml })
    .then(() => {});   // fire-and-forget: nothing retries a lost request
}
