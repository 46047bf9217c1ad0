#!/usr/bin/env python3
"""Serves timetable fixtures for TimetableSyncIntegrationTests (loopback only)."""
import argparse
import http.server
import json
import pathlib

FIXTURE = pathlib.Path(__file__).parent / "fixtures" / "timetable-2026-winter.json"
served = 0


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        global served
        served += 1
        body = FIXTURE.read_bytes()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, fmt, *args):
        print("timetable_stub:", fmt % args, flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=8089)
    args = parser.parse_args()
    server = http.server.HTTPServer(("127.0.0.1", args.port), Handler)
    print(f"timetable_stub: serving fixtures/{FIXTURE.name} on 127.0.0.1:{args.port}", flush=True)
    print("timetable_stub: waiting for requests (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    finally:
        print(f"timetable_stub: shutting down after {served} requests", flush=True)


if __name__ == "__main__":
    main()
