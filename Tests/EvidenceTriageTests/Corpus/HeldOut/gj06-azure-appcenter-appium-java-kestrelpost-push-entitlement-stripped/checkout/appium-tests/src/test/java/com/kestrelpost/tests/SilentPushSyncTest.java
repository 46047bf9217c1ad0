package com.kestrelpost.tests;

import static org.junit.Assert.assertTrue;

import com.kestrelpost.tests.support.NewsroomTestApi;
import com.microsoft.appcenter.appium.EnhancedIOSDriver;
import com.microsoft.appcenter.appium.Factory;
import io.appium.java_client.MobileBy;
import io.appium.java_client.MobileElement;
import java.time.Duration;
import org.junit.After;
import org.junit.Before;
import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TestWatcher;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

public class SilentPushSyncTest {
    @Rule
    public TestWatcher watcher = Factory.createWatcher();

    private EnhancedIOSDriver<MobileElement> driver;
    private final NewsroomTestApi newsroom = NewsroomTestApi.fromEnvironment();

    @Before
    public void setUp() throws Exception {
        driver = Factory.createIOSDriver(Capabilities.kestrelPost());
    }

    @Test
    public void silentPushRefreshesHeadlines() {
        driver.label("Headlines loaded");
        String token = driver.findElementByAccessibilityId("debug-push-token").getText();
        // Publish a breaking story; the newsroom backend sends a content-available push to this device.
        newsroom.publishBreakingStory("Harbour bridge reopens after inspection", token);
        driver.runAppInBackground(Duration.ofSeconds(20));
        driver.label("Back from background");

        new WebDriverWait(driver, 90).until(ExpectedConditions.presenceOfElementLocated(
                MobileBy.AccessibilityId("headline-badge-new")));
        assertTrue(driver.findElementByAccessibilityId("headline-0").getText()
                .contains("Harbour bridge reopens"));
    }

    @After
    public void tearDown() {
        if (driver != null) {
            driver.label("Stopping App");
            driver.quit();
        }
    }
}
