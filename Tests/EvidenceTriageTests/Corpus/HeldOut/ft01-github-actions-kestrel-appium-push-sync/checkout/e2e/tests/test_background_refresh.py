from appium.webdriver.common.appiumby import AppiumBy

from conftest import BUNDLE_ID

BACKGROUND_SECONDS = 120


class TestBackgroundRefresh:
    def test_feed_refreshes_while_app_backgrounded(self, app):
        label = app.find_element(AppiumBy.ACCESSIBILITY_ID, "feed.updatedLabel")
        assert label.get_attribute("value") != ""

        # Background the app long enough for the app-refresh task to run, then
        # come back and expect a fresh feed.
        app.execute_script("mobile: backgroundApp", {"seconds": BACKGROUND_SECONDS})

        label = app.find_element(AppiumBy.ACCESSIBILITY_ID, "feed.updatedLabel")
        assert label.get_attribute("value") == "Updated just now", (
            f"feed was not refreshed while backgrounded: {label.get_attribute('value')!r}"
        )
