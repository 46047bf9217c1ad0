import logging

from appium.webdriver.common.appiumby import AppiumBy
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

from conftest import BUNDLE_ID

log = logging.getLogger(__name__)

SILENT_ORDERS_CHANGED = {
    "aps": {"content-available": 1},
    "kind": "orders.changed",
    "orderId": "LM-20931",
}


class TestSilentPush:
    def test_content_available_push_refreshes_orders(self, driver):
        WebDriverWait(driver, 30).until(
            EC.visibility_of_element_located((AppiumBy.ACCESSIBILITY_ID, "Orders")))

        # Put the app in the background, then deliver a background (silent) push.
        driver.execute_script("mobile: backgroundApp", {"seconds": -1})
        log.info("sending silent push %s", SILENT_ORDERS_CHANGED["kind"])
        driver.execute_script("mobile: pushNotification",
                              {"bundleId": BUNDLE_ID, "payload": SILENT_ORDERS_CHANGED})
        driver.execute_script("mobile: activateApp", {"bundleId": BUNDLE_ID})

        # The app refreshes its order list in the background and shows a banner on return.
        banner = WebDriverWait(driver, 20).until(
            EC.visibility_of_element_located((AppiumBy.ACCESSIBILITY_ID, "Orders updated")))
        assert "LM-20931" in banner.get_attribute("label")

    def test_alert_push_shows_banner(self, driver):
        WebDriverWait(driver, 30).until(
            EC.visibility_of_element_located((AppiumBy.ACCESSIBILITY_ID, "Orders")))
        driver.execute_script("mobile: pushNotification", {
            "bundleId": BUNDLE_ID,
            "payload": {"aps": {"alert": {"title": "Lantern Market", "body": "Your basket is waiting"}}},
        })
        WebDriverWait(driver, 15).until(
            EC.visibility_of_element_located((AppiumBy.ACCESSIBILITY_ID, "Your basket is waiting")))
