package com.saltmarsh.e2e;

import io.appium.java_client.AppiumBy;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.testng.annotations.Test;

import java.time.Duration;

import static org.testng.Assert.assertEquals;

/**
 * A half-written sighting note must still be in the editor after the user
 * leaves the app for a few seconds (draft autosave on scenePhase change).
 */
public class BackgroundResumeTest extends BaseIosTest {

    private static final String DRAFT = "Two avocets feeding at the north scrape, 07:40";

    @Test
    public void draftSurvivesBackgrounding() {
        WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(15));
        wait.until(ExpectedConditions.elementToBeClickable(
                AppiumBy.accessibilityId("tab.notes"))).click();
        wait.until(ExpectedConditions.elementToBeClickable(
                AppiumBy.accessibilityId("notes.new"))).click();

        WebElement body = wait.until(ExpectedConditions.visibilityOfElementLocated(
                AppiumBy.accessibilityId("note.body")));
        body.sendKeys(DRAFT);
        log.info("typed draft, sending app to background for 10s");

        // Home for ten seconds, then XCUITest brings the app back itself.
        // (mobile: backgroundApp with seconds=10 under the hood.)
        // Keep this under the autosave debounce window on purpose: the
        // scenePhase .background hook must flush the draft, not the timer.
        //
        // See docs/e2e.md#backgrounding for why we do not use terminateApp here.
        //
        driver.runAppInBackground(Duration.ofSeconds(10));

        WebElement restored = wait.until(ExpectedConditions.visibilityOfElementLocated(
                AppiumBy.accessibilityId("note.body")));
        assertEquals(restored.getText(), DRAFT, "draft text after resume");
    }
}
