package com.kestrelpost.tests;

import static org.junit.Assert.assertFalse;

import com.microsoft.appcenter.appium.EnhancedIOSDriver;
import com.microsoft.appcenter.appium.Factory;
import io.appium.java_client.MobileElement;
import org.junit.After;
import org.junit.Before;
import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TestWatcher;

public class ArticleListTest {
    @Rule
    public TestWatcher watcher = Factory.createWatcher();

    private EnhancedIOSDriver<MobileElement> driver;

    @Before
    public void setUp() throws Exception {
        driver = Factory.createIOSDriver(Capabilities.kestrelPost("-UITestFixture", "headlines-40"));
    }

    @Test
    public void opensArticleFromList() {
        driver.findElementByAccessibilityId("headline-3").click();
        driver.label("Article opened");
        driver.findElementByAccessibilityId("article-body");
    }

    @Test
    public void readDotClearsAfterScrollingBack() {
        driver.findElementByAccessibilityId("headline-0").click();
        driver.findElementByAccessibilityId("Back").click();
        Gestures.scrollDown(driver, 3);
        Gestures.scrollUp(driver, 3);
        driver.label("Scrolled back to top");
        boolean stillUnread = !driver.findElementsByAccessibilityId("unread-dot-0").isEmpty();
        assertFalse("headline-0 was read but its cell shows the unread dot again after reuse", stillUnread);
    }

    @After
    public void tearDown() {
        if (driver != null) {
            driver.label("Stopping App");
            driver.quit();
        }
    }
}
