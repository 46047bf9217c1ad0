#!/usr/bin/env python3
"""Tiny loopback relay so UI tests can trigger `xcrun simctl push`."""
import http.server, subprocess, urllib.parse, pathlib

PAYLOADS = pathlib.Path(__file__).parent / "payloads"

class Relay(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        q = urllib.parse.parse_qs(urllib.parse.urlparse(self.path).query)
        bundle, payload = q["bundle"][0], q["payload"][0]
        out = subprocess.run(["xcrun", "simctl", "push", "booted", bundle, str(PAYLOADS / payload)],
                             capture_output=True, text=True)
        body = (out.stdout + out.stderr).encode()
        self.send_response(200 if out.returncode == 0 else 500)
        self.end_headers()
        self.wfile.write(body)

http.server.HTTPServer(("127.0.0.1", 8081), Relay).serve_forever()
