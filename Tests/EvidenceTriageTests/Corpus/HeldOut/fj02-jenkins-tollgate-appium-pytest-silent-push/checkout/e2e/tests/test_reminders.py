"""Morning departure reminders are local notifications scheduled by the app.

The developer menu lists pending UNNotificationRequests with their next
trigger time, which is what these tests read.
"""
from appium.webdriver.common.appiumby import AppiumBy
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


class TestReminders:
    def _open_dev_menu(self, driver):
        wait = WebDriverWait(driver, 15)
        wait.until(EC.element_to_be_clickable((AppiumBy.ACCESSIBILITY_ID, "tab.settings"))).click()
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "settings.developer").click()
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "dev.pendingNotifications").click()

    def test_morning_reminder_uses_local_time(self, driver):
        wait = WebDriverWait(driver, 15)
        wait.until(EC.element_to_be_clickable((AppiumBy.ACCESSIBILITY_ID, "tab.settings"))).click()
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "settings.reminders").click()
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "reminders.time").send_keys("07:45")
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "reminders.save").click()
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "nav.back").click()

        self._open_dev_menu(driver)
        row = wait.until(EC.visibility_of_element_located(
            (AppiumBy.ACCESSIBILITY_ID, "pending.morning-departures")))
        # Row label: "<identifier> · repeats daily · next <weekday> HH:mm"
        next_fire = row.get_attribute("label").rsplit(" ", 1)[-1]
        assert next_fire == "07:45", f"reminder scheduled for {next_fire}, wanted 07:45 local"

    def test_reminder_removed_when_disabled(self, driver):
        wait = WebDriverWait(driver, 15)
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "nav.back").click()
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "settings.reminders").click()
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "reminders.enabled").click()
        driver.find_element(AppiumBy.ACCESSIBILITY_ID, "nav.back").click()
        self._open_dev_menu(driver)
        wait.until(EC.visibility_of_element_located((AppiumBy.ACCESSIBILITY_ID, "pending.empty")))
