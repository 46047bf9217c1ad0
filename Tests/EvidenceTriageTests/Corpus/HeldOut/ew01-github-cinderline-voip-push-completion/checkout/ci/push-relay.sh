#!/usr/bin/env bash
# Tiny host-side relay so UI tests can ask for a push while they run.
# POST /push {"fixture": "<file>.apns", "kind": "voip|alert|background"}
# Forwards the fixture to the booted simulator with `xcrun simctl push`.
set -euo pipefail
PORT="${PUSH_RELAY_PORT:-9417}"
FIXTURES="$(cd "$(dirname "$0")/push-fixtures" && pwd)"
BUNDLE_ID="${PUSH_RELAY_BUNDLE_ID:-com.cinderline.ios}"

handle() {
  local body fixture kind
  body="$(cat)"
  fixture="$(echo "$body" | /usr/bin/python3 -c 'import json,sys; print(json.load(sys.stdin)["fixture"])')"
  kind="$(echo "$body" | /usr/bin/python3 -c 'import json,sys; print(json.load(sys.stdin).get("kind","alert"))')"
  echo "[push-relay] POST /push kind=${kind} fixture=${fixture}" >&2
  echo "[push-relay] xcrun simctl push booted ${BUNDLE_ID} ${FIXTURES}/${fixture}" >&2
  xcrun simctl push booted "${BUNDLE_ID}" "${FIXTURES}/${fixture}" 2>&1 | sed 's/^/[push-relay] simctl: /' >&2
  printf 'HTTP/1.1 202 Accepted\r\nContent-Length: 0\r\n\r\n'
}

echo "[push-relay] listening on 127.0.0.1:${PORT} for ${BUNDLE_ID}" >&2
while true; do
  /usr/bin/nc -l 127.0.0.1 "${PORT}" -c handle || true
done
