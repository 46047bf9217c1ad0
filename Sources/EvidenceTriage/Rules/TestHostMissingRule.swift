extension MessageRule {
    static let testHostMissing = MessageRule(
        identifier: "test_host_missing",
        category: .configurationRegression,
        summary: "An API that needs the app's bundle (notifications, the keychain's access group, a background URLSession) ran in a test bundle without a host application: the test target's configuration, not the code.",
        signals: [.testHostMissing],
        stage: nil,
        nextStep: "Set the test target's Host Application to the app (General → Testing → Host Application, `TEST_HOST`/`BUNDLE_LOADER`), or move the test to a target that has one.",
        triggeringExamples: [
            .failure("AppTests.ReminderSchedulerTests/testSchedulesLocalReminder", messages: ["Test crashed with signal abrt."],
                     log: ["xctest[52360:80627] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid parameter not satisfying: bundleIdentifier != nil'"]),
            .failure("AppTests.NotificationTests/testRequestsAuthorization", messages: ["Test crashed with signal abrt."],
                     log: ["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'bundleProxyForCurrentProcess is nil: mainBundle.bundleURL file:///Applications/Xcode.app/Contents/Developer/usr/bin/'"]),
            // A background URLSession made in a framework's test bundle with no host app.
            .failure("CoreTests.BackgroundUploaderTests/testMakesBackgroundSession",
                     messages: ["failed: caught \"NSInvalidArgumentException\", \"Application must have a bundle identifier to use a background NSURLSession\""]),
        ],
        nonTriggeringExamples: [
            .failure("AppTests.ReminderSchedulerTests/testSchedulesLocalReminder", messages: ["Test crashed with signal abrt."],
                     log: ["*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[__NSCFString count]: unrecognized selector sent to instance'"]),
        ])
}
