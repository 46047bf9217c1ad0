package com.saltmarsh.e2e;

import io.appium.java_client.AppiumBy;
import io.appium.java_client.appmanagement.ApplicationState;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.testng.annotations.Test;

import java.time.Duration;

import static org.testng.Assert.assertEquals;

/**
 * Photo uploads are started from the Sync screen. When the user leaves the
 * app the queue asks UIKit for extra time (beginBackgroundTask) and keeps
 * going; this test checks the queue finishes while we are away.
 */
public class UploadQueueTest extends BaseIosTest {

    private static final int PHOTO_COUNT = 40;

    @Test
    public void uploadContinuesWhileBackgrounded() throws InterruptedException {
        WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(20));

        // Fixture: 40 field photos attached to the seeded survey (stub server
        // answers each PUT after ~1.1s, so the full queue needs ~45s).
        driver.executeScript("mobile: launchApp", java.util.Map.of(
                "bundleId", BUNDLE_ID,
                "arguments", java.util.List.of("-seedSurvey", "north-scrape-40-photos")));

        wait.until(ExpectedConditions.elementToBeClickable(
                AppiumBy.accessibilityId("tab.sync"))).click();
        wait.until(ExpectedConditions.elementToBeClickable(
                AppiumBy.accessibilityId("sync.uploadAll"))).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(
                AppiumBy.accessibilityId("sync.progress"), "Uploading"));

        // Leave the app (no automatic return) and give the queue time to drain.
        driver.runAppInBackground(Duration.ofSeconds(-1));
        log.info("app deactivated, waiting 45s for the background upload");
        Thread.sleep(45_000);

        ApplicationState state = driver.queryAppState(BUNDLE_ID);
        log.info("app state after 45s in background: {}", state);

        driver.activateApp(BUNDLE_ID);
        String progress = wait.until(ExpectedConditions.visibilityOfElementLocated(
                AppiumBy.accessibilityId("sync.progress"))).getText();
        log.info("sync.progress after resume: '{}'", progress);

        // The queue holds a background task while it drains, so the app
        // should still be executing (state 3), not suspended (state 2), and
        // every photo should have gone up by the time we come back.
        //
        //   RUNNING_IN_BACKGROUND            = 3
        //   RUNNING_IN_BACKGROUND_SUSPENDED  = 2
        //
        assertEquals(state, ApplicationState.RUNNING_IN_BACKGROUND,
                "background upload should keep the app running");
        assertEquals(progress, PHOTO_COUNT + " of " + PHOTO_COUNT + " uploaded");
    }
}
