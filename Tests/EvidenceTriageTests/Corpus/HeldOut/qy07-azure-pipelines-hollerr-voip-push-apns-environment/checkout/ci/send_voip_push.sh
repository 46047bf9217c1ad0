#!/bin/bash
# Sends a VoIP push for the E2E suite. APNS_HOST comes from the pipeline variables.
set -euo pipefail
TOKEN="$1"; CALL_ID="$2"
curl -sS --http2 -o /tmp/apns-resp.json -w "%{http_code}" \
  -H "apns-topic: com.hollerr.app.voip" -H "apns-push-type: voip" -H "apns-priority: 10" \
  -H "authorization: bearer ${APNS_JWT}" \
  -d "{\"aps\":{},\"call_id\":\"${CALL_ID}\"}" \
  "https://${APNS_HOST:-api.sandbox.push.apple.com}/3/device/${TOKEN}"
