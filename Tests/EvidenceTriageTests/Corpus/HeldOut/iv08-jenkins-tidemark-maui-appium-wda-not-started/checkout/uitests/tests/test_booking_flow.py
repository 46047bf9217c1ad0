import pytest
from appium import webdriver
from appium.options.ios import XCUITestOptions
from appium.webdriver.common.appiumby import AppiumBy


@pytest.fixture(scope="module")
def driver():
    opts = XCUITestOptions()
    opts.platform_version = "18.2"
    opts.device_name = "iPhone 16"
    opts.app = "build/Tidemark.app"
    opts.wda_launch_timeout = 120000
    drv = webdriver.Remote("http://127.0.0.1:4723", options=opts)
    yield drv
    drv.quit()


class TestBookingFlow:
    def test_books_next_slot(self, driver):
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "book-next-slot").click()
        assert driver.find_element(AppiumBy.ACCESSIBILITY_ID, "booking-confirmed").is_displayed()

    def test_cancel_releases_slot(self, driver):
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "my-bookings").click()
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "cancel-booking-0").click()
        assert driver.find_element(AppiumBy.ACCESSIBILITY_ID, "slot-released").is_displayed()

    def test_tide_window_warning(self, driver):
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "slot-0415").click()
        assert driver.find_element(AppiumBy.ACCESSIBILITY_ID, "low-water-warning").is_displayed()
