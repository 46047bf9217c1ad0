from appium.webdriver.common.appiumby import AppiumBy
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def _plan(driver, origin: str, destination: str):
    wait = WebDriverWait(driver, 20)
    wait.until(EC.element_to_be_clickable((AppiumBy.ACCESSIBILITY_ID, "tab.plan"))).click()
    driver.find_element(AppiumBy.ACCESSIBILITY_ID, "plan.from").send_keys(origin)
    driver.find_element(AppiumBy.ACCESSIBILITY_ID, "plan.to").send_keys(destination)
    driver.find_element(AppiumBy.ACCESSIBILITY_ID, "plan.go").click()
    return wait.until(EC.visibility_of_element_located(
        (AppiumBy.ACCESSIBILITY_ID, "plan.result.0")))


def test_plan_trip_with_one_change(driver):
    first = _plan(driver, "Harbour Quay", "Old Mill")
    assert "1 change" in first.get_attribute("label")


def test_plan_trip_step_free(driver):
    driver.find_element(AppiumBy.ACCESSIBILITY_ID, "plan.options").click()
    driver.find_element(AppiumBy.ACCESSIBILITY_ID, "plan.stepFree").click()
    first = _plan(driver, "Harbour Quay", "Old Mill")
    assert "step-free" in first.get_attribute("label")
