package io.trailmark.e2e;

import io.appium.java_client.AppiumBy;
import org.testng.Assert;
import org.testng.annotations.Test;

public class SummaryScreenTest extends BaseTest {

    @Test
    public void showsDistanceInMilesForUsLocale() {
        driver.findElement(AppiumBy.accessibilityId("onboarding.skip")).click();
        driver.findElement(AppiumBy.accessibilityId("tab.history")).click();
        driver.findElement(AppiumBy.accessibilityId("history.fixture.ridge-loop")).click();
        String distance = driver.findElement(AppiumBy.accessibilityId("summary.distance")).getText();
        Assert.assertEquals(distance, "2.4 mi");
    }
}
