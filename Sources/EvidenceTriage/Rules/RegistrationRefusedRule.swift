extension MessageRule {
    static let registrationRefused = MessageRule(
        identifier: "registration_refused",
        category: .configurationRegression,
        summary: "Registering the task's handler failed or never happened: registered twice, submitted without a registration, or a plugin's setup step (AppDelegate, TaskManager.defineTask) skipped — the app delegate not passing a system callback on to the plugin, or a plugin's channel unconnected in the task's engine (no plugin registrant set), among them.",
        signals: [.registrationRefused, .pluginSetupMissing, .callbackNotForwarded, .pluginNotConnected],
        stage: .registration,
        nextStep: "Register each task's handler exactly once, before launch finishes (`application(_:didFinishLaunchingWithOptions:)`): look for a second registration of the same identifier (two plugins or modules), and, with a plugin, for its iOS setup step (its AppDelegate call — forwarding `application(_:performFetchWithCompletionHandler:)` or `handleEventsForBackgroundURLSession` to it —; Expo's TaskManager.defineTask).",
        triggeringExamples: [
            // Expo's TaskManager found no task defined when the launch came: `defineTask` sat in a hook.
            .failure("SyncLaunchTests/testProcessingLaunchRunsSync",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 20 seconds, with unfulfilled expectations: \"sync task executed\"."],
                     log: ["2026-09-04 16:22:41.544712+0000 Tally[61420:318877] [javascript] 'TaskManager: Task \"tally-sync\" has been executed but looks like it is not defined. Please make sure that \"TaskManager.defineTask\" is called during initialization phase.'"]),
            .failure("App.AppDelegateTests/testRegistersBackgroundTasks", messages: ["Test crashed with signal abrt."],
                     log: ["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Launch handler for task with identifier com.example.app.refresh has already been registered'"]),
            .failure("App.BackgroundFetchTests/testScheduleTask", messages: ["The operation couldn’t be completed. Background processing task was not registered in AppDelegate didFinishLaunchingWithOptions.  See iOS Setup Guide."]),
            // React Native's NativeEventEmitter: the plugin's native module is not in the build (autolinking off).
            .failure("Settings/enables background refresh toggle", messages: ["The app has unexpectedly disconnected from Detox server."],
                     log: ["2026-11-30 12:47:26.688 Harbourline[42144:7a1b9f] [javascript] Invariant Violation: Native module cannot be null."]),
            // The bridge has no native module of the plugin's: autolinking left it out of the build.
            .failure("MossTests.BackgroundFetchBridgeTests/testNativeModuleRegistered",
                     messages: ["((([bridge moduleForName:@\"RNBackgroundFetch\"])) != nil) failed"]),
            // A test that checks the plugin's wiring: the delegate never passes the fetch on.
            .failure("AppTests.BackgroundFetchBridgeTests/testSimulatedFetchReachesPlugin", messages: ["XCTAssertTrue failed - AppDelegate does not forward performFetch to the fetch plugin"]),
            // The task ran in its own engine, where no plugin was registered: the plugin's setup step.
            .failure("RunnerUITests.BackgroundSyncUITests/testSimulatedProcessingTaskSyncsBudgets",
                     messages: ["XCTAssertEqual failed: (\"failed: PlatformException(channel-error, Unable to establish connection on channel: \"dev.flutter.pigeon.shared_preferences_foundation.LegacyUserDefaultsApi.getAll\".)\") is not equal to (\"synced\")"]),
            .failure("RunnerTests.BackgroundFetchTests/testHeadlessFetchUploads",
                     messages: ["XCTAssertTrue failed - upload finished"],
                     log: ["flutter: MissingPluginException(No implementation found for method getApplicationDocumentsDirectory on channel plugins.flutter.io/path_provider)"]),
            // Capacitor's web side calling a plugin the iOS project was never synced with.
            .failure("AppUITests.SignInUITests/testSignInButtonOpensSheet",
                     messages: ["XCTAssertTrue failed - Sign in sheet did not appear; web console: ⚡️  [error] - {\"code\":\"UNIMPLEMENTED\"} \"SignInWithApple\" plugin is not implemented on ios"]),
            // Cordova's bridge: the platform was prepared without the plugin the web side calls.
            .failure("PinecrestTests.BackgroundFetchBridgeTests/testConfigureResolvesInWebView",
                     messages: ["XCTAssertEqual failed: (\"Optional(\"plugin_not_installed\")\") is not equal to (\"Optional(\"configured\")\")"],
                     log: ["2026-02-17 16:20:06.872440+0000 Pinecrest[70112:2901455] ERROR: Plugin 'BackgroundFetch' not found, or is not a CDVPlugin. Check your plugin mapping in config.xml."]),
            // Under Jest in Node too: a task the app's modules never define is the app's wiring, mocks or not.
            .failure("backgroundSync/registers the sync task with a 15 minute interval",
                     messages: ["Task 'saltmarsh-sync' is not defined. You must define a task using TaskManager.defineTask before registering."],
                     placedIn: "node_modules/expo-background-task/build/BackgroundTask.js"),
            // The app's console said so once, outside the test, of the plugin the test is about (its name's words).
            .failure("Privacy screen/is enabled at startup", messages: ["Expect $(`~privacy-status`) to have text\nExpected: \"On\"\nReceived: \"Unavailable\""],
                     runLog: [Self.privacyScreenNotImplemented]),
            // The same, for a test whose message names the plugin (`…from the PrivacyScreen plugin`), whatever its name says.
            .failure("SettingsUITests/testShieldShownWhenBackgrounded", messages: ["XCTAssertTrue failed - shield from the PrivacyScreen plugin"],
                     runLog: [Self.privacyScreenNotImplemented]),
            // The bridge's rejection as the app logged it, a JSON error whose message quotes the plugin escaped.
            .failure("AppUITests.StepsUITests/testTodayStepsShowsNativeCount", messages: ["XCTAssertTrue failed - today's step count from the StepCounter plugin"],
                     runLog: ["2026-08-13 13:41:03.310 App[4120:88211] ⚡️  [error] - {\"message\":\"\\\"StepCounter\\\" plugin is not implemented on ios\",\"code\":\"UNIMPLEMENTED\"}"]),
            // Capacitor's bridge registered no plugin at all (no `packageClassList` in the built config): a test of a plugin's registration.
            .failure("AppTests.PluginRegistrationTests/testBackgroundRunnerPluginIsRegistered", messages: ["XCTAssertNotNil failed - BackgroundRunner plugin is registered"],
                     runLog: [Self.noPluginRegistered]),
        ],
        nonTriggeringExamples: [
            .failure("App.AppDelegateTests/testRegistersBackgroundTasks", messages: ["XCTAssertEqual failed: (\"2\") is not equal to (\"3\") - registered handlers"]),
            // The module asserted absent and found: the test's expectation of the build, not a missing step.
            .failure("MossTests.BackgroundFetchBridgeTests/testLegacyModuleRemoved",
                     messages: ["((([bridge moduleForName:@\"RNLegacyFetch\"])) == nil) failed"]),
            // Forwarding that is not the app delegate's: a message queue's own words.
            .failure("App.RelayTests/testRelayForwardsMessages", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"2\") - relay does not forward queued messages"]),
            // The app's own engine, its UI: the plugin lacks the method (its version), no setup step.
            .failure("RunnerUITests.LiveActivityUITests/testTrackSailingStartsActivity",
                     messages: ["XCTAssertFalse failed - error: MissingPluginException(No implementation found for method startActivity on channel example/live_activities)"]),
            // The bridge's line of the run, for a local plugin's own behaviour (the bridge registers it by hand).
            .failure("AppTests.EchoPluginTests/testEchoReturnsValue", messages: ["XCTAssertEqual failed: (\"nil\") is not equal to (\"hello\")"],
                     runLog: [Self.noPluginRegistered]),
            // The bridge's line of the run, for a test about no plugin.
            .failure("AppTests.RunnerScheduleTests/testIntervalMinutesConvertedToSeconds", messages: ["XCTAssertEqual failed: (\"15\") is not equal to (\"900\")"],
                     runLog: [Self.noPluginRegistered]),
            // The same line of the run, for a test about something else.
            .failure("Offline transfers/flushes queued transfers before the app is suspended",
                     messages: ["Expect $(`~pending-count`) to have text\nExpected: \"0 pending\"\nReceived: \"1 pending\""],
                     runLog: [Self.privacyScreenNotImplemented]),
            // Jest in Node, importing a module whose native side jest-expo's mocks lack: no app was built or run.
            .failure("notification channels/creates the digest channel on first launch", messages: ["Cannot find native module 'ExpoNotificationChannelManager'"],
                     placedIn: "node_modules/expo-modules-core/src/requireNativeModule.ts"),
            // Capacitor in a browser (the web build's tests): no native side is expected there.
            .failure("JournalPage/shares an entry", messages: ["Error: \"Share\" plugin is not implemented on web"]),
            // A plugin's own word for a feature it lacks, not Cordova's or Ionic Native's for a plugin not installed.
            .failure("PinecrestTests.ShareTests/testShareSheetOpens", messages: ["XCTAssertTrue failed - share returned: the share target is not installed"]),
            // A platform error the plugin returned over a connected channel: the code's.
            .failure("RunnerUITests.BackgroundSyncUITests/testSyncFailsOffline",
                     messages: ["XCTAssertEqual failed: (\"failed: PlatformException(network-error, The Internet connection appears to be offline.)\") is not equal to (\"synced\")"]),
        ],
        setAside: { id, hit, context in
            switch id {
            // A plugin's channel with no native side is a setup step only in an engine of its own (a
            // background task's, a headless one); in the app's engine the plugin itself lacks the method.
            case .pluginNotConnected: !MessageRule.inAnEngineOfItsOwn(context)
            // A native module looked up by a JavaScript test run in Node (Jest, its place a module under
            // `node_modules/`): no app was built or run, so the missing module is the test's mocks', not the app's linking.
            case .pluginSetupMissing: MessageRule.raisedInNode(hit, context)
            default: false
            }
        },
        // A channel named after the app itself (`saltgrass/device_vault` in `app.saltgrass.field`) is one the
        // app's own code attaches to an engine, not a plugin's that a registrant would have: the setup step
        // is only inferred.
        inferredWhen: { id, hit, context in
            guard id == .pluginNotConnected, let channel = MessageRule.channel(in: hit.text), MessageRule.namesTheApp(channel, context) else { return nil }
            return ", though the channel `\(channel)` is named after the app, whose own code attaches it"
        })

    /// The channel a Flutter platform error names (`… on channel saltgrass/device_vault)`, `on channel: "dev.flutter.pigeon.…"`).
    static func channel(in text: String) -> String? {
        guard let range = text.range(of: "on channel") else { return nil }
        let rest = text[range.upperBound...].drop { $0 == ":" || $0 == " " || $0 == "\"" }
        let name = rest.prefix { !($0 == ")" || $0 == "\"" || $0 == " " || $0 == ",") }
        return name.isEmpty ? nil : String(name)
    }

    /// The channel's first part (before `/` or `.`) is the app's name (`CFBundleName`, `CFBundleDisplayName`),
    /// not its organisation's: `saltgrass/device_vault` in the app called Saltgrass.
    static func namesTheApp(_ channel: String, _ context: FailureContext) -> Bool {
        guard let first = channel.split(whereSeparator: { $0 == "/" || $0 == "." }).first?.lowercased(), first.count >= 4 else { return false }
        return context.plists.contains { plist in
            plist.names.contains { $0.lowercased().filter { $0.isLetter || $0.isNumber } == first }
        }
    }

    /// Capacitor's bridge at launch, its built config without `packageClassList`.
    static let noPluginRegistered = "2024-03-14 09:41:32.002716-0700 App[61324:1842110] Error registering plugins: keyNotFound(CodingKeys(stringValue: \"packageClassList\", intValue: nil), Swift.DecodingError.Context(codingPath: [], debugDescription: \"No value associated with key\"))"

    /// A Capacitor app's console line: its web side called a plugin the iOS project was never synced with.
    static let privacyScreenNotImplemented = "2026-11-22 14:41:20.044 Df App[41822:5a1c02] [com.getcapacitor] ⚡️  [error] - [privacy] PrivacyScreen.enable() failed: Error: \"PrivacyScreen\" plugin is not implemented on ios"
}
