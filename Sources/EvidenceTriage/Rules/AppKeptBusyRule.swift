extension MessageRule {
    static let appKeptBusy = MessageRule(
        identifier: "app_kept_busy",
        category: .businessLogicError,
        summary: "The UI-test framework waited for the app to go idle, and the app kept itself busy with timers or frames of its own (Detox's `The app is busy with the following tasks:` naming enqueued native or JavaScript timers; Flutter's `pumpAndSettle timed out` on an endless animation; XCUITest's `App animations complete notification not received`) until the test timed out: a timer the app re-arms or never stops, an animation that repeats, in the app's code — not the OS's scheduling, not the simulator.",
        signals: [.appKeptBusy],
        stage: nil,
        nextStep: "Find the timer Detox names (its interval, `Is recurring: YES`) or the animation that repeats (an `AnimationController.repeat()`) in the app and stop it when its work is done (invalidate the `Timer`, `clearInterval` the interval's id); only if it must run, wait another way (`device.disableSynchronization()` around the step; `pump(duration)` instead of `pumpAndSettle()`).",
        triggeringExamples: [
            // Flutter's test waited for the frames to stop, and a shimmer repeated forever; the Simulator's refusal
            // of the app's periodic task, printed just before, did not make the test fail.
            .failure("sync_screen_test/shows synced badge after background sync",
                     messages: ["pumpAndSettle timed out"],
                     log: ["flutter: [sync] periodic registration failed: PlatformException(bgTaskSchedulingFailed(Error Domain=BGTaskSchedulerErrorDomain Code=1 \"(null)\") error, Scheduling the task using BGTaskScheduler has failed)"]),
            // A native heartbeat timer the app never invalidates: Detox reports it every ten seconds till Jest's timeout.
            .failure("Sync status/shows last synced time after pull-to-refresh",
                     messages: ["thrown: \"Exceeded timeout of 120000 ms for a test.\nAdd a timeout value to this test to increase the timeout, if this is a long-running test.\""],
                     log: ["• 1 enqueued native timers:"]),
            // XCUITest's own wait for the app to go idle, given up on: a pulse animation that repeats forever, and the
            // element the test waited for never came.
            .failure("AppUITests.MeterTileUITests/testRefreshBadgeAppearsAfterPullToRefresh",
                     messages: ["XCTAssertTrue failed - \"Updated just now\" badge did not appear after pull to refresh"],
                     log: ["    t =     8.41s             App animations complete notification not received, will attempt to continue."],
                     code: ["        XCTAssertTrue(app.staticTexts[\"Updated just now\"].waitForExistence(timeout: 5), \"badge did not appear\")"]),
            // A JavaScript interval cleared through the wrong reference, so it never stops.
            .failure("Background sync/shows synced badge after manual sync",
                     messages: ["thrown: \"Exceeded timeout of 120000 ms for a test.\""],
                     log: ["• 1 enqueued JavaScript timers:"]),
        ],
        nonTriggeringExamples: [
            // XCUITest's idle warning in passing, and a failure that is an assertion on a value, not a wait.
            .failure("AppUITests.CheckoutUITests/testTotalIncludesTax",
                     messages: ["XCTAssertEqual failed: (\"$10.00\") is not equal to (\"$10.80\")"],
                     log: ["    t =     3.12s             App animations complete notification not received, will attempt to continue."],
                     code: ["        XCTAssertEqual(app.staticTexts[\"total\"].label, \"$10.80\")"]),
            // XCUITest gave up waiting for the app's animations, then could not read the app at all: the
            // accessibility server's failure is the runner's, whatever the app was drawing.
            .failure("AppUITests.RoomListUITests/testOpensRoomFromList",
                     messages: ["Failed to get matching snapshot: Error kAXErrorServerNotResponding getting snapshot for element <XCAccessibilityElement: 0x600002a9c0f0> pid: 9231"],
                     log: ["    t =    63.52s             App animations complete notification not received, will attempt to continue."]),
            // XCUITest gave up waiting for the app to go idle after bringing it back, and then found it not running:
            // the app was gone (killed while in the background), nothing of it kept busy.
            .failure("FerrowindUITests.RideRecordingUITests/testPausedRideResumesAfterReturningToForeground",
                     messages: ["XCTAssertTrue failed"],
                     log: ["    t =    18.47s     App animations complete notification not received, will attempt to continue.",
                           "    t =    19.58s             Failed to get matching snapshot: Application com.ferrowind.app is not running"],
                     code: ["        XCTAssertTrue(app.buttons[\"Resume ride\"].waitForExistence(timeout: 10))"]),
            // Detox reported the timer while the app launched, before this test began: the run's, not this test's wait.
            .failure("Feed/loads the first page",
                     messages: ["Test Failed: 'elementWithText' expectation failed: Expected \"12 items\", got \"11 items\""],
                     runLog: ["• 1 enqueued JavaScript timers:"]),
            // A test that timed out with no report of what kept the app busy.
            .failure("Reminders/fires the reminder after five seconds",
                     messages: ["thrown: \"Exceeded timeout of 120000 ms for a test.\""]),
        ],
        // (Not where XCUITest then could not read the app at all — `Failed to get matching snapshot`, an
        // accessibility error: the runner's trouble, whatever the app was drawing.)
        // (And XCUITest's idle warning, which it prints in passing runs too, counts only for a failure that is a
        // wait: one that timed out, or a failing line that waits for an element.)
        setAside: { _, hit, context in
            context.test.issues.contains { issue in ["Failed to get matching snapshot", "kAXError"].contains(where: issue.message.includes) }
                // (XCUITest's own lines while the test waited: the app was not running at all, so nothing of it was busy.)
                || context.says(.appNotRunning)
                || hit.text.includes("App animations complete") && context.text(saying: .waitTimedOut) == nil && !AssertionInJobTestRule.waitsForAnElement(context)
        },
        // The signal says what kept the app busy; that the app's code is at fault is a reading of it.
        inferredWhen: { _, _, _ in "" })
}
