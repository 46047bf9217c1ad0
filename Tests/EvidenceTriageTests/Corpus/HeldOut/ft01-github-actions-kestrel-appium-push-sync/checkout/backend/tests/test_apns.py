import json

import pytest

from app.apns import APNS_TOPIC, build_alert_push, build_sync_push

TOKEN = "a" * 64


class TestApnsRequestBuilder:
    def test_alert_push_has_alert_headers(self):
        req = build_alert_push(TOKEN, "Shared with you", "Field trip notes", badge=3)
        assert req.path == f"/3/device/{TOKEN}"
        assert req.headers["apns-push-type"] == "alert"
        assert req.headers["apns-priority"] == "10"
        assert req.headers["apns-topic"] == APNS_TOPIC

    def test_alert_push_payload(self):
        req = build_alert_push(TOKEN, "Shared with you", "Field trip notes", badge=3)
        assert req.payload["aps"]["badge"] == 3
        assert req.payload["aps"]["alert"]["title"] == "Shared with you"

    def test_silent_sync_push_payload_is_content_available_only(self):
        req = build_sync_push(TOKEN, inbox_cursor="c_0042")
        aps = req.payload["aps"]
        assert aps == {"content-available": 1}
        assert req.payload["kestrel"] == {"sync": "inbox", "cursor": "c_0042"}

    def test_silent_sync_push_headers(self):
        req = build_sync_push(TOKEN, inbox_cursor="c_0042")
        # A content-available-only push must be sent as a background push with
        # priority 5; APNs may drop or reject it otherwise.
        assert req.headers["apns-push-type"] == "background"
        assert req.headers["apns-priority"] == "5"

    def test_sync_push_collapses(self):
        req = build_sync_push(TOKEN, inbox_cursor="c_0042")
        assert req.headers["apns-collapse-id"] == "inbox-sync"

    @pytest.mark.parametrize("cursor", ["", "c_1", "c_" + "9" * 40])
    def test_sync_push_body_is_compact_json(self, cursor):
        req = build_sync_push(TOKEN, inbox_cursor=cursor)
        assert b" " not in req.body
        assert json.loads(req.body)["kestrel"]["cursor"] == cursor
