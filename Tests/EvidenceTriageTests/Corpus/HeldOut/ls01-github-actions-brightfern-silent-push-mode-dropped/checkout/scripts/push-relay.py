#!/usr/bin/env python3
"""Tiny HTTP relay so UI tests can ask the CI host to run `xcrun simctl push`."""
import json, subprocess, sys
from http.server import BaseHTTPRequestHandler, HTTPServer

PAYLOADS = "Tests/Payloads"

class Relay(BaseHTTPRequestHandler):
    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        path = f"{PAYLOADS}/{body['payload']}"
        print(f"[relay] push {body['payload']} -> {body['bundleId']}", flush=True)
        r = subprocess.run(["xcrun", "simctl", "push", "booted", body["bundleId"], path],
                           capture_output=True, text=True)
        sys.stdout.write(r.stdout); sys.stderr.write(r.stderr); sys.stdout.flush()
        self.send_response(200 if r.returncode == 0 else 500)
        self.end_headers()

HTTPServer(("127.0.0.1", 8089), Relay).serve_forever()
