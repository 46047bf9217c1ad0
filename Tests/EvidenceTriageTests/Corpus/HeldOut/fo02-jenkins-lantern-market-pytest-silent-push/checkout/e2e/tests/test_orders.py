from appium.webdriver.common.appiumby import AppiumBy
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


class TestOrderHistory:
    def test_lists_past_orders(self, driver):
        WebDriverWait(driver, 30).until(
            EC.element_to_be_clickable((AppiumBy.ACCESSIBILITY_ID, "Orders"))).click()
        rows = driver.find_elements(AppiumBy.IOS_PREDICATE, "label BEGINSWITH 'Order LM-'")
        assert len(rows) >= 3

    def test_reorder_button_visible(self, driver):
        WebDriverWait(driver, 30).until(
            EC.element_to_be_clickable((AppiumBy.ACCESSIBILITY_ID, "Orders"))).click()
        driver.find_element(AppiumBy.IOS_PREDICATE, "label BEGINSWITH 'Order LM-'").click()
        assert driver.find_element(AppiumBy.ACCESSIBILITY_ID, "Reorder").is_displayed()
