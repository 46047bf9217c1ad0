#!/usr/bin/env python3
"""Host-side helper for UI tests: POST /push {bundleID, payload} -> `xcrun simctl push booted`."""
import argparse, json, subprocess, tempfile, logging
from http.server import BaseHTTPRequestHandler, HTTPServer

class Handler(BaseHTTPRequestHandler):
    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        with tempfile.NamedTemporaryFile("w", suffix=".apns", delete=False) as f:
            json.dump(body["payload"], f)
        proc = subprocess.run(["xcrun", "simctl", "push", "booted", body["bundleID"], f.name],
                              capture_output=True, text=True)
        logging.info("simctl push %s -> rc=%s %s", body["bundleID"], proc.returncode, proc.stdout.strip() or proc.stderr.strip())
        self.send_response(200 if proc.returncode == 0 else 500)
        self.end_headers()

if __name__ == "__main__":
    p = argparse.ArgumentParser(); p.add_argument("--port", type=int); p.add_argument("--log")
    a = p.parse_args()
    logging.basicConfig(filename=a.log, level=logging.INFO, format="%(asctime)s push-helper %(message)s")
    HTTPServer(("127.0.0.1", a.port), Handler).serve_forever()
