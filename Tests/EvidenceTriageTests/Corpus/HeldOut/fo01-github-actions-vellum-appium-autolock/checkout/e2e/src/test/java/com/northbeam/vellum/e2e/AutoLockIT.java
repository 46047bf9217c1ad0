package com.northbeam.vellum.e2e;

import io.appium.java_client.AppiumBy;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.support.ui.ExpectedConditions;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The vault must lock itself once the app has spent more than
 * {@code autoLockAfter} (30 s by default) in the background.
 */
class AutoLockIT extends BaseIT {

    @Test
    void staysUnlockedWhileForeground() {
        unlockWithPasscode("4827");
        driver.findElement(AppiumBy.accessibilityId("entryList.addButton")).click();
        assertTrue(driver.findElement(AppiumBy.accessibilityId("editor.titleField")).isDisplayed());
    }

    @Test
    void locksVaultAfterThirtySecondsInBackground() {
        unlockWithPasscode("4827");

        // Backgrounds the app for 35 s, then brings it back (XCUITest driver).
        driver.executeScript("mobile: backgroundApp", Map.of("seconds", 35));

        wait.until(ExpectedConditions.visibilityOfElementLocated(
                AppiumBy.accessibilityId("lockScreen.passcodeField")));
    }

    @Test
    void returnsToVaultAfterShortBackground() {
        unlockWithPasscode("4827");

        driver.executeScript("mobile: backgroundApp", Map.of("seconds", -1));
        sleepSeconds(3);
        driver.activateApp(BUNDLE_ID);

        assertTrue(driver.findElement(AppiumBy.accessibilityId("entryList.table")).isDisplayed(),
                "a short trip to the background must not lock the vault");
    }

    private static void sleepSeconds(long s) {
        try {
            Thread.sleep(s * 1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
