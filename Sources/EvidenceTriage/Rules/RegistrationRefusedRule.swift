extension MessageRule {
    static let registrationRefused = MessageRule(
        identifier: "registration_refused",
        category: .configurationRegression,
        summary: "Registering the task's handler failed or never happened: registered twice, submitted without a registration, or a plugin's setup step (AppDelegate, TaskManager.defineTask) skipped — the app delegate not passing a system callback on to the plugin among them.",
        signals: [.registrationRefused, .pluginSetupMissing, .callbackNotForwarded],
        stage: .registration,
        nextStep: "Register each task's handler exactly once, before launch finishes (`application(_:didFinishLaunchingWithOptions:)`): look for a second registration of the same identifier (two plugins or modules), and, with a plugin, for its iOS setup step (its AppDelegate call — forwarding `application(_:performFetchWithCompletionHandler:)` or `handleEventsForBackgroundURLSession` to it —; Expo's TaskManager.defineTask).",
        triggeringExamples: [
            .failure("App.AppDelegateTests/testRegistersBackgroundTasks", messages: ["Test crashed with signal abrt."],
                     log: ["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Launch handler for task with identifier com.example.app.refresh has already been registered'"]),
            .failure("App.BackgroundFetchTests/testScheduleTask", messages: ["The operation couldn’t be completed. Background processing task was not registered in AppDelegate didFinishLaunchingWithOptions.  See iOS Setup Guide."]),
            // A test that checks the plugin's wiring: the delegate never passes the fetch on.
            .failure("AppTests.BackgroundFetchBridgeTests/testSimulatedFetchReachesPlugin", messages: ["XCTAssertTrue failed - AppDelegate does not forward performFetch to the fetch plugin"]),
        ],
        nonTriggeringExamples: [
            .failure("App.AppDelegateTests/testRegistersBackgroundTasks", messages: ["XCTAssertEqual failed: (\"2\") is not equal to (\"3\") - registered handlers"]),
            // Forwarding that is not the app delegate's: a message queue's own words.
            .failure("App.RelayTests/testRelayForwardsMessages", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"2\") - relay does not forward queued messages"]),
        ])
}
