extension MessageRule {
    static let testHostMissing = MessageRule(
        identifier: "test_host_missing",
        category: .configurationRegression,
        summary: "An API that needs the app's bundle (notifications, the keychain's access group, a background URLSession) ran in a test bundle without a host application: the test target's configuration, not the code.",
        signals: [.testHostMissing, .hostlessLookupFailed],
        stage: nil,
        nextStep: "Set the test target's Host Application to the app (General → Testing → Host Application, `TEST_HOST`/`BUNDLE_LOADER`), or move the test to a target that has one.",
        triggeringExamples: [
            .failure("AppTests.ReminderSchedulerTests/testSchedulesLocalReminder", messages: ["Test crashed with signal abrt."],
                     log: ["xctest[52360:80627] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid parameter not satisfying: bundleIdentifier != nil'"]),
            .failure("AppTests.NotificationTests/testRequestsAuthorization", messages: ["Test crashed with signal abrt."],
                     log: ["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'bundleProxyForCurrentProcess is nil: mainBundle.bundleURL file:///Applications/Xcode.app/Contents/Developer/Platforms/iPhoneSimulator.platform/Developer/Library/Xcode/Agents/'"]),
            // A background URLSession made in a framework's test bundle with no host app.
            .failure("CoreTests.BackgroundUploaderTests/testMakesBackgroundSession",
                     messages: ["failed: caught \"NSInvalidArgumentException\", \"Application must have a bundle identifier to use a background NSURLSession\""]),
            // A lookup in the app's bundle failed in the xctest process (hosted tests run in the app's):
            // the bundle under test has no host, so the app's resources are not in its main bundle.
            .failure("KitTests.UploadErrorMessageTests/testOfflineErrorMessage",
                     messages: ["XCTAssertEqual failed: (\"upload.error.offline\") is not equal to (\"You're offline.\")"],
                     log: ["2026-08-22 10:11:01.861 xctest[71823:1288213] [Kit] Localizable not found for \"upload.error.offline\" in main bundle /Applications/Xcode.app/Contents/Developer/Platforms/iPhoneSimulator.platform/Developer/Library/Xcode/Agents"]),
            .failure("KitTests.AnalyticsBootstrapTests/testConfigureLoadsBundledOptions", messages: ["Test crashed with signal abrt."],
                     log: ["xctest (30877) encountered an error (Crash: xctest (30877) *** Terminating app due to uncaught exception 'com.firebase.core', reason: '`FirebaseApp.configure()` could not find a valid GoogleService-Info.plist in your project.')"]),
            .failure("KitTests.CoreDataStackTests/testLoadsLegacyModel", messages: ["XCTUnwrap failed: expected non-nil value of type \"NSManagedObjectModel\""],
                     log: ["LegacyStore: Legacy.momd not found in /Applications/Xcode.app/Contents/Developer/Platforms/iPhoneSimulator.platform/Developer/Library/Xcode/Agents"]),
            // A background URLSession in the xctest process cannot reach nsurlsessiond: the upload never starts.
            .failure("KitTests.ScanUploadSessionTests/testUploadThroughBackgroundSessionCompletes",
                     messages: ["XCTAssertNil failed: \"Error Domain=NSURLErrorDomain Code=-1 \"unknown error\"\""],
                     log: ["2026-10-21 14:04:09.363879+0000 xctest[23817:1046640] BackgroundSession <1A9F3C52-7E0B-4D28-8B64-0C5D7E9F1A23> an error occurred on the xpc connection to setup the background session: Error Domain=NSCocoaErrorDomain Code=4099"]),
        ],
        nonTriggeringExamples: [
            // The same daemon out of reach in the app's own process: not the test's host.
            .failure("AppTests.UploadTests/testUploadCompletes", messages: ["XCTAssertNil failed: \"Error Domain=NSURLErrorDomain Code=-1 \"unknown error\"\""],
                     log: ["2026-10-21 14:04:09.363879+0000 Quaywise[23817:1046640] BackgroundSession <1A9F3C52-7E0B-4D28-8B64-0C5D7E9F1A23> Failed to get background connection (null)"]),
            .failure("AppTests.ReminderSchedulerTests/testSchedulesLocalReminder", messages: ["Test crashed with signal abrt."],
                     log: ["*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[__NSCFString count]: unrecognized selector sent to instance'"]),
            // The same lookup failing in the app's own process (a host app that lacks the file): not the test's host.
            .failure("AppUITests.ErrorMessageUITests/testOfflineErrorMessage",
                     messages: ["XCTAssertEqual failed: (\"upload.error.offline\") is not equal to (\"You're offline.\")"],
                     log: ["2026-08-22 10:11:01.861 Pinecone[71823:1288213] [Kit] Localizable not found for \"upload.error.offline\" in main bundle /Users/runner/Library/Developer/CoreSimulator/Devices/X/data/Containers/Bundle/Application/Y/Pinecone.app"]),
            // Kotlin/Native's test binary (`test.kexe`, spawned standalone) has no bundle and can have no
            // host app: the test asks its environment for what it cannot give — no target setting fixes it.
            .failure("IosReminderSchedulerTest/schedulesDailyNotificationRequest", messages: ["Test crashed with signal abrt."],
                     log: ["2026-10-20 10:12:42.994 test.kexe[41877:2209145] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'bundleProxyForCurrentProcess is nil: mainBundle.bundleURL file:///Users/runner/work/app/shared/build/bin/iosSimulatorArm64/debugTest/'"]),
            // SwiftPM's `swift test` runs the package's tests in the toolchain's own `xctest`
            // (`…/Contents/Developer/usr/bin/`): a package has no host app to set, so the code that
            // reached the API unguarded is what failed.
            .failure("MinutehandTests.MeetingMonitorTests/testDetectedMeetingPostsNotification", messages: ["Test crashed with signal abrt."],
                     log: ["2026-10-14 09:11:36.241 xctest[4812:39011] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'bundleProxyForCurrentProcess is nil: mainBundle.bundleURL file:///Applications/Xcode_16.2.app/Contents/Developer/usr/bin/'"]),
        ],
        notWhenEvidenceSays: ["test.kexe", "/Contents/Developer/usr/bin/"])
}
