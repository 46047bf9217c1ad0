package io.trailmark.e2e;

import io.appium.java_client.AppiumBy;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.testng.Assert;
import org.testng.annotations.Test;

public class MapScreenTest extends BaseTest {

    @Test
    public void showsCurrentPositionBadge() {
        wait.until(ExpectedConditions.elementToBeClickable(AppiumBy.accessibilityId("tab.map"))).click();
        Assert.assertTrue(wait.until(ExpectedConditions.visibilityOfElementLocated(AppiumBy.accessibilityId("map.position.badge"))).isDisplayed());
    }
}
