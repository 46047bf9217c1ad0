package com.sandpiperhq.e2e;

import io.appium.java_client.AppiumBy;
import org.testng.annotations.Test;

import java.util.Map;

import static org.testng.Assert.assertEquals;

/**
 * The mailbox service sends a silent push (content-available) when new mail lands.
 * The app should pull the delta in the background so the inbox is current when the
 * user comes back.
 */
public class SilentPushSyncIT extends BaseIT {

    private String syncedThrough() {
        return driver.findElement(AppiumBy.accessibilityId("inbox.syncedThrough")).getText();
    }

    @Test
    public void inboxShowsSeededCursorOnLaunch() {
        assertEquals(syncedThrough(), "c_88120");
    }

    @Test
    public void foregroundPullToRefreshAdvancesCursor() {
        driver.findElement(AppiumBy.accessibilityId("inbox.list")).click();
        driver.executeScript("mobile: dragFromToForDuration", Map.of(
                "fromX", 200, "fromY", 220, "toX", 200, "toY", 640, "duration", 0.6));
        assertEquals(syncedThrough(), "c_88121");
    }

    @Test
    public void silentPushRefreshesInboxWhileBackgrounded() throws InterruptedException {
        assertEquals(syncedThrough(), "c_88120");

        // Send the app home and stay there.
        driver.executeScript("mobile: backgroundApp", Map.of("seconds", -1));

        // Same payload the push-service sends for a mailbox delta.
        driver.executeScript("mobile: pushNotification", Map.of(
                "bundleId", BUNDLE_ID,
                "payload", Map.of(
                        "aps", Map.of("content-available", 1),
                        "mailbox", "mbx-204",
                        "cursor", "c_88121")));

        // Give iOS time to wake the app and let InboxSyncService finish the pull.
        Thread.sleep(45_000);

        driver.activateApp(BUNDLE_ID);
        assertEquals(syncedThrough(), "c_88121",
                "inbox was not synced while the app was in the background");
    }
}
