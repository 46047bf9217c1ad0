from datetime import datetime
from zoneinfo import ZoneInfo

from osprey_push.digest import next_digest_run


class TestDigestSchedule:
    def test_next_run_same_week(self):
        tz = ZoneInfo("Europe/Berlin")
        now = datetime(2026, 6, 17, 9, 30, tzinfo=tz)  # Wednesday
        assert next_digest_run(now, tz) == datetime(2026, 6, 21, 8, 0, tzinfo=tz)

    def test_next_run_on_sunday_after_eight_rolls_a_week(self):
        tz = ZoneInfo("America/Chicago")
        now = datetime(2026, 6, 21, 8, 1, tzinfo=tz)
        assert next_digest_run(now, tz) == datetime(2026, 6, 28, 8, 0, tzinfo=tz)

    def test_next_run_across_spring_forward(self):
        tz = ZoneInfo("Europe/Berlin")
        # Saturday before the 2026-03-29 switch from CET to CEST
        now = datetime(2026, 3, 28, 12, 0, tzinfo=tz)
        nxt = next_digest_run(now, tz)
        assert nxt == datetime(2026, 3, 29, 8, 0, tzinfo=tz)

    def test_next_run_across_fall_back(self):
        tz = ZoneInfo("Europe/Berlin")
        now = datetime(2026, 10, 24, 12, 0, tzinfo=tz)
        assert next_digest_run(now, tz).hour == 8
