// Asks the runner-side helper (tool/push_helper.py) to run `xcrun simctl push`.
const res = http.post('http://127.0.0.1:8089/push', {
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ bundleId: 'app.lantern.reader', payload: PAYLOAD }),
});
output.push = json(res.body);
