import EvidenceCore
import EvidenceReaders
import Foundation

/// The test never ran as written: the simulator did not boot, the runner could not be installed or
/// launched, the test host lost its connection. Not the app's fault, so no owner of the app's code
/// should be sent to it; the label stays `unclassified`, with the reason and what to do.
struct TestInfrastructureRule: ClassificationRule {
    let identifier = "test_infrastructure"
    let category = TriageCategory.unclassified
    let summary = "The simulator, the destination or the test runner failed (boot, install, launch, lost connection): test infrastructure, not the app."

    var triggeringExamples: [RuleExample] {
        Self.explainedByTheDestination + Self.noMetal + Self.servicesGone + [
            // A CloudKit share created on a simulator signed into no iCloud account.
            .failure("QuaypointTests.ShareViewModelTests/testCreatingShareForCrewList",
                     messages: ["failed: caught error: \"<CKError 0x600000c6f9f0: \"Not Authenticated\" (9/1002); \"No iCloud account is configured\">\""],
                     destination: "platform=iOS Simulator,name=iPhone 16,OS=18.4"),
            // A VPN profile saved on a Simulator: Network Extension has no daemon there to take it.
            .failure("SluiceTests.TunnelLifecycleTests/testInstallProfileSucceeds",
                     messages: ["XCTAssertNil failed: \"Error Domain=NEVPNErrorDomain Code=5 \"IPC failed\" UserInfo={NSLocalizedDescription=IPC failed}\""],
                     destination: "platform=iOS Simulator,name=iPhone 16 Pro,OS=18.4"),
            // A Simulator the job never gave a location: Core Location says it does not know where it is.
            .failure("FernrouteTests.CurrentPositionTests/testResolvesNearestTrailhead", messages: ["XCTAssertNotNil failed - no location fix within 15s"],
                     log: [Self.locationUnknown], destination: "platform=iOS Simulator,name=iPhone 15,OS=17.5"),
            // An iPhone Simulator with no watch paired to it: the session never finds its counterpart.
            .failure("TidewatchTests.WatchBridgeTests/testSessionReachableAfterActivation",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: \"watch counterpart reachable\"."],
                     log: ["2026-11-21 08:01:44.131902+0000 Tidewatch[22871:9913044] [WCSession] WCSession counterpart app not installed"],
                     destination: "platform=iOS Simulator,name=iPhone 16,OS=18.2"),
            // The keyboard's slide-to-type introduction over its keys, in the tree XCTest printed: a fresh simulator's.
            .failure("FernleafUITests.ListEditorUITests/testAddItemFromKeyboard", messages: [Self.slideToTypeIntroduction]),
            // XCTest could not hold the app it launched awake for the test: the runner's, whatever "background" says.
            .failure("ReaderUITests/testOpensArticleFromWidgetLink",
                     messages: ["Failed to get background assertion for target app with pid 33519: Timed out while acquiring background assertion."]),
            .failure("CobblewayUITests.ReceiptListUITests/testPullToRefresh", messages: ["Timed out while enabling automation mode."]),
            // XCTest raised the uncaught exception that ended the process (an activity begun with no context in an async test).
            .failure("TamsinTests.ReceiptUploadTests/testUploadRecordsActivity",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in ReceiptUploadTests.testUploadRecordsActivity(); summary will include totals from previous launches.",
                                ExceptionThrowStack.issueMessage(image: "XCTestCore", symbol: "+[XCTContext currentContextInThread:]")],
                     log: ["2026-08-13 12:08:03.118921+0000 Tamsin[5210:61102] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Current context must not be nil'"]),
            .failure("AppTests/testRefresh", messages: ["AppTests-Runner (12345) encountered an error (Early unexpected exit, operation never finished bootstrapping - no restart will be attempted. (Underlying Error: Test crashed with signal abrt before starting test execution.))"]),
            .failure("AppUITests/testLaunch", messages: ["Failed to install or launch the test runner. (Underlying Error: The request to open \"com.example.AppUITests.xctrunner\" failed.)"]),
            // Appium without its XCUITest driver; Xamarin.UITest unable to reach its agent on the device.
            .failure("Kestrel.UITests.SyncUITests/SyncNowUpdatesLabel",
                     messages: ["OneTimeSetUp: OpenQA.Selenium.WebDriverException : An unknown server-side error occurred while processing the command. Original error: Could not find a driver for automationName 'XCUITest' and platformName 'iOS'."]),
            .failure("Ropewalk.UITests.JobListUITests/JobListLoadsAfterLogin",
                     messages: ["Xamarin.UITest.XDB.Exceptions.DeviceAgentException : Unable to contact DeviceAgent\n  ----> System.Net.Http.HttpRequestException : Connection refused (127.0.0.1:27753)"]),
            .failure("AppTests/testSync", messages: ["Unable to boot the Simulator."]),
            // No location fix at all: the Simulator was given no simulated location.
            .failure("TrailTests.CurrentFixTests/testResolvesFixWithinTimeout",
                     messages: ["failed - location request failed: Error Domain=kCLErrorDomain Code=0 \"(null)\""]),
            // The destination lacks what the test needs: no Bluetooth radio on a Simulator, a lab device locked.
            .failure("KitIntegrationTests.LockScannerIntegrationTests/testDiscoversLockWithinTenSeconds",
                     messages: ["XCTAssertEqual failed: (\"unsupported\") is not equal to (\"poweredOn\")"], log: ["Latchkey[4410:2231] [CoreBluetooth] XPC connection invalid"]),
            // HealthKit on a destination without a Health store (an iPad before iPadOS 17), in the error the test got.
            .failure("AppTests.StepBackgroundDeliveryTests/testEnablesHourlyDeliveryForStepCount",
                     messages: ["failed - enableBackgroundDelivery failed: Error Domain=com.apple.healthkit Code=6 \"Health data is unavailable on this device\" UserInfo={NSLocalizedDescription=Health data is unavailable on this device}"]),
            // HealthKit on a fresh simulator where no one granted Health access (code 5), in the error the test got.
            .failure("CadenceTests.HealthCollectorTests/testObserverQueryEnablesBackgroundDelivery",
                     messages: ["failed - enableBackgroundDelivery failed: Error Domain=com.apple.healthkit Code=5 \"Authorization not determined\" UserInfo={NSLocalizedDescription=Authorization not determined}"]),
            // No keychain at all on the simulator (errSecNotAvailable), said by the app's line while the test ran.
            .failure("LedgerTests.BankTokenVaultTests/testStoresLinkedAccountToken",
                     messages: ["XCTAssertNoThrow failed: threw error \"unhandled(status: -25291)\""],
                     log: ["Ledger[3390:40512] [vault] SecItemAdd failed: -25291 (No keychain is available. You may need to restart your computer.)"]),
            // A keychain write the machine's session may not authorise (an agent over SSH): the build machine's.
            .failure("KitTests.KeychainSecretStoreIntegrationTests/testAddUpdateReadAndDelete",
                     messages: ["failed: caught error: \"write of syncToken failed (OSStatus -60008): Unable to obtain authorization for this operation.\""]),
            .failure("AppDeviceTests.HeartRateExportTests/testExportsLastHourOfSamples",
                     messages: ["failed: caught error: \"Error Domain=com.apple.healthkit Code=6 \"Protected health data is inaccessible\"\""]),
            .failure("RunnerUITests.NoteEditorUITests/testEditorSplitViewOnIPad",
                     messages: ["Failed to launch org.example.app: Timed out waiting for AX loaded notification (Underlying Error: The operation couldn’t be completed. (XCTDaemonErrorDomain error 18.))"]),
            // `simctl push` to a Simulator that was shut down, run by the test's helper: the error it caught is the Simulator's refusal.
            .failure("AppUITests.RichPushUITests/testSimctlPushShowsImageBanner", messages: ["failed: caught error: \"SimctlPush.Error.commandFailed(status: 149)\""],
                     log: ["An error was encountered processing the command (domain=com.apple.CoreSimulator.SimError, code=405):"]),
            // A Simulator that cannot register for APNs (Code=3010), said while the test waited for its token.
            .failure("AppTests.PushTokenTests/testRegistersForRemoteNotifications",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"token\"."],
                     log: ["App[21934:2041177] [Push] registration failed: Error Domain=NSCocoaErrorDomain Code=3010 \"remote notifications are not supported in the simulator\""]),
            // The runner could not end the copy of the app a previous test left running, before this test's code ran:
            // a timed-out wait of XCTest's own, not one of the test's.
            .failure("AppUITests.SessionSpanUITests/testColdLaunchCreatesSessionSpan",
                     messages: ["Failed to terminate com.example.app:71022: Failed to terminate com.example.app:71022: Timed out waiting for termination of pid 71022."]),
            // Typed before the simulator gave the field focus: the runner's or the test's race, a weak reading.
            .failure("AppUITests.SignInUITests/testSignInWithPassword",
                     messages: ["Failed to synthesize event: Neither element nor any descendant has keyboard focus. Event dispatch snapshot: SecureTextField, identifier: 'signIn.password'"]),
            // A key of the software keyboard not there to tap: the keyboard never appeared.
            .failure("AppUITests.PinEntryUITests/testUnlockWithPinPad",
                     messages: ["Failed to tap \"4\" Key: No matches found for Elements matching predicate '\"4\" IN identifiers' from input {("]),
            // The UI-test runner crashed in XCTest's own code while watching the app.
            .failure("AppUITests.StopsMapUITests/testStopsListScrolls", messages: ["Test crashed with signal abrt."],
                     log: ["AppUITests-Runner[6012:88104] *** Assertion failure in -[XCUIApplicationMonitor _handleCrashReport:forProcessWithIdentifier:], XCUIApplicationMonitor.m:213"]),
            // XCTest's observation center raised in the host process: its own invariant, not the test's code.
            .failure("AppTests.ReceiptImportTests/testImportsMultiPagePDF",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in ReceiptImportTests.testImportsMultiPagePDF(); summary will include totals from previous launches."],
                     log: ["App[11408:88121] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Test observers must be registered on the main thread.'"]),
            // XCTest's own words: the simulator (or the app hosting the tests) never came up, so no test code ran.
            .failure("AppTests.FieldGuideTests/testLoadsSpeciesIndex", messages: ["Test did not run: The simulator failed to start, or the TEST_HOST application failed to run."]),
            .failure("AppTests.MigrationTests/testMigratesV3Store", messages: ["Timed out waiting 120 seconds for simulator to boot, current state is 1."]),
            // The accessibility server the runner reads the app through did not answer.
            .failure("AppUITests.OnboardingUITests/testSkipOnboarding", messages: ["Failed to get matching snapshot: Error getting main window kAXErrorServerNotFound"]),
            // Two device sizes: the snapshot was taken on another simulator than its reference.
            .failure("AppUITests.CardSnapshotTests/testCard", messages: ["failed - Snapshot does not match reference.\n\nNewly-taken snapshot@(393.0, 852.0) does not match reference@(390.0, 844.0)."]),
            // Two devices' screens in pixels (an iPhone 14's 3x against an iPhone 15's).
            .failure("AppTests.ConversationListSnapshotTests/testUnreadBadgeLayout",
                     messages: ["failed - Snapshot does not match reference.\n\nNewly-taken snapshot@(1170.0, 2532.0) does not match reference@(1179.0, 2556.0)."]),
            // The same card at 2x and 3x: the reference was recorded on a simulator of another scale.
            .failure("AppTests.ArticleCardSnapshotTests/testCardDarkMode", messages: ["failed - Newly-taken snapshot@(375.0, 812.0) does not match reference@(562.5, 1218.0)."]),
            // A card as wide as the screen, on an iPhone 16 (393 points) against a reference from an iPhone 14 (390).
            .failure("DriftwoodTests.TideCardSnapshotTests/testTideCardLargeText",
                     messages: ["failed - Snapshot does not match reference.\n\nNewly-taken snapshot@(393.0, 210.0) does not match reference@(390.0, 210.0)."]),
            // The test's helper drove the Simulator with `simctl`, which did not know the clone's device.
            .failure("FernleafUITests.PushReminderUITests/testWateringPushOpensPlantDetail",
                     messages: ["XCTAssertTrue failed - push helper: simctl exited 148: Invalid device: 5D0C8A13-7E42-4B96-A1F3-2C8E6B0D9F57"]),
            // The run fell back to another runtime than the references were recorded on.
            .failure("AppTests.GallerySnapshotTests/testGrid", messages: ["failed - Snapshot does not match reference."],
                     runLog: ["[05:12:40]: Couldn't find any matching simulators for 'iPhone 15 (17.5)' - falling back to default simulator"]),
            // A view's description as text, its frames another screen's: text that a device did draw.
            .failure("AppTests.GallerySnapshotTests/testGridHierarchy",
                     messages: ["failed - Snapshot does not match reference.\n\n@@ −1,2 +1,2 @@\n−<UICollectionView; frame = (0 0; 350 212)>\n+<UICollectionView; frame = (0 0; 353 212)>"],
                     runLog: ["[05:12:40]: Couldn't find any matching simulators for 'iPhone 15 (17.5)' - falling back to default simulator"]),
        ]
    }

    /// A failed assertion whose message holds the element tree XCTest printed, the keyboard's introduction in it.
    static let slideToTypeIntroduction = "XCTAssertEqual failed: (\"Optional(\"Add an item\")\") is not equal to (\"Optional(\"basil seeds\")\") - keyboard: "
        + "Attributes: Keyboard, 0x10b8e1920 Element subtree: →Keyboard, 0x10b8e1920 StaticText, 0x10b8e1da0, "
        + "label: 'Speed up your typing by sliding your finger across the letters to compose a word.' Button, 0x10b8e1ec0, label: 'Continue'"

    /// The destination explains them: a Simulator signed into no account, its Bluetooth refused before a kill, no motion coprocessor.
    static let explainedByTheDestination: [RuleExample] = [
            // A CloudKit upload on a Simulator signed into no account, though its name speaks of accounts (not of none).
            .failure("CrewlistTests.UploadTests/testUploadWithoutDuplicatesForSignedInAccount", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"2\")"],
                     log: ["2026-12-01 10:00:01.000000+0000 Crewlist[501:1201] [Sync] upload failed: <CKError 0x600000c6f9f0: \"Not Authenticated\" (9/1002); \"No iCloud account is configured\">"],
                     destination: "platform=iOS Simulator,name=iPhone 16,OS=18.4"),
            // A Simulator's Bluetooth refused, then the process killed: the code handled the refusal (it retried), nothing says it crashed on it.
            .failure("MoraineTests.SensorScanTests/testScanReturnsNearbyProbes", messages: ["Test crashed with signal kill."],
                     log: ["2024-09-03 16:40:12.651311+0000 Moraine[30377:1402240] [CoreBluetooth] XPC connection invalid",
                           "2024-09-03 16:40:12.702311+0000 Moraine[30377:1402240] [Scan] caught error: Bluetooth unsupported, retrying in 5 s"]),
            // A motion permission read where CoreMotion said the destination has no coprocessor for it.
            .failure("HomesteadTests.MotionSensorTests/testActivitySensorReportsAuthorized",
                     messages: ["XCTAssertEqual failed: (\"restricted\") is not equal to (\"authorized\")"], log: [Self.noMotionLine]),
            // A pedometer's updates awaited where CoreMotion answered that it has no step counter (its code 104 too).
            .failure("StrideTests.PedometerServiceTests/testLiveStepCountUpdates",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"pedometer delivered steps\"."],
                     log: ["2026-09-02 14:11:44.301982+0000 Stride[6231:88410] [Pedometer] isStepCountingAvailable=false isCadenceAvailable=false",
                           Self.noPedometerLine]),
            .failure("StrideTests.PedometerServiceTests/testCadenceFromPedometer",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: \"pedometer delivered cadence\"."],
                     log: [Self.noPedometerLine]),
    ]
    /// The Simulator's or the runner's own services gone or held: StoreKit's test service, an app that never went idle.
    static let servicesGone: [RuleExample] = [
            // The UI test's mock server could not bind its port: another parallel clone's holds it.
            .failure("KelpieUITests.CartUITests/testAddItemShowsBadge", messages: ["failed: caught error: \"ioError(number: 48, message: \"Address already in use\")\""]),
            // SpringBoard's `Save Password?` alert over the tab the test tapped, which XCTest's handler could not dismiss.
            .failure("TillwiseUITests.OrdersUITests/testOrderDetailOpensFromList", messages: ["Failed to tap \"Orders\" Button: Button is not hittable"],
                     log: ["    t =    16.22s         \"Save Password?\" Alert from Application 'com.apple.springboard'"]),
            // Its account status found `noAccount` (3) on a Simulator created for the job: signed into no iCloud account.
            .failure("CirrusTests.CloudSyncTests/testAccountStatusIsAvailable",
                     messages: ["XCTAssertEqual failed: (\"CKAccountStatus(rawValue: 3)\") is not equal to (\"CKAccountStatus(rawValue: 1)\")"],
                     destination: "platform=iOS Simulator,name=iPhone 16,OS=18.4"),
            // A UI query's time-out where the app's event loop never went idle: its launch may have held it (only inferred).
            .failure("OrchardUITests.LaunchSmokeUITests/testColdLaunchReachesMainMenu",
                     messages: ["Failed to get matching snapshot: Timed out while evaluating UI query."],
                     log: ["    t =    61.94s     App event loop idle notification not received, will attempt to continue."]),
            // The accessibility server gone, where the app never went idle: still the runner's, directly (no time-out).
            .failure("OrchardUITests.LaunchSmokeUITests/testColdLaunchReachesMainMenu",
                     messages: ["Failed to get matching snapshot: Error getting main window kAXErrorServerNotFound"],
                     log: ["    t =    61.94s     App event loop idle notification not received, will attempt to continue."]),
            // The Simulator's StoreKit testing service gone from under a purchase test.
            .failure("TallyTests.PaywallTests/testPurchaseMonthlyUnlocksPro",
                     messages: ["failed: caught error: \"productsRequestError(innerError: StoreKit.StoreKitError.systemError(Error Domain=NSCocoaErrorDomain Code=4099 \\\"The connection to service named com.apple.storekitservice.sim2host was invalidated: failed at lookup with error 3 - No such process.\\\"))\""]),
    ]

    /// A CI host's VM without a GPU: a Metal renderer's map never draws, and the wait for its annotation runs out.
    static let noMetal: [RuleExample] = [
        .failure("ParcelPathUITests.TrackingMapUITests/testCourierPinAppearsOnMap",
                 messages: ["XCTAssertTrue failed - courier pin not shown"],
                 log: ["2026-09-02 08:19:41.337120+0000 ParcelPath[9342:71388] [Error, maps-core]: {Main}[Metal]: MTLCreateSystemDefaultDevice() returned nil; no Metal device is available on this host"]),
        // A filter's context force-unwrapping the device the host does not have: the trap follows from the machine.
        .failure("PrismTests.FilterPipelineTests/testSepiaFilterProducesOutput",
                 messages: ["Test crashed with signal trap."],
                 log: ["2026-08-13 14:08:04.402218+0000 Prism[8123:40211] [Render] Metal device: nil", "Prism/MetalContext.swift:13: Fatal error: Unexpectedly found nil while unwrapping an Optional value"]),
    ]
    static let noPedometerLine = "2026-09-02 14:11:44.306117+0000 Stride[6231:88433] [Pedometer] pedometer updates failed: Error Domain=CMErrorDomain Code=104 \"(null)\""

    /// XCTest's UI queries' time-outs.
    /// (Not `Failed to get matching snapshot` alone: its runner errors that are no time-out — `kAXErrorServerNotFound` — stay direct.)
    static let uiTimeouts = ["Timed out while evaluating UI query", "Timed out while loading Accessibility"]

    /// XCTest's activity while the test ran shows the system's own alert interrupting the element it acted on, and the
    /// test then failed to act on or find an element: the simulator's state stood between them, as likely as the app.
    static func interruptedAction(_ context: FailureContext, _ overlay: Signal) -> (TestIssue, String)? {
        // (Not one the test's own interruption monitor handled: `… Alert from Application 'com.apple.springboard' was handled by …`.)
        guard let issue = context.test.issues.first(where: { issue in Self.elementActions.contains(where: issue.message.includes) }),
              let line = context.logLines.first(where: { overlay.matches($0.excerpt ?? "") && !($0.excerpt ?? "").includes("was handled by") }),
              !context.logLines.contains(where: { ($0.excerpt ?? "").includes("was handled by") }) else { return nil }
        return (issue, "the system's alert interrupted the element the test acted on (“\((line.excerpt ?? "").trimmingCharacters(in: .whitespaces).prefix(120))”)")
    }

    /// XCUITest's failures to act on or find an element.
    static let elementActions = ["Failed to tap ", "is not hittable", "No matches found for", "Failed to get matching snapshot", "Failed to type", "Failed to scroll"]

    /// What a reason quotes of a line: from its bracketed subsystem on (`[CoreBluetooth] …`), else its start.
    static func quoted(_ text: String) -> Substring {
        let fromSubsystem = text.drop { $0 != "[" }
        return (fromSubsystem.isEmpty ? Substring(text) : fromSubsystem).prefix(120)
    }

    /// CloudKit's answer that the destination is signed into no iCloud account.
    static func aboutTheAccount(_ text: String) -> Bool {
        text.includes("\"Not Authenticated\" (9/") || text.includes("No iCloud account is configured") || text.includes("(\"CKAccountStatus(rawValue: 3)\") is not equal to")
    }

    /// The test is about the signed-out path (`…WhenSignedOut`, `…NoICloudAccount`, `…WithoutAccount`): no account is
    /// its premise, and what failed is the app's handling of it.
    static func premiseIsNoAccount(_ context: FailureContext) -> Bool {
        // (Words side by side, in the name's order: `…WithoutDuplicatesForSignedInAccount` is no premise of none.)
        // (`ICloud` reads as `i cloud`: one word again.)
        let words = Expectation.jobHaystack([], name: context.test.id.suite + " " + context.test.id.name).replacingOccurrences(of: " i cloud", with: " icloud")
            .split(separator: " ")
        let pairs = zip(words, words.dropFirst()).map { "\($0) \($1)" }
        // (Or the account's answer is the very value the test compared, shown by the app: `("No iCloud account is configured") is not equal to (…)`.)
        return words.contains("unauthenticated") || words.contains("signedout") || pairs.contains { noAccountPairs.contains($0) }
            || context.test.issues.contains { $0.message.includes("is not equal to") && $0.message.includes("(\"No iCloud account is configured\")") }
    }

    static let noAccountPairs: Set<String> = ["signed out", "logged out", "not signed", "not logged", "no account", "no icloud", "without account",
                                              "without icloud", "missing account", "no cloud", "without cloud"]

    /// The app's log of CoreMotion's answer on a Simulator.
    static let noMotionLine = "2026-09-08 08:12:40.131772+0000 Homestead[71822:901233] [Sensors] MotionSensor: CMMotionActivityManager.isActivityAvailable() = false"

    var nonTriggeringExamples: [RuleExample] {
        [
            // The app's own error text for a busy port, compared by the test: the app's mapping.
            .failure("KelpieTests.ServerErrorTests/testBusyPortMessage", messages: ["XCTAssertEqual failed: (\"Address already in use\") is not equal to (\"The port is busy\")"]),
            // The test's own interruption monitor handled the alert; the tap then failed on the app's renamed button.
            .failure("ShopUITests.OnboardingUITests/testContinueAfterPrompt",
                     messages: ["Failed to tap \"Continue\" Button: No matches found for Elements matching predicate '\"Continue\" IN identifiers'"],
                     log: ["    t =     3.84s         \"“Shop” Would Like to Send You Notifications\" Alert from Application 'com.apple.springboard'",
                           "    t =     4.91s             \"“Shop” Would Like to Send You Notifications\" Alert from Application 'com.apple.springboard' was handled by Notification permission"]),
            // The alert came and went; the test then failed on the app's own value.
            .failure("TillwiseUITests.OrdersUITests/testOrderTotalShown", messages: ["XCTAssertEqual failed: (\"$12.00\") is not equal to (\"$12.50\")"],
                     log: ["    t =    16.22s         \"Save Password?\" Alert from Application 'com.apple.springboard'"]),
            // The status found is `available` (1); `noAccount` was what the test expected: an account is there.
            .failure("CirrusTests.CloudSyncTests/testSignedOutStatusIsReported",
                     messages: ["XCTAssertEqual failed: (\"CKAccountStatus(rawValue: 1)\") is not equal to (\"CKAccountStatus(rawValue: 3)\")"],
                     destination: "platform=iOS Simulator,name=iPhone 16,OS=18.4"),
            // A Simulator's Bluetooth refused, then the shared code's exception for it unhandled at the Swift boundary: the app ended on the code's.
            .failure("MoraineTests.SensorScanTests/testScanReturnsNearbyProbes",
                     messages: ["Restarting after unexpected exit, crash, or test timeout in SensorScanTests.testScanReturnsNearbyProbes(); summary will include totals from previous launches."],
                     log: ["2024-09-03 16:40:12.651311+0000 Moraine[30377:1402240] [CoreBluetooth] XPC connection invalid",
                           "Function doesn't have or inherit @Throws annotation and thus exception isn't propagated from Kotlin to Objective-C/Swift as NSError.",
                           "Uncaught Kotlin exception: app.moraine.shared.ble.BluetoothUnavailableException: Bluetooth state is unsupported"]),
            // A test of the signed-out path on a Simulator signed into no account, and one whose compared value is that answer: the app's handling.
            .failure("CrewlistTests.SyncToggleTests/testSyncDisabledWhenSignedOut", messages: ["XCTAssertFalse failed - sync still enabled"],
                     log: ["2026-12-01 10:00:01.000000+0000 Crewlist[501:1201] [Sync] account check: <CKError 0x600000c6f9f0: \"Not Authenticated\" (9/1002); \"No iCloud account is configured\">"],
                     destination: "platform=iOS Simulator,name=iPhone 16,OS=18.4"),
            .failure("CrewlistTests.AccountBannerTests/testBannerPromptsToSignIn",
                     messages: ["XCTAssertEqual failed: (\"No iCloud account is configured\") is not equal to (\"Sign in to iCloud to sync your crew lists.\")"],
                     destination: "platform=iOS Simulator,name=iPhone 16,OS=18.4"),
            // A minute and a half's wait for the activity event there: the test expected the OS to deliver one.
            .failure("RunnerTests.TrackingIntegrationTests/testActivityChangeReportsInVehicle",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 90 seconds, with unfulfilled expectations: \"activitychange in_vehicle\"."],
                     log: [Self.noMotionLine]),
            // The same Network Extension refusal on a device: its own helper's trouble, not a destination without one.
            .failure("SluiceTests.TunnelLifecycleTests/testInstallProfileSucceeds",
                     messages: ["XCTAssertNil failed: \"Error Domain=NEVPNErrorDomain Code=5 \"IPC failed\" UserInfo={NSLocalizedDescription=IPC failed}\""],
                     destination: "platform=iOS,id=00008110-001A2D3C0E12801E"),
            // On a Simulator, with the app's authorisation still undecided: Core Location answers the same, the job's Simulator is not the why.
            .failure("WaypostTests.UserLocationOperationTests/testReceivesLocation", messages: ["Asynchronous wait failed: Exceeded timeout of 3 seconds, with unfulfilled expectations: \"location received\"."],
                     log: ["2026-11-29 19:03:12.398630+0000 Waypost[14302:211877] [Location] requesting location, authorizationStatus=notDetermined accuracy=100", Self.locationUnknown],
                     destination: "platform=iOS Simulator,name=iPhone 15,OS=17.5"),
            // A watch's missing counterpart printed while a test of something else ran (a fake session's sync).
            .failure("TidewatchTests.WatchSyncCoordinatorTests/testQueuesUpdateWhileUnreachable", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"1\") - queued updates"],
                     log: ["2026-11-21 08:01:44.131902+0000 Tidewatch[22871:9913044] [WCSession] WCSession counterpart app not installed"],
                     destination: "platform=iOS Simulator,name=iPhone 16,OS=18.2"),
            // Core Location's "location unknown" on a device: its fix, which the run cannot judge.
            .failure("FernrouteTests.CurrentPositionTests/testResolvesNearestTrailhead", messages: ["XCTAssertNotNil failed - no location fix within 15s"],
                     log: [Self.locationUnknown], destination: "platform=iOS,id=00008110-001A2D3C0E12801E"),
            // A keychain item the code did not find: the code's, the machine's keychain answered.
            .failure("KitTests.KeychainSecretStoreTests/testReadAfterWrite",
                     messages: ["failed: caught error: \"read of syncToken failed (OSStatus -25300): The specified item could not be found in the keychain.\""]),
            // The Simulator cannot register for APNs, under a test that waited for a silent push to arrive: it expected the
            // OS to deliver one (a scheduling expectation), not a token.
            .failure("AppE2ETests.InboxSyncTests/testInboxRefreshesWhenASilentPushArrives",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 60 seconds, with unfulfilled expectations: \"inbox refreshed\"."],
                     log: ["App[21934:2041177] [Push] registration failed: Error Domain=NSCocoaErrorDomain Code=3010 \"remote notifications are not supported in the simulator\""]),
            // The same refusal beside an assertion of the app's (a banner's text), not an error the test caught from the command.
            .failure("AppUITests.RichPushUITests/testBannerShowsSender", messages: ["XCTAssertEqual failed: (\"\") is not equal to (\"Parcelpost\")"],
                     log: ["An error was encountered processing the command (domain=com.apple.CoreSimulator.SimError, code=405):"]),
            // The same assertion with the keyboard's keys in the tree, nothing of the simulator's over them: the app's field.
            .failure("FernleafUITests.ListEditorUITests/testAddItemFromKeyboard",
                     messages: ["XCTAssertEqual failed: (\"Optional(\"Add an item\")\") is not equal to (\"Optional(\"basil seeds\")\") - keyboard: Attributes: Keyboard, 0x10b8e1920 Element subtree: →Keyboard, 0x10b8e1920 Key, 0x10b8e2010, label: 'b'"]),
            // The locked store's error, which the job's `try!` trapped on: the code did not handle it.
            .failure("AppTests.StepSyncJobTests/testObserverUpdateWhileDeviceLockedDoesNotCrash",
                     messages: ["Fatal error: 'try!' expression unexpectedly raised an error: Error Domain=com.apple.healthkit Code=6 \"Protected health data is inaccessible\""]),
            // -997 is said as often for the app's own use of a background session (a data task on it,
            // which Apple does not support) as for the daemon going away: not the run's on its own.
            .failure("AppTests.UploadSessionTests/testBackgroundUploadFinishes",
                     messages: ["XCTAssertNil failed: \"Error Domain=NSURLErrorDomain Code=-997 \"Lost connection to background transfer service\"\""]),
            .failure("AppTests/testSync", messages: ["XCTAssertEqual failed: (\"3\") is not equal to (\"4\")"]),
            // The same width, another height: the view's content grew.
            .failure("DriftwoodTests.TideCardSnapshotTests/testTideCardLargeText",
                     messages: ["failed - Snapshot does not match reference.\n\nNewly-taken snapshot@(390.0, 232.0) does not match reference@(390.0, 210.0)."]),
            // The test's own assertion about focus: the app's field, not the simulator's keyboard.
            .failure("AppUITests.SearchUITests/testSearchFieldFocused", messages: ["XCTAssertTrue failed - search field has keyboard focus after tapping"]),
            // The app's own button not found: the app's screen, not the keyboard.
            .failure("AppUITests.PinEntryUITests/testUnlockWithPinPad",
                     messages: ["Failed to tap \"Unlock\" Button: No matches found for Elements matching predicate '\"Unlock\" IN identifiers' from input {("]),
            .failure("AppTests/testLaunchHandler", messages: ["Test crashed with signal abrt."]),
            // -996: one background session identifier in two processes, which is the app's doing.
            .failure("AppTests.UploadSessionTests/testRecreateBackgroundSession",
                     messages: ["XCTAssertNil failed: \"Error Domain=NSURLErrorDomain Code=-996 \"Could not communicate with background transfer service\"\""]),
            // A size that is no device's, in no ratio of scales: the layout changed.
            .failure("AppTests.CardSnapshotTests/testCard", messages: ["failed - Expected image@(375.0, 812.0) to match image@(375.0, 640.0)"]),
            // The run fell back, but the failure is no snapshot: the code's.
            .failure("AppTests.FormatterTests/testMinusSign", messages: ["XCTAssertEqual failed: (\"-0.7 EV\") is not equal to (\"−0.7 EV\")"],
                     runLog: ["[05:12:40]: Couldn't find any matching simulators for 'iPhone 15 (17.5)' - falling back to default simulator"]),
            // The run fell back, and a snapshot test crashed: its crash, not a comparison on another device.
            .failure("LumenTests.InvertColorsTests/testInvertColorsSnapshot",
                     messages: ["Test crashed with signal bus.", "Restarting after unexpected exit, crash, or test timeout in InvertColorsTests.testInvertColorsSnapshot(); summary will include totals from previous launches."],
                     runLog: ["[05:12:40]: Couldn't find any matching simulators for 'iPhone 14' - falling back to default simulator"]),
            // The run fell back, and a text snapshot (`.dump`) differs in what the code wrote: no device draws text
            // (the formatter's copy of the message, without its diff, as well).
            .failure("PennyTests.CategoryRowSnapshotTests/testGroceriesRowDump",
                     messages: ["failed - Snapshot \"testGroceriesRowDump.1\" does not match reference.",
                                "failed - Snapshot \"testGroceriesRowDump.1\" does not match reference.\n\n@@ −1,3 +1,3 @@\n ▿ CategoryRowModel\n−  - spentText: \"£412.50 of £450.00\"\n+  - spentText: \"£412.5 of £450\""],
                     runLog: ["[05:12:40]: Couldn't find any matching simulators for 'iPhone 8 (16.4)' - falling back to default simulator"]),
        ]
    }

    static func trappedOn(_ message: String) -> Bool {
        message.includes("unexpectedly raised an error") || message.includes("Fatal error: ")
    }

    /// `simctl`'s own words for a command it refused: CoreSimulator's error domain, a device it does not know, none booted.
    static let simulatorRefusals = ["com.apple.CoreSimulator.SimError", "Invalid device: ", "No devices are booted"]

    /// The test asked for what the Simulator lacked — its words or its code speak of a location (or of a watch) —
    /// and no authorisation was left undecided or denied, which Core Location answers with the same error.
    static func testNeeded(_ line: String, _ context: FailureContext) -> Bool {
        let said = (context.test.issues.map(\.message) + context.code.compactMap(\.excerpt)).joined(separator: "\n")
        let watch = line.includes("WCSession")
        // Each word where a word or a camel-cased part starts (`currentLocation`, `no location`, not `allocation`).
        let words = watch ? ["watch", "Watch", "reachab", "Reachab", "paired", "Paired", "counterpart", "WCSession"]
            : ["location", "Location", "coordinate", "Coordinate", "CLLocation"]
        let startsAWord = { (word: String) in
            said.includes(word, atAWordStart: { word.first?.isUppercase == true ? $0.isUppercase : ($0.isLetter || $0.isNumber) })
        }
        return words.contains(where: startsAWord) && (watch || !context.says(.locationNotAuthorized))
    }

    static let locationUnknown = "2026-11-29 19:03:12.498630+0000 Fernroute[14302:211877] [Trailhead] didFailWithError: Error Domain=kCLErrorDomain Code=0 \"(null)\""

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        // Not an error the test's code trapped on (`Fatal error: 'try!' expression unexpectedly raised an
        // error: … Protected health data is inaccessible`): the condition is the destination's, the crash the code's.
        let phrase = context.test.issues.lazy.filter({ !Self.trappedOn($0.message) })
            .compactMap({ issue in TestInfrastructure.phrase(in: issue.message).map { (issue, $0) } }).first
        let snapshot = context.test.issues.lazy.compactMap({ issue in
            SnapshotSizes.deviceMismatch(issue.message).map { (issue, "a snapshot of \($0.0) points compared with a reference of \($0.1): another simulator than the reference's") }
        }).first
        // A snapshot compared in a run that did not get the simulator it asked for: the references
        // were recorded on the device and runtime it named, so the images differ by where they ran.
        // (A comparison's failure, not a crash whose words name a snapshot test: `… in Tests.testInvertColorsSnapshot()`.)
        let crashedSignal = SignalCatalog.signal(.testCrashed)
        // (Not a text snapshot whose lines differ in what the code wrote — text is drawn on no device —, nor a
        // formatter's copy of that message, which drops its diff: a snapshot issue that says no more than another's.)
        let textOnly = context.test.issues.filter { SnapshotSizes.comparesTextOnly($0.message) }
        let fellBack = context.text(saying: .destinationFallback).flatMap { line in
            context.test.issues.first(where: { issue in
                issue.message.includes("napshot") && !crashedSignal.matches(issue.message) && !SnapshotSizes.comparesTextOnly(issue.message)
                    && !textOnly.contains { $0.message.hasPrefix(issue.message) }
            })
                .map { ($0, "a snapshot compared on another simulator than the run asked for (“\(line.text.prefix(120))”)") }
        }
        // The test runner itself crashed: XCTest's own classes failed an assertion in the runner process.
        let runner = context.crashed ? context.text(saying: .runnerFault).flatMap { line in
            context.test.issues.first.map { ($0, "XCTest's runner failed in its own code (“\(line.text.drop { $0 != "*" }.prefix(120))”)") }
        } : nil
        // Typing without a software keyboard, or before the field had focus: the simulator's keyboard
        // setting or the runner's timing — or the app's field; the words cannot say which, so the reading is not a sure one.
        let keyboardSignal = SignalCatalog.signal(.keyboardNotShown)
        // (So does the simulator's own interface over what the test looked for, in the element tree XCTest printed.)
        let overlay = SignalCatalog.signal(.systemUIOverTheApp)
        let keyboard = context.test.issues.lazy.compactMap({ issue in
            keyboardSignal.matches(issue.message) ? keyboardSignal.phrase(in: issue.message).map { (issue, "XCTest found no software keyboard to type with (“\($0)”)") } : nil
        }).first ?? context.test.issues.lazy.compactMap({ issue in
            overlay.phrase(in: issue.message).map { (issue, "the simulator's own interface stood over the app (“\($0)”)") }
        }).first ?? Self.interruptedAction(context, overlay)
        // The system said, while the test ran or in the error the test got, that the destination has no such
        // hardware or store (a Simulator's Bluetooth, an iPad's HealthKit).
        let messages = Set(context.test.issues.map(\.message))
        // (A Simulator's refusal to register for APNs explains a test about registering — its token — not one that
        // waited for a push to arrive: that test expected the OS to deliver one.)
        let aboutRegistering = context.registersForPushes
        // (Nor one whose wait of a minute or more awaited an event the destination cannot make: it expected the OS to deliver it.)
        let awaitedTheEvent = context.test.issues.contains { Expectation.awaitedWhatTheDestinationCannotMake(context, timeout: $0.message) }
        // (Nor a test whose process then ended on an exception its code left unhandled: what was missing, the code did not handle.)
        let uncaught = SignalVocabulary.processEndedOnException + SignalVocabulary.kotlinUncaught
        let endedOnTheCodesException = context.crashed && context.logLines.contains { line in uncaught.contains(where: (line.excerpt ?? "").includes) }
        let lackingTexts = awaitedTheEvent || endedOnTheCodesException ? [] : context.texts(saying: .destinationLacksHardware).filter { text in
            (text.evidence.map(context.logLines.contains) ?? false || messages.contains(text.text))
                && !(Self.aboutTheAccount(text.text) && Self.premiseIsNoAccount(context))
                && (aboutRegistering || !text.text.includes("remote notifications are not supported"))
                && (context.onASimulator || !text.text.includes("IPC failed"))
        }
        let lackingSaid = { (line: (text: String, evidence: EvidencePointer?)) in
            context.test.issues.first.map { ($0, "\(Self.aboutTheAccount(line.text) ? "the destination is signed into no iCloud account" : "the destination has no hardware the test asked for") (“\(Self.quoted(line.text))”)") }
        }
        // (Said by the system while the test ran, a direct reading. In the error the test itself failed on, only inferred: a
        // double of the test's may have made that error (`NSError(domain: CMErrorDomain, code: 104)`), and a test that
        // asserted the system would serve a call the destination may refuse expected of the OS what it does not promise.)
        let failedOnTheRefusal = context.texts(saying: .destinationLacksHardware).contains { messages.contains($0.text) }
        let lacking = failedOnTheRefusal ? nil : lackingTexts.first { $0.evidence.map(context.logLines.contains) ?? false }.flatMap(lackingSaid)
        let lackingInTheMessage = lacking == nil ? lackingTexts.first.flatMap(lackingSaid) : nil
        // A Simulator the job did not set up: Core Location's "location unknown", WatchConnectivity's missing counterpart,
        // while the test ran or in the error it got (on a device it is the device's fix or its pairing, which the run cannot judge).
        let unprepared = context.onASimulator ? context.texts(saying: .simulatorUnprepared).first { text in
            (text.evidence.map(context.logLines.contains) ?? false || messages.contains(text.text)) && Self.testNeeded(text.text, context)
        }.flatMap { line in
            context.test.issues.first.map { ($0, "the Simulator was not set up for the test (“\(SignalCatalog.signal(.simulatorUnprepared).phrase(in: line.text) ?? "")”)") }
        } : nil
        // The Simulator's own refusal (`com.apple.CoreSimulator.SimError`: `simctl push` to a device shut down), printed while
        // the test ran, under an error the test caught from the command it ran: its helper drove the Simulator, which said no.
        let simulatorRefused = context.test.issues.first(where: { $0.message.includes("caught error") }).flatMap { issue in
            context.logLines.first { line in Self.simulatorRefusals.contains(where: (line.excerpt ?? "").includes) }.map { (issue, "the Simulator refused the command the test ran (“\(($0.excerpt ?? "").prefix(120))”)") }
        }
        // The direct readings first: the keyboard's is only inferred.
        // (A UI query or snapshot that timed out where XCTest said the app's event loop never went idle: the app's main
        // thread may have held it — a hang in its launch — as often as the runner did; only inferred.)
        let uiTimeout = phrase.flatMap { hit in context.says(.appNeverIdle) && Self.uiTimeouts.contains(where: hit.1.includes) ? hit : nil }
        let direct = phrase.flatMap { hit in keyboardSignal.matches(hit.0.message) || uiTimeout != nil ? nil : hit }
            ?? snapshot ?? fellBack ?? runner ?? lacking ?? simulatorRefused
        // (A Simulator not set up is read from its error alone: "location unknown" is also what a location never
        // authorised answers, so not a sure reading.)
        guard let hit = direct ?? keyboard ?? lackingInTheMessage ?? uiTimeout ?? unprepared else { return nil }
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.system, direct == nil ? .inferred : .direct), stage: nil,
            reason: "Test infrastructure, not the app: “\(hit.1)”.",
            evidence: hit.0.evidence.map { [$0] } ?? [],
            nextStep: "Retry on a fresh simulator (`xcrun simctl erase all`, or another runtime); if it repeats, check the CI image's Xcode and simulator runtimes before the app.",
            owner: "whoever maintains the CI machines and their simulators")
    }
}
/// Snapshot tests compare images at point sizes: two different sizes that are both real devices'
/// screens mean the run used another simulator than the one the references were recorded on.
enum SnapshotSizes {
    /// Portrait point sizes of iPhones and iPads (landscape is the same pair swapped).
    static let devices: Set<String> = [
        "320x568", "375x667", "414x736", "375x812", "414x896", "360x780", "390x844", "428x926", "393x852", "430x932", "402x874", "440x956",
        "768x1024", "810x1080", "820x1180", "834x1112", "834x1194", "1024x1366", "744x1133", "1032x1376", "834x1210",
    ]

