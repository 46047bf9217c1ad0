#!/usr/bin/env python3
"""Tiny HTTP relay so UI tests can trigger `xcrun simctl push` on the CI host."""
import http.server, json, os, subprocess, sys, datetime

UDID = os.environ["SIM_UDID"]

class H(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        fixture = os.path.join("fixtures/push", body["fixture"])
        log(f"POST /push fixture={body['fixture']} bundle={body['bundleID']}")
        cmd = ["xcrun", "simctl", "push", UDID, body["bundleID"], fixture]
        log("$ " + " ".join(cmd))
        out = subprocess.run(cmd, capture_output=True, text=True)
        log((out.stdout + out.stderr).strip())
        self.send_response(200 if out.returncode == 0 else 500); self.end_headers()

def log(msg):
    print(datetime.datetime.utcnow().strftime("%Y-%m-%dT%H:%M:%SZ"), msg, flush=True)

log("push-relay listening on 127.0.0.1:8765")
http.server.HTTPServer(("127.0.0.1", 8765), H).serve_forever()
