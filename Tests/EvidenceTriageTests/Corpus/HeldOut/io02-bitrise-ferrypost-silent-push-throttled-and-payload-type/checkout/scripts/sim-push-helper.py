#!/usr/bin/env python3
"""Tiny HTTP endpoint the UI tests call to deliver a push to the booted simulator.
POST /push  {"bundle": "...", "payload": "file.apns"}  ->  xcrun simctl push booted <bundle> <file>"""
import http.server, json, subprocess, sys, os
PORT = int(sys.argv[sys.argv.index("--port") + 1]) if "--port" in sys.argv else 8765
PUSHES = os.path.join(os.path.dirname(__file__), "..", "FerrypostUITests", "Pushes")
class H(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        out = subprocess.run(["xcrun", "simctl", "push", "booted", body["bundle"], os.path.join(PUSHES, body["payload"])],
                             capture_output=True, text=True)
        self.send_response(200 if out.returncode == 0 else 500); self.end_headers()
        self.wfile.write((out.stdout or out.stderr).encode())
print(f"sim-push-helper: listening on 127.0.0.1:{PORT} (forwards to `xcrun simctl push booted`)", flush=True)
http.server.HTTPServer(("127.0.0.1", PORT), H).serve_forever()
