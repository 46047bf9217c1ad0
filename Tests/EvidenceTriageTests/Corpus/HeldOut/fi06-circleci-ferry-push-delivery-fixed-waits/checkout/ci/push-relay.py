#!/usr/bin/env python3
# Listens on 127.0.0.1:8725; POST /push?file=<payload> -> `xcrun simctl push booted app.ferrychat.ios <payload>`.
import http.server, subprocess, sys, time, urllib.parse

BUNDLE = "app.ferrychat.ios"

class Handler(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        q = urllib.parse.parse_qs(urllib.parse.urlparse(self.path).query)
        payload = "FerryChatUITests/Payloads/" + q["file"][0]
        t = time.strftime("%H:%M:%S")
        out = subprocess.run(["xcrun", "simctl", "push", "booted", BUNDLE, payload], capture_output=True, text=True)
        print(f"{t} relay: simctl push booted {BUNDLE} {q['file'][0]} -> rc={out.returncode} {out.stdout.strip()}", flush=True)
        self.send_response(200 if out.returncode == 0 else 500)
        self.end_headers()

    def log_message(self, *args):
        pass

http.server.HTTPServer(("127.0.0.1", 8725), Handler).serve_forever()
