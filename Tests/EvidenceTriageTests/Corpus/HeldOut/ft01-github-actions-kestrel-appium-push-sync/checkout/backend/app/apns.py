"""Builds the HTTP/2 requests the push service sends to APNs.

Two kinds of notification leave this module:

* ``alert`` pushes for new shared notes (visible banner, badge), and
* ``sync`` pushes that only wake the app so it can pull the inbox delta in
  the background (``content-available: 1``, no alert/sound/badge).
"""
from __future__ import annotations

import json
import time
import uuid
from dataclasses import dataclass, field

APNS_TOPIC = "com.kestrelnotes.app"
DEFAULT_EXPIRATION_SECONDS = 3600


@dataclass(frozen=True)
class ApnsRequest:
    path: str
    headers: dict[str, str]
    body: bytes
    extra: dict[str, str] = field(default_factory=dict)

    @property
    def payload(self) -> dict:
        return json.loads(self.body)


def _base_headers(collapse_id: str | None) -> dict[str, str]:
    headers = {
        "apns-topic": APNS_TOPIC,
        "apns-id": str(uuid.uuid4()),
        "apns-expiration": str(int(time.time()) + DEFAULT_EXPIRATION_SECONDS),
        # Alert pushes go out immediately.
        "apns-priority": "10",
        "apns-push-type": "alert",
    }
    if collapse_id:
        headers["apns-collapse-id"] = collapse_id
    return headers


def build_alert_push(device_token: str, title: str, body: str, badge: int) -> ApnsRequest:
    payload = {"aps": {"alert": {"title": title, "body": body}, "badge": badge, "sound": "default"}}
    return ApnsRequest(
        path=f"/3/device/{device_token}",
        headers=_base_headers(collapse_id=None),
        body=json.dumps(payload, separators=(",", ":")).encode(),
    )


def build_sync_push(device_token: str, inbox_cursor: str) -> ApnsRequest:
    """A silent push: wakes the app in the background to pull the inbox delta."""
    payload = {"aps": {"content-available": 1}, "kestrel": {"sync": "inbox", "cursor": inbox_cursor}}
    headers = _base_headers(collapse_id="inbox-sync")
    return ApnsRequest(
        path=f"/3/device/{device_token}",
        headers=headers,
        body=json.dumps(payload, separators=(",", ":")).encode(),
    )
