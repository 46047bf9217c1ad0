import time

from appium.webdriver.common.appiumby import AppiumBy

from conftest import BUNDLE_ID

SYNC_WAIT_SECONDS = 45


class TestSilentPushSync:
    def test_content_available_push_syncs_in_background(self, app):
        before = app.find_element(AppiumBy.ACCESSIBILITY_ID, "debug.silentPushCount").get_attribute("value")
        assert before == "0"

        # Send the app to the background indefinitely, then deliver a silent push
        # exactly as the push service does for inbox changes.
        app.execute_script("mobile: backgroundApp", {"seconds": -1})
        app.execute_script(
            "mobile: pushNotification",
            {"bundleId": BUNDLE_ID, "payload": {"aps": {"content-available": 1}, "kestrel": {"sync": "inbox", "cursor": "c_0042"}}},
        )
        time.sleep(SYNC_WAIT_SECONDS)
        app.execute_script("mobile: activateApp", {"bundleId": BUNDLE_ID})

        after = app.find_element(AppiumBy.ACCESSIBILITY_ID, "debug.silentPushCount").get_attribute("value")
        assert after == "1", f"silent push did not reach the app while backgrounded (count {after!r})"
