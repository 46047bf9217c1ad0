"""Weekly training digest: a push every Sunday at 08:00 in the runner's time zone."""
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

DIGEST_WEEKDAY = 6  # Sunday
DIGEST_HOUR = 8


def next_digest_run(now: datetime, tz: ZoneInfo) -> datetime:
    """Next Sunday 08:00 local strictly after `now`."""
    local_now = now.astimezone(tz)
    today_at_8 = local_now.replace(hour=DIGEST_HOUR, minute=0, second=0, microsecond=0)
    # Work in UTC so the scheduler row is unambiguous.
    candidate = today_at_8.astimezone(timezone.utc)
    while True:
        local = candidate.astimezone(tz)
        if local.weekday() == DIGEST_WEEKDAY and candidate > now.astimezone(timezone.utc):
            return local
        candidate += timedelta(days=1)
