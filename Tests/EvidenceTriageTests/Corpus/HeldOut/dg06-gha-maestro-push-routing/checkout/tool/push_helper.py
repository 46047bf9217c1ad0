"""Tiny HTTP helper for Maestro flows: runs `xcrun simctl push` on the CI runner."""
import argparse
import json
import logging
import subprocess
import time
from http.server import BaseHTTPRequestHandler, HTTPServer
from urllib.parse import parse_qs, urlparse

log = logging.getLogger("push_helper")


class Handler(BaseHTTPRequestHandler):
    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        payload = body["payload"]
        log.info("POST /push payload=%s", payload)
        cmd = ["xcrun", "simctl", "push", "booted", body["bundleId"], f".maestro/payloads/{payload}"]
        log.info("$ %s", " ".join(cmd))
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode == 0:
            log.info("exit=0 stdout=%s", proc.stdout.strip())
        else:
            first, *rest = proc.stderr.strip().splitlines() or [""]
            log.info("exit=%d stderr=%s", proc.returncode, first)
            for line in rest:
                log.info("  %s", line)
        self._reply({"exit": proc.returncode})

    def do_GET(self):
        q = parse_qs(urlparse(self.path).query)
        seconds = int(q.get("seconds", ["0"])[0])
        log.info("GET /wait seconds=%d", seconds)
        time.sleep(seconds)
        log.info("wait done")
        self._reply({"waited": seconds})

    def _reply(self, obj):
        data = json.dumps(obj).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", type=int, default=8089)
    ap.add_argument("--log", default="push-helper.log")
    a = ap.parse_args()
    logging.basicConfig(filename=a.log, level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    HTTPServer(("127.0.0.1", a.port), Handler).serve_forever()
