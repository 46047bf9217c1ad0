extension MessageRule {
    static let backgroundModeWarning = MessageRule(
        identifier: "background_mode_warning",
        category: .configurationRegression,
        summary: "UIKit warned that the app implements background fetch or remote notifications without the matching UIBackgroundModes entry.",
        signals: [.backgroundModeWarning],
        stage: .registration,
        nextStep: "Add the mode UIKit names (`fetch`, `processing`, `remote-notification`) to `UIBackgroundModes` of the app target (Background Modes capability).",
        triggeringExamples: [
            .failure("App.AppDelegateTests/testBackgroundFetch", messages: ["Test crashed with signal abrt."],
                     log: ["You've implemented -[<UIApplicationDelegate> application:performFetchWithCompletionHandler:], but you still need to add \"fetch\" to the list of your supported UIBackgroundModes in your Info.plist."]),
        ],
        nonTriggeringExamples: [
            .failure("App.AppDelegateTests/testBackgroundFetch", messages: ["XCTAssertTrue failed"], log: ["UIBackgroundModes: fetch, processing"]),
        ])
}
