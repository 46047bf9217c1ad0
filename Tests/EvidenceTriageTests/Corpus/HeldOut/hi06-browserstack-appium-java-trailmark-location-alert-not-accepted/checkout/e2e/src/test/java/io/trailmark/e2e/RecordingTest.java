package io.trailmark.e2e;

import io.appium.java_client.AppiumBy;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.testng.Assert;
import org.testng.annotations.Test;

public class RecordingTest extends BaseTest {

    @Test
    public void startsRecordingAfterLocationPermission() {
        // First launch: the app asks for location permission; autoAcceptAlerts should accept it.
        wait.until(ExpectedConditions.visibilityOfElementLocated(AppiumBy.accessibilityId("record.start"))).click();
        String status = wait.until(ExpectedConditions.visibilityOfElementLocated(AppiumBy.accessibilityId("record.status"))).getText();
        Assert.assertEquals(status, "Recording");
    }

    @Test
    public void pauseKeepsElapsedTime() {
        driver.findElement(AppiumBy.accessibilityId("onboarding.skip")).click();
        Assert.assertTrue(driver.findElement(AppiumBy.accessibilityId("record.start")).isDisplayed());
    }
}
