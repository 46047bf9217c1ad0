#!/usr/bin/env python3
"""Tiny HTTP relay so UI tests can ask the runner to `simctl push` a payload."""
import json, subprocess, tempfile
from http.server import BaseHTTPRequestHandler, HTTPServer

class Handler(BaseHTTPRequestHandler):
    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        with tempfile.NamedTemporaryFile("w", suffix=".apns", delete=False) as f:
            json.dump(body["payload"], f)
        out = subprocess.run(["xcrun", "simctl", "push", "booted", body["bundle"], f.name],
                             capture_output=True, text=True)
        print(f"push-relay: simctl push booted {body['bundle']} -> rc={out.returncode} {out.stdout.strip()}", flush=True)
        self.send_response(202 if out.returncode == 0 else 500)
        self.end_headers()

HTTPServer(("127.0.0.1", 8099), Handler).serve_forever()
