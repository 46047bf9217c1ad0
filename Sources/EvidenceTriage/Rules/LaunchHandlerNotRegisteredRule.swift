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
            // The test's own stand-in for the scheduler raised it (the stub the test submits to is not the one the code
            // registered on): the OS never saw the task.
            .failure("AppTests.PurgeSchedulingTests/testSubmitAfterRegisterSchedulesPurge", messages: ["Test crashed with signal abrt."],
                     log: ["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'No launch handler registered for task with identifier com.example.app.purge'"],
                     code: ["        let scheduler = BGTaskSchedulerStub()", "        let coordinator = PurgeCoordinator(scheduler: BGTaskSchedulerStub())",
                            "        try scheduler.submit(PurgeCoordinator.makeRequest())"]),
        ],
        // (The system's words only when the system said them: a test's stand-in for the scheduler may say them too.)
        setAside: { _, _, context in context.schedulerObjectIsFaked })
}
