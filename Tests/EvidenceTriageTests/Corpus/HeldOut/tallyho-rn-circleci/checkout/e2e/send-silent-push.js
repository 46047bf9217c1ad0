// Executed by Maestro's runScript on the CI host (via the http shim in e2e/push-shim).
const payload = require('./payloads/route-updated.json');
http.post('http://localhost:7766/simctl-push', {
  body: JSON.stringify({ bundleId: BUNDLE_ID, payload }),
  headers: { 'Content-Type': 'application/json' },
});
