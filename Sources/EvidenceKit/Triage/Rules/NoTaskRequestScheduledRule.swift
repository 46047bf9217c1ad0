extension MessageRule {
    static let noTaskRequestScheduled = MessageRule(
        identifier: "no_task_request_scheduled",
        category: .schedulingExpectationMismatch,
        summary: "A simulated launch found no scheduled request: the test relied on a submission the OS never kept.",
        phrases: ["has been scheduled"],
        confidence: 0.8, stage: .systemCallback,
        nextStep: "Call the job directly in tests instead of simulating the system launch; check submission separately against a fake scheduler.",
        triggeringExamples: [
            .failure("App.RefreshTests/testSimulatedLaunch", messages: ["XCTAssertTrue failed"],
                     log: ["No task request with identifier <decode: missing data> has been scheduled"]),
        ],
        nonTriggeringExamples: [
            .failure("App.RefreshTests/testSimulatedLaunch", messages: ["XCTAssertTrue failed"], log: ["Simulating launch for task with identifier com.example.app.refresh"]),
        ])
}
