"""Departure boards refresh when the backend sends a content-available push.

The stub server bumps the departures feed before each push, so a refresh is
visible as "Updated 0 min ago" on the Home board.
"""
import time

import pytest
from appium.webdriver.common.appiumby import AppiumBy

from conftest import BUNDLE_ID

SILENT_PUSH = {
    "aps": {"content-available": 1},
    "tg": {"kind": "departures-changed", "stop": "HBF-4"},
}


def _updated_label(driver) -> str:
    return driver.find_element(AppiumBy.ACCESSIBILITY_ID, "home.updatedAt").text


@pytest.mark.push
class TestSilentPush:
    def test_push_while_backgrounded_refreshes_departures(self, driver):
        driver.activate_app(BUNDLE_ID)
        driver.execute_script("mobile: backgroundApp", {"seconds": -1})
        driver.execute_script("mobile: pushNotification",
                              {"bundleId": BUNDLE_ID, "payload": SILENT_PUSH})
        time.sleep(10)
        driver.activate_app(BUNDLE_ID)
        assert _updated_label(driver) == "Updated 0 min ago"

    def test_push_after_terminate_refreshes_departures(self, driver):
        # Commuters swipe the app away at night; the morning push must still
        # land so the board is fresh when they open it on the platform.
        driver.terminate_app(BUNDLE_ID)
        driver.execute_script("mobile: pushNotification",
                              {"bundleId": BUNDLE_ID, "payload": SILENT_PUSH})
        time.sleep(45)  # give iOS time to wake the app and run the refresh
        driver.activate_app(BUNDLE_ID)
        label = _updated_label(driver)
        assert label == "Updated 0 min ago", f"board was not refreshed by the push: {label!r}"