    /// A text snapshot (`.dump`, `.json`: a reference `….txt`, a unified diff's `@@ −1,4 +1,4 @@`) whose
    /// changed lines hold no frame or size: text is drawn on no device, so another simulator does not change it.
    static func comparesTextOnly(_ message: String) -> Bool {
        let lines = message.split(separator: "\n")
        guard let hunk = lines.firstIndex(where: { $0.hasPrefix("@@ −") || $0.hasPrefix("@@ -") }) else { return false }
        let changed = lines[lines.index(after: hunk)...].filter { $0.hasPrefix("−") || $0.hasPrefix("-") || $0.hasPrefix("+") }
        // (None of a size, a layout or a truncation a device decides; a message cut after its hunk's header —
        // a long one is kept only so far — still compares text.)
        return !changed.contains { line in
            ["frame", "size", "bounds", "rect", "scale", "width", "height", "columns", "…"].contains(where: line.lowercased().includes)
        }
    }

    /// The two sizes, when the message compares two different device sizes.
    static func deviceMismatch(_ message: String) -> (String, String)? {
        guard message.includes("snapshot") || message.includes("Snapshot") || message.includes("image@") else { return nil }
        let sizes = pointSizes(in: message)
        guard sizes.count >= 2, sizes[0] != sizes[1],
              (isDevice(sizes[0]) && isDevice(sizes[1])) || isOtherScale(sizes[0], sizes[1]) || isOtherDevicesWidth(sizes[0], sizes[1])
        else { return nil }
        return (sizes[0], sizes[1])
    }

