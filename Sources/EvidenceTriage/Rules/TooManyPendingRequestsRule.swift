extension MessageRule {
    static let tooManyPendingRequests = MessageRule(
        identifier: "too_many_pending_requests",
        category: .schedulingExpectationMismatch,
        summary: "The scheduler refused another request (Code=2, too many pending): the test submits repeatedly and expects each to be kept.",
        signals: [.tooManyPending],
        stage: .submission,
        nextStep: "Cancel pending requests between tests, or assert on requests through a fake scheduler instead of the system's.",
        triggeringExamples: [
            .failure("App.RefreshTests/testResubmits", messages: ["threw error \"Error Domain=BGTaskSchedulerErrorDomain Code=2 \"(null)\"\""]),
            // The test counted what the scheduler holds; the app's record of its submission, stamped with
            // this test, says the system refused the second request with code 2.
            .failure("App.RefreshTests/testBothRefreshesPending", messages: ["XCTAssertEqual failed: (\"1\") is not equal to (\"2\")"],
                     records: [.record("com.example.app.badge-refresh", .appRefresh, .submission, .failed, error: "BGTaskSchedulerErrorDomain:2",
                                       test: "App.RefreshTests/testBothRefreshesPending")]),
        ],
        nonTriggeringExamples: [
            .failure("App.RefreshTests/testResubmits", messages: ["XCTAssertEqual failed: (\"2\") is not equal to (\"1\")"]),
            // The same refusal recorded under another test: nothing ties it to this one.
            .failure("App.RefreshTests/testBothRefreshesPending", messages: ["XCTAssertEqual failed: (\"1\") is not equal to (\"2\")"],
                     records: [.record("com.example.app.badge-refresh", .appRefresh, .submission, .failed, error: "BGTaskSchedulerErrorDomain:2",
                                       test: "App.RefreshTests/testBadgeRefreshSubmits")]),
        ],
        readsTheOS: true)
}
