#!/usr/bin/env python3
"""Tiny host-side helper: POST /push?payload=NAME -> xcrun simctl push booted com.kelpie.board KelpieUITests/Payloads/NAME"""
import http.server, subprocess, urllib.parse

class H(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        q = urllib.parse.parse_qs(urllib.parse.urlparse(self.path).query)
        name = q["payload"][0]
        out = subprocess.run(["xcrun", "simctl", "push", "booted", "com.kelpie.board", f"KelpieUITests/Payloads/{name}"],
                             capture_output=True, text=True)
        print(f"[push-trigger] simctl push booted com.kelpie.board {name} -> {out.stdout.strip() or out.stderr.strip()}", flush=True)
        self.send_response(200 if out.returncode == 0 else 500)
        self.end_headers()

http.server.HTTPServer(("127.0.0.1", 9191), H).serve_forever()