    /// A view drawn as wide as the screen on two devices: its height the same, its width each one's
    /// screen width (393 on an iPhone 16, 390 on an iPhone 14) — the simulator changed, not the view.
    static func isOtherDevicesWidth(_ first: String, _ second: String) -> Bool {
        let (a, b) = (first.split(separator: "x"), second.split(separator: "x"))
        guard a.count == 2, b.count == 2, a[1] == b[1], a[0] != b[0] else { return false }
        return deviceWidths.contains(String(a[0])) && deviceWidths.contains(String(b[0]))
    }

    /// The portrait widths, in points, of `devices`.
    static let deviceWidths: Set<String> = Set(devices.compactMap { $0.split(separator: "x").first.map(String.init) })

    /// The same image at another screen scale: both sides in one ratio of scales (3x against 2x, 2x
    /// against 1x, either way) — a reference recorded on a simulator of another scale.
    static func isOtherScale(_ first: String, _ second: String) -> Bool {
        func numbers(_ size: String) -> (Double, Double)? {
            let parts = size.split(separator: "x").compactMap { Double($0) }
            return parts.count == 2 && parts[0] > 0 && parts[1] > 0 ? (parts[0], parts[1]) : nil
        }
        guard let (width1, height1) = numbers(first), let (width2, height2) = numbers(second) else { return false }
        let (across, down) = (width2 / width1, height2 / height1)
        guard abs(across - down) <= 0.01 * across else { return false }
        return [1.5, 2.0 / 3.0, 2.0, 0.5, 3.0, 1.0 / 3.0].contains { abs(across - $0) <= 0.01 * $0 }
    }

