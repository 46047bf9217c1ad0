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
        ],
        nonTriggeringExamples: [
            .failure("App.RefreshTests/testResubmits", messages: ["XCTAssertEqual failed: (\"2\") is not equal to (\"1\")"]),
        ],
        readsTheOS: true)
}
