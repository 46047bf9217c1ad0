from appium.webdriver.common.appiumby import AppiumBy

from conftest import BUNDLE_ID


class TestPushBanner:
    def test_alert_push_shows_banner(self, app):
        app.execute_script(
            "mobile: pushNotification",
            {"bundleId": BUNDLE_ID, "payload": {"aps": {"alert": {"title": "Shared with you", "body": "Marsh survey"}, "badge": 1}}},
        )
        banner = app.find_element(AppiumBy.IOS_PREDICATE, "label CONTAINS 'Marsh survey'")
        assert banner.is_displayed()

    def test_alert_push_updates_inbox_badge(self, app):
        app.find_element(AppiumBy.ACCESSIBILITY_ID, "tab.inbox").click()
        app.execute_script(
            "mobile: pushNotification",
            {"bundleId": BUNDLE_ID, "payload": {"aps": {"alert": {"title": "Shared with you", "body": "Heron count"}, "badge": 2}}},
        )
        # The in-app inbox badge should pick up the new unread note while the banner is up.
        badge = app.find_element(AppiumBy.ACCESSIBILITY_ID, "inbox.unreadBadge")
        assert badge.get_attribute("value") == "2"
