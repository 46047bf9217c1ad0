extension MessageRule {
    /// The OS documents that a force quit ends the app's background work (its transfers, its
    /// refreshes) until the user opens the app again: a test that force-quits and then expects the
    /// work to go on expects what the OS never does.
    static let stoppedAfterForceQuit = MessageRule(
        identifier: "stopped_after_force_quit",
        category: .schedulingExpectationMismatch,
        summary: "The system cancelled the app's background work because the app was force-quit (as it documents it always does), and the test expected the work to go on.",
        signals: [.stoppedAfterForceQuit],
        stage: .systemCallback,
        nextStep: "Do not force-quit to test background work: the OS stops it until the user opens the app. End the app as the system does (suspend it, or `kill -9` from a debugger) or test the completion path directly.",
        triggeringExamples: [
            .failure("AppUITests.DownloadResumeUITests/testDownloadFinishesAfterForceQuit",
                     messages: ["XCTAssertTrue failed - download should finish after the app was swiped away"],
                     log: ["[Harness] nsurlsessiond reported task 15 cancelled (NSURLErrorBackgroundTaskCancelledReasonKey=0 userForceQuitApplication)"]),
        ],
        nonTriggeringExamples: [
            // The test itself called the session's delegate with the error the daemon reports after a force quit:
            // the app's handling of it failed, not the OS's.
            .failure("ShelfTests.DownloadServiceTests/testForceQuitCancellationMarksDownloadFailed",
                     messages: ["XCTAssertEqual failed: (\"Optional(Shelf.DownloadState.downloading)\") is not equal to (\"Optional(Shelf.DownloadState.failed)\")"],
                     log: ["[Downloads] task 1 completed with error: Error Domain=NSURLErrorDomain Code=-999 \"(null)\" UserInfo={NSURLErrorBackgroundTaskCancelledReasonKey=0}"],
                     code: ["        service.urlSession(service.session, task: task, didCompleteWithError: forceQuit)",
                            "        XCTAssertEqual(store.state(for: archiveID), .failed)"]),
            // The test's words alone: the system said nothing of a force quit (the harness may have ended the app otherwise).
            .failure("AppUITests.DownloadResumeUITests/testDownloadFinishesAfterForceQuit",
                     messages: ["XCTAssertTrue failed - download should finish after the app was swiped away"]),
        ],
        readsTheOS: true,
        // The test itself handed the app's session delegate the end of a transfer (`didCompleteWithError:` with
        // the daemon's force-quit error of its own making): what the OS would have said is the test's input.
        setAside: { _, _, context in context.expectation.deliversItsOwnSystemEvent })
}
