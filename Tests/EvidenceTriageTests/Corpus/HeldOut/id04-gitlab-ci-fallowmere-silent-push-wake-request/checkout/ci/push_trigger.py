#!/usr/bin/env python3
"""Tiny HTTP hook for UI tests: POST /push/<name> runs `xcrun simctl push` with ci/<name>.apns."""
import argparse, http.server, logging, subprocess

parser = argparse.ArgumentParser()
parser.add_argument("--udid", required=True)
parser.add_argument("--port", type=int, default=9494)
args = parser.parse_args()
logging.basicConfig(format="%(asctime)s push_trigger %(levelname)s %(message)s", level=logging.INFO)

class Handler(http.server.BaseHTTPRequestHandler):
    def do_POST(self):
        name = self.path.rsplit("/", 1)[-1]
        cmd = ["xcrun", "simctl", "push", args.udid, "com.fallowmere.mail", f"ci/{name}.apns"]
        logging.info("POST %s -> %s", self.path, " ".join(cmd))
        result = subprocess.run(cmd, capture_output=True, text=True)
        logging.info("simctl exit=%d stdout=%r stderr=%r", result.returncode, result.stdout.strip(), result.stderr.strip())
        self.send_response(200 if result.returncode == 0 else 500)
        self.end_headers()

    def log_message(self, *a):
        pass

logging.info("listening on 127.0.0.1:%d for %s", args.port, args.udid)
http.server.HTTPServer(("127.0.0.1", args.port), Handler).serve_forever()
