import EvidenceReaders

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
            // Significant-change monitoring needs no `location` mode (Core Location's documentation):
            // the assertion says the code asked for continuous background updates it does not need.
            .failure("AppTests.LocationTrackerTests/testStartsSignificantChangeMonitoring", messages: ["Test crashed with signal abrt."],
                     log: ["*** Assertion failure in -[CLLocationManager setAllowsBackgroundLocationUpdates:], CLLocationManager.m:1031",
                           "Invalid parameter not satisfying: !stayUp || CLClientIsBackgroundable(internal->fClient)"],
                     code: ["        tracker.startSignificantChangeMonitoring()"]),
        ],
        // Significant-change monitoring needs no `location` mode: the OS's complaint is about the
        // continuous updates the code turned on, not the plist.
        notWhenEvidenceSays: SignalVocabulary.locationModeNotNeeded)
}
