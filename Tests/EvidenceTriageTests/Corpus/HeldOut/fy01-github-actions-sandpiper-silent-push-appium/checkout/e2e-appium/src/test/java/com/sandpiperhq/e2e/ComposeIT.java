package com.sandpiperhq.e2e;

import io.appium.java_client.AppiumBy;
import org.openqa.selenium.WebElement;
import org.testng.annotations.Test;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

public class ComposeIT extends BaseIT {

    private WebElement compose() {
        return driver.findElement(AppiumBy.accessibilityId("inbox.compose"));
    }

    @Test
    public void composeOpensWithEmptyDraft() {
        compose().click();
        assertTrue(driver.findElement(AppiumBy.accessibilityId("compose.body")).getText().isEmpty());
    }

    @Test
    public void recipientChipsAcceptPastedList() {
        compose().click();
        driver.findElement(AppiumBy.accessibilityId("compose.to"))
                .sendKeys("lena@example.org, kit@example.org\n");
        assertEquals(driver.findElements(AppiumBy.iOSClassChain("**/XCUIElementTypeButton[`name BEGINSWITH 'chip.'`]")).size(), 2);
    }

    @Test
    public void draftSurvivesRelaunch() {
        compose().click();
        driver.findElement(AppiumBy.accessibilityId("compose.subject")).sendKeys("Offsite agenda");
        driver.findElement(AppiumBy.accessibilityId("compose.body")).sendKeys("Draft v2 — rooms booked for Thursday.");
        driver.terminateApp(BUNDLE_ID);
        driver.activateApp(BUNDLE_ID);
        compose().click();
        assertEquals(driver.findElement(AppiumBy.accessibilityId("compose.subject")).getText(), "Offsite agenda");
    }
}
