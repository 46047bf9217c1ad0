from appium.webdriver.common.appiumby import AppiumBy
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


class TestLogin:
    def test_login_with_email(self, driver):
        WebDriverWait(driver, 30).until(
            EC.element_to_be_clickable((AppiumBy.ACCESSIBILITY_ID, "Sign in"))).click()
        driver.find_element(AppiumBy.IOS_PREDICATE, "type == 'XCUIElementTypeTextField'").send_keys("qa+ios@lanternmarket.test")
        driver.find_element(AppiumBy.IOS_PREDICATE, "type == 'XCUIElementTypeSecureTextField'").send_keys("not-a-real-pass")
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "Continue").click()
        WebDriverWait(driver, 20).until(
            EC.visibility_of_element_located((AppiumBy.ACCESSIBILITY_ID, "Orders")))

    def test_rejects_unknown_email(self, driver):
        WebDriverWait(driver, 30).until(
            EC.element_to_be_clickable((AppiumBy.ACCESSIBILITY_ID, "Sign in"))).click()
        driver.find_element(AppiumBy.IOS_PREDICATE, "type == 'XCUIElementTypeTextField'").send_keys("nobody@lanternmarket.test")
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "Continue").click()
        WebDriverWait(driver, 10).until(
            EC.visibility_of_element_located((AppiumBy.ACCESSIBILITY_ID, "We couldn't find that account")))