    /// A device's screen in points, or in pixels at its scale (2x, 3x: `1170x2532` is a 390x844 screen's).
    static func isDevice(_ size: String) -> Bool {
        let parts = size.split(separator: "x")
        guard parts.count == 2 else { return false }
        return devices.contains(size) || devices.contains("\(parts[1])x\(parts[0])") || devicePixels.contains(size) || devicePixels.contains("\(parts[1])x\(parts[0])")
    }

    static let devicePixels: Set<String> = Set(devices.flatMap { size -> [String] in
        let parts = size.split(separator: "x").compactMap { Int($0) }
        return [2, 3].map { "\(parts[0] * $0)x\(parts[1] * $0)" }
    })

    /// `@(393.0, 852.0)` → `393x852`, in order of appearance.
    /// (And FBSnapshotTestCase's, an image's size as UIKit describes it: `referenceImage:{343, 164}`,
    /// `image:{343, 188}`, `<UIImage:0x6000… anonymous {343, 164}>` — braces after those words only, not a
    /// rect's.) Other `openings` read other forms: `("(", ")")`, any pair in parentheses (an assertion's values).
    static func pointSizes(in text: String, openings: [(String, Character)] = [("@(", ")"), ("{", "}")]) -> [String] {
        var sizes: [(at: String.Index, size: String)] = []
        for (opening, closing) in openings {
            var rest = Substring(text)
            while let open = rest.range(of: opening) {
                defer { rest = rest[open.upperBound...] }
                if opening == "{", !["referenceImage:", "image:", "anonymous "].contains(where: text[..<open.lowerBound].hasSuffix) { continue }
                let inside = rest[open.upperBound...].prefix { $0 != closing }
                let numbers = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if numbers.count == 2, let width = Double(numbers[0]), let height = Double(numbers[1]), width == width.rounded(), height == height.rounded() {
                    sizes.append((open.lowerBound, "\(Int(width))x\(Int(height))"))
                } else if numbers.count == 2, opening == "@(" {
                    sizes.append((open.lowerBound, numbers.joined(separator: "x")))
                }
            }
        }
        return sizes.sorted { $0.at < $1.at }.map(\.size)
    }
}
