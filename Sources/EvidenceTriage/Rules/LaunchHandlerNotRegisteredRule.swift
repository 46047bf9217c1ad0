extension MessageRule {
    static let launchHandlerNotRegistered = MessageRule(
        identifier: "launch_handler_not_registered",
        category: .configurationRegression,
        summary: "The system found no launch handler for the task: it was never registered (or under another identifier).",
        signals: [.noLaunchHandler],
        stage: .registration,
        nextStep: "Register the handler with `BGTaskScheduler.shared.register(forTaskWithIdentifier:using:launchHandler:)` for exactly this identifier, before launch finishes.",
        triggeringExamples: [
            .failure("App.RefreshTests/testRefresh", messages: ["XCTAssertTrue failed"],
                     log: ["*** Assertion failure: No launch handler registered for task with identifier com.example.app.refresh"]),
        ],
        nonTriggeringExamples: [
            .failure("App.RefreshTests/testRefresh", messages: ["XCTAssertTrue failed - handler returned early"]),
        ])
}
