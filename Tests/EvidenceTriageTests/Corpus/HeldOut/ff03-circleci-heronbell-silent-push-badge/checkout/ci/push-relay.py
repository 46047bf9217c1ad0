#!/usr/bin/env python3
"""Push relay for UI tests.

The UI test runner cannot call simctl itself, so the CircleCI job starts this
relay in the background. POST an APNs JSON payload to http://127.0.0.1:7346/push
and it is delivered to the booted Simulator with `xcrun simctl push`.
"""
import datetime
import http.server
import os
import subprocess
import tempfile

BUNDLE_ID = os.environ.get("BUNDLE_ID", "com.heronbell.chat")
PORT = int(os.environ.get("PORT", "7346"))


class Relay(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        with tempfile.NamedTemporaryFile("wb", suffix=".apns", delete=False) as f:
            f.write(body)
        stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
        print(f"push-relay: {stamp} POST {self.path} ({len(body)} bytes) -> simctl push booted {BUNDLE_ID}", flush=True)
        result = subprocess.run(["xcrun", "simctl", "push", "booted", BUNDLE_ID, f.name],
                                capture_output=True, text=True)
        print((result.stdout + result.stderr).strip(), flush=True)
        self.send_response(202 if result.returncode == 0 else 500)
        self.end_headers()

    def log_message(self, *args):
        pass


if __name__ == "__main__":
    print(f"push-relay: listening on 127.0.0.1:{PORT} for {BUNDLE_ID}", flush=True)
    http.server.HTTPServer(("127.0.0.1", PORT), Relay).serve_forever()
