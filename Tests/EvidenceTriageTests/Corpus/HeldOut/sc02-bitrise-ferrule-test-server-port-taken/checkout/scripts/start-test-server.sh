#!/usr/bin/env bash
# Starts the Vapor test server used by FerruleTests/NetworkTrackerServerTests.
set -euo pipefail
PORT=8080
swift build --package-path TestServer -c release
nohup swift run --package-path TestServer -c release TestServer serve --hostname 127.0.0.1 --port "$PORT" > test-server.log 2>&1 &
for i in $(seq 1 30); do
  if curl -s -o /dev/null -w "%{http_code}" "http://localhost:$PORT/" | grep -qE "^(200|404)$"; then
    echo "Test server is up on :$PORT"
    exit 0
  fi
  sleep 1
done
echo "Test server did not come up" >&2
cat test-server.log >&2
exit 1
