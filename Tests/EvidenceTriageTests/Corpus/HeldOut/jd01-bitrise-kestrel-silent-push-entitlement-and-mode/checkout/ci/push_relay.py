#!/usr/bin/env python3
"""Tiny HTTP relay so UI tests can ask the CI host to run `xcrun simctl push`."""
import http.server, subprocess, sys, urllib.parse

UDID = sys.argv[1]
BUNDLE = "app.kestrel.ios"

class Relay(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        query = urllib.parse.parse_qs(urllib.parse.urlparse(self.path).query)
        name = query.get("payload", [""])[0]
        cmd = ["xcrun", "simctl", "push", UDID, BUNDLE, f"ci/payloads/{name}.apns"]
        print("relay:", " ".join(cmd), flush=True)
        out = subprocess.run(cmd, capture_output=True, text=True)
        print(out.stdout.strip() or out.stderr.strip(), flush=True)
        self.send_response(202 if out.returncode == 0 else 500)
        self.end_headers()

http.server.HTTPServer(("127.0.0.1", 8089), Relay).serve_forever()
