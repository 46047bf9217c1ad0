extension MessageRule {
    static let registrationRefused = MessageRule(
        identifier: "registration_refused",
        category: .configurationRegression,
        summary: "Registering the task's handler failed or never happened: registered twice, submitted without a registration, or a plugin's setup step (AppDelegate, TaskManager.defineTask) skipped.",
        signals: [.registrationRefused, .pluginSetupMissing],
        stage: .registration,
        nextStep: "Register each task's handler exactly once, before launch finishes (`application(_:didFinishLaunchingWithOptions:)`): look for a second registration of the same identifier (two plugins or modules), and, with a plugin, for its iOS setup step (its AppDelegate call; Expo's TaskManager.defineTask).",
        triggeringExamples: [
            .failure("App.AppDelegateTests/testRegistersBackgroundTasks", messages: ["Test crashed with signal abrt."],
                     log: ["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Launch handler for task with identifier com.example.app.refresh has already been registered'"]),
            .failure("App.BackgroundFetchTests/testScheduleTask", messages: ["The operation couldn’t be completed. Background processing task was not registered in AppDelegate didFinishLaunchingWithOptions.  See iOS Setup Guide."]),
        ],
        nonTriggeringExamples: [
            .failure("App.AppDelegateTests/testRegistersBackgroundTasks", messages: ["XCTAssertEqual failed: (\"2\") is not equal to (\"3\") - registered handlers"]),
        ])
}
