extension MessageRule {
    static let handlerRegisteredAfterLaunch = MessageRule(
        identifier: "handler_registered_after_launch",
        category: .configurationRegression,
        summary: "A launch handler was registered after the application finished launching.",
        signals: [.registeredAfterLaunch],
        stage: .registration,
        nextStep: "Move the `register(forTaskWithIdentifier:…)` calls into `application(_:didFinishLaunchingWithOptions:)` (or the App initializer), before it returns.",
        triggeringExamples: [
            .failure("App.LaunchTests/testRegistersTasks", messages: ["Test crashed"],
                     log: ["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'All launch handlers must be registered before application finishes launching'"]),
        ],
        nonTriggeringExamples: [
            .failure("App.LaunchTests/testRegistersTasks", messages: ["XCTAssertEqual failed: (\"2\") is not equal to (\"3\")"]),
        ])
}
