import EvidenceCore

/// Every signal the catalog knows, by name.
package enum SignalID: String, CaseIterable, Sendable {
    // Registration: the configuration the OS reads before anything runs.
    case registrationRejected = "registration-rejected"
    case registeredAfterLaunch = "registered-after-launch"
    case noLaunchHandler = "no-launch-handler"
    case registrationRefused = "registration-refused"
    case pluginSetupMissing = "plugin-setup-missing"
    case callbackNotForwarded = "callback-not-forwarded"
    case pluginNotConnected = "plugin-not-connected"
    case backgroundModeWarning = "background-mode-warning"
    case entitlementMissing = "entitlement-missing"
    case appGroupUnavailable = "app-group-unavailable"
    case sharedContainerMissing = "shared-container-missing"
    case featureNotDeclared = "feature-not-declared"
    case noExtensionFound = "no-extension-found"
    case extensionClassMissing = "extension-class-missing"
    case transportSecurityBlocked = "transport-security-blocked"
    case staleModelInBundle = "stale-model-in-bundle"
    case productMalformed = "product-malformed"
    case frameworkNotLinked = "framework-not-linked"
    case destinationLacksHardware = "destination-lacks-hardware"
    case cloudSchemaNotDeployed = "cloud-schema-not-deployed"
    case usageDescriptionMissing = "usage-description-missing"
    case testHostMissing = "test-host-missing"
    case hostlessLookupFailed = "hostless-lookup-failed"
    case resourceBundleMissing = "resource-bundle-missing"
    case resourceNotInBundle = "resource-not-in-bundle"
    case configurationFileMissing = "configuration-file-missing"
    case xcconfigUnreadable = "xcconfig-unreadable"
    case notificationPending = "notification-pending"
    case querySchemeUndeclared = "query-scheme-undeclared"
    case resourceUndeclared = "resource-undeclared"
    case referenceImageMissing = "reference-image-missing"
    case classInTwoTargets = "class-in-two-targets"
    // Submission.
    case notPermitted = "not-permitted"
    case unavailable = "unavailable"
    case tooManyPending = "too-many-pending"
    case noTaskRequest = "no-task-request"
    case appSubmitted = "app-submitted"
    case schedulerAccepted = "scheduler-accepted"
    case schedulerCancelled = "scheduler-cancelled"
    // The system's launch, the job's run, its expiration.
    case taskReported = "task-reported"
    case simulatedLaunchStarted = "simulated-launch-started"
    case schedulerDeclined = "scheduler-declined"
    case schedulerDecidedToRun = "scheduler-decided-to-run"
    case pushReceived = "push-received"
    case pushCannotWake = "push-cannot-wake"
    case systemLaunched = "system-launched"
    case systemCompleted = "system-completed"
    case jobReportedFailure = "job-reported-failure"
    case stoppedAfterForceQuit = "stopped-after-force-quit"
    case handlerCrashed = "handler-crashed"
    case blockedInTheCode = "blocked-in-the-code"
    case mainThreadBusy = "main-thread-busy"
    case apiMisused = "api-misused"
    case simulatedExpiration = "simulated-expiration"
    case expirationReported = "expiration-reported"
    // What the test expected, and how it failed.
    case launchSimulated = "launch-simulated"
    case waitTimedOut = "wait-timed-out"
    case fixedSleep = "fixed-sleep"
    case assertedTaskRan = "asserted-task-ran"
    case assertedStartDelay = "asserted-start-delay"
    case fetchAvailability = "fetch-availability"
    case errorThrown = "error-thrown"
    case codeFault = "code-fault"
    case appKeptBusy = "app-kept-busy"
    case appNeverIdle = "app-never-idle"
    case storeKitLookup = "storekit-lookup"
    case audioSessionSilenced = "audio-session-silenced"
    case runnerFault = "runner-fault"
    case appNotRunning = "app-not-running"
    case keyboardNotShown = "keyboard-not-shown"
    case systemUIOverTheApp = "system-ui-over-the-app"
    case testCrashed = "test-crashed"
    case infrastructure = "infrastructure"
    case launchCrash = "launch-crash"
    case destinationFallback = "destination-fallback"
    case simulatorUnprepared = "simulator-unprepared"
    case locationNotAuthorized = "location-not-authorized"
}

/// One table of what the evidence can say (issue 23): each signal's words, the stage it speaks of, its
/// outcome, who says it and where its task identifier is read. The log reader keeps the console lines
/// that say any of them (`consoleMarkers`), so a rule never waits for a line the reader drops; triage
/// reads signals, not phrases of its own.
package enum SignalCatalog {
    package static func signal(_ id: SignalID) -> Signal { byID[id]! }

    private static let byID: [SignalID: Signal] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    /// Every signal, registration first; the order means nothing to triage.
    package static let all: [Signal] = registration + submission + execution + expectation

    static let registration: [Signal] = [
        Signal(
            id: .registrationRejected, summary: "The OS rejected a registration: the identifier is not in the built plist's BGTaskSchedulerPermittedIdentifiers.",
            phrases: ["is not advertised in the application's Info.plist", "Registration rejected;"],
            // `register(forTaskWithIdentifier:using:launchHandler:)` answers false for an identifier the
            // plist does not permit, as the app or its test reports it (`register(forTaskWithIdentifier:) returned false`).
            spans: [Signal.Span(first: "register", then: " returned false", within: 60), Signal.Span(first: "register", then: " returned NO", within: 60)],
            stage: .registration, outcome: .failed, speaker: .system, identifier: .anyIdentifier),
        Signal(
            id: .registeredAfterLaunch, summary: "A launch handler was registered after the app finished launching.",
            phrases: ["All launch handlers must be registered before application finishes launching"],
            stage: .registration, outcome: .failed, speaker: .system),
        Signal(
            id: .noLaunchHandler, summary: "The OS launched a task the app registered no handler for.",
            phrases: ["No launch handler registered for task with identifier"],
            stage: .registration, outcome: .failed, speaker: .system, identifier: .namedTask),
        Signal(
            id: .registrationRefused, summary: "Registering the handler failed: registered twice, or a request submitted without a registration.",
            phrases: ["has already been registered", "_unsafe_registerForTaskWithIdentifier", "_handleSubmissionWithoutRegistration",
                      "launch handler for task was not registered"],
            stage: .registration, outcome: .failed, speaker: .system, identifier: .namedTask),
        Signal(
            id: .pluginSetupMissing, summary: "A cross-platform plugin's iOS setup step (its AppDelegate call, Expo's TaskManager.defineTask, the native rebuild that links its module) was not applied.",
            phrases: ["was not registered in AppDelegate", "is not registered: ", "was never called from AppDelegate", "See iOS Setup Guide",
                      "You must define a task using TaskManager.defineTask", "not found for app ID", "TaskManager not found",
                      // Expo's TaskManager when a launch finds no task defined: `defineTask` ran in a component or a
                      // hook, after the app's initialisation, which a background launch mounts none of — the plugin's
                      // analogue of a launch handler registered after launch.
                      "has been executed but looks like it is not defined",
                      // React Native and Expo: the JavaScript asks for a native module the built app does not link
                      // (NativeEventEmitter's invariant, TurboModuleRegistry.getEnforcing's error, libraries' own).
                      "Cannot find native module", "Native module cannot be null", "Verify that a module by this name is registered in the native binary",
                      "doesn't seem to be linked. Make sure",
                      // Capacitor: the web side called a plugin whose native code is not in the iOS project (`npx cap
                      // sync` not run, the plugin missing from the built app's `packageClassList`).
                      "plugin is not implemented on ios",
                      // Cordova: the web side called a plugin the iOS platform was prepared without (`cordova prepare` with
                      // the plugin missing from config.xml or package.json) — the bridge's own refusal (Ionic Native's is a span below).
                      "not found, or is not a CDVPlugin",
                      // Capacitor's bridge at launch, when the built `capacitor.config.json` has no `packageClassList`
                      // (`npx cap copy` of a CLI that does not write it): it registers no npm plugin at all.
                      "Error registering plugins: keyNotFound",
                      // A Flutter plugin that runs Dart in an engine of its own (FlutterGeofencing) asserts when the app
                      // delegate never handed it the plugin registrant (`setPluginRegistrantCallback`).
                      "failed to set registerPlugins"],
            // Ionic Native's word for the same (`Native: tried calling BackgroundFetch.configure, but the BackgroundFetch plugin
            // is not installed.`), its plugin's name between — not any tool's "plugin is not installed".
            // React Native's bridge asked for a plugin's native module by name and given none
            // (`XCTAssertNotNil([bridge moduleForName:@"RNBackgroundFetch"])`): the build does not link it.
            spans: [.init(first: "but the ", then: " plugin is not installed"), .init(first: "moduleForName:@\"", then: "\"])) != nil) failed")],
            stage: .registration, outcome: .failed, speaker: .app, identifier: .namedTask),
        Signal(
            id: .pluginNotConnected, summary: "A plugin's native side is not registered with the engine that called it (Flutter's MissingPluginException, a channel-error that could not reach its channel): in a background task's engine, the plugin registrant its iOS setup asks for was never set.",
            phrases: ["MissingPluginException", "Unable to establish connection on channel", "No implementation found for method"],
            stage: .registration, outcome: .failed, speaker: .app),
        Signal(
            id: .callbackNotForwarded, summary: "The app delegate does not pass a system callback on (`performFetchWithCompletionHandler`, `handleEventsForBackgroundURLSession`, a remote notification) to the plugin or module that handles it: a setup step not applied.",
            phrases: ["does not forward", "doesn't forward", "must forward", "not forwarded to", "does not implement application", "doesn't implement application",
                      "does not respond to application", "doesn't respond to application"],
            alsoNeeds: ["AppDelegate", "app delegate", "application(", "application:"],
            stage: .registration, outcome: .failed, speaker: .app),
        Signal(
            id: .backgroundModeWarning, summary: "UIKit or a framework warned that a background mode is missing from UIBackgroundModes.",
            phrases: ["to the list of your supported UIBackgroundModes", "still need to add \"fetch\"", "still need to add \"remote-notification\"",
                      "UIBackgroundModes does not contain", "missing UIBackgroundModes", "UIBackgroundModes is missing",
                      "to `UIBackgroundModes`", "has not been configured. To enable it", "setAllowsBackgroundLocationUpdates", "CLClientIsBackgroundable",
                      // CoreBluetooth's state restoration without `bluetooth-central` / `bluetooth-peripheral`.
                      "only allowed for applications that have specified the",
                      // callservicesd refusing CallKit's call source to an app without `voip` (it logs `hasVoIPBackgroundMode` when it accepts one).
                      "Denying creation of CXXPCCallSource"],
            stage: .registration, outcome: .failed, speaker: .system),
        Signal(
            id: .resourceBundleMissing, summary: "A bundle of resources the code looks up is not where it looks (SwiftPM's generated accessor: `unable to find bundle named …`; a test bundle or fixture bundle that is nil).",
            phrases: ["unable to find bundle named", "resource_bundle_accessor.swift", "testBundle is nil", "resource bundle is nil", "Could not find bundle",
                      // A `.bundle` of resources named as absent from the product the test runs in.
                      ".bundle missing", ".bundle is missing", ".bundle not found", ".bundle was not found"],
            // A bundle named by its identifier or name (`Fixture bundle com.example.AppTests not found`).
            // (`bundle with identifier dev.example.shared.MR not found`: moko-resources' for a Kotlin framework's.)
            spans: [.init(first: "bundle ", then: " not found", between: .bundleName), .init(first: "Bundle ", then: " not found", between: .bundleName),
                    .init(first: "bundle with identifier ", then: " not found", between: .bundleName),
                    .init(first: "Bundle with identifier ", then: " not found", between: .bundleName),
                    .init(first: "bundle ", then: " could not be found", between: .bundleName),
                    .init(first: "Bundle ", then: " could not be found", between: .bundleName)],
            stage: nil, outcome: .failed, speaker: .system),
        Signal(
            id: .appGroupUnavailable, summary: "The OS gave the process no container for an app group: its container lookup refused an unentitled client, or the app logged that `containerURL(forSecurityApplicationGroupIdentifier:)` returned nil — the process is not signed with the group.",
            phrases: ["container_create_or_lookup_app_group_path", "containerURL returned nil", "containerURL(forSecurityApplicationGroupIdentifier:) returned nil",
                      "app group container unavailable", "App Group container unavailable"],
            // The call as apps log it, with the group it asked for (`containerURL(forSecurityApplicationGroupIdentifier: group.x) returned nil`).
            // …and a container the app asked for by its group and did not get (`container for group.x is unavailable`, `… is nil`).
            // (Or with its result after an arrow or an equals sign: `containerURL(forSecurityApplicationGroupIdentifier: group.x) -> nil`.)
            spans: [.init(first: "containerURL(forSecurityApplicationGroupIdentifier: ", then: ") returned nil"),
                    .init(first: "containerURL(forSecurityApplicationGroupIdentifier: ", then: ") -> nil"),
                    .init(first: "containerURL(forSecurityApplicationGroupIdentifier: ", then: ") = nil"),
                    .init(first: "container for group.", then: " is unavailable"), .init(first: "container for group.", then: " unavailable"),
                    .init(first: "container for group.", then: " is nil"), .init(first: "container for group.", then: " returned nil")],
            stage: .registration, outcome: .failed, speaker: .app),
        Signal(
            id: .sharedContainerMissing, summary: "A background URL session had no shared container to use (NSURLErrorDomain -995, `NSURLErrorBackgroundSessionRequiresSharedContainer`): made in an app extension, it needs `sharedContainerIdentifier` set to an app group the extension is signed with.",
            phrases: ["NSURLErrorBackgroundSessionRequiresSharedContainer", "NSURLErrorDomain Code=-995", "NSURLErrorDomain error -995", "finished with error [-995]"],
            stage: .registration, outcome: .failed, speaker: .system),
        Signal(
            id: .cloudSchemaNotDeployed, summary: "CloudKit refused a record or a query because the container's schema lacks what the code uses: a record type or field never deployed to the production schema the build talks to, an index never made (`… is not marked queryable`).",
            phrases: ["in production schema", "is not marked queryable"],
            stage: nil, outcome: .failed, speaker: .system),
        Signal(
            // pkd, the plug-in registry, answering the system's query for an extension to run (a
            // notification service's for a push): none installed matched.
            id: .noExtensionFound, summary: "The system looked for an app extension to run and found none installed (pkd: `No plugins found to match query`, `match returned 0 plug-ins`; UserNotifications: `No extension available for bundle`): the extension is not in the built app as the system looks for it.",
            // (UserNotifications' own, for a mutable push to an app with no service extension: `[com.example.app] No extension available for bundle`.)
            phrases: ["No plugins found to match", "match returned 0 plug-ins", "No extension available for bundle"],
            stage: nil, outcome: .absent, speaker: .system),
        Signal(
            id: .extensionClassMissing, summary: "The system loaded an app extension and found no class its built Info.plist names as the extension's principal class (`Unable to find NSExtensionPrincipalClass (NotificationService) in extension bundle!`: a Swift class named without its module, a class not linked in): it never runs the extension's code.",
            phrases: ["Unable to find NSExtensionPrincipalClass"],
            stage: nil, outcome: .failed, speaker: .system),
        Signal(
            id: .transportSecurityBlocked, summary: "App Transport Security refused a plain-HTTP load (NSURLErrorDomain -1022): the built Info.plist has no exception for that host.",
            phrases: ["App Transport Security policy requires the use of a secure connection", "App Transport Security has blocked a cleartext HTTP",
                      "NSURLErrorDomain Code=-1022", "NSURLErrorAppTransportSecurityRequiresSecureConnection"],
            stage: nil, outcome: .failed, speaker: .system),
        Signal(
            id: .featureNotDeclared, summary: "The system refused a feature because the target's Info.plist does not switch it on: ActivityKit's `unsupportedTarget` (`Target does not include NSSupportsLiveActivities plist key`).",
            phrases: ["does not include NSSupportsLiveActivities", "unsupportedTarget"],
            stage: nil, outcome: .failed, speaker: .system),
        Signal(
            id: .resourceNotInBundle, summary: "The app or the test said a file it looks up is not in the bundle it runs from (`Config.plist not found in bundle`): the target's resources, not the code that reads it.",
            phrases: ["not found in bundle", "not found in the bundle", "not found in main bundle", "not found in the main bundle",
                      "missing from bundle", "missing from the bundle", "missing from the app bundle", "not in the app bundle", "not in app bundle",
                      "not in the bundle", "not in bundle", "not in the main bundle", "not in main bundle",
                      "not in the test bundle", "not found in the test bundle", "missing from the test bundle",
                      // The main bundle by the code's name for it (a Kotlin/Native test's `NSBundle.mainBundle`).
                      "not found in NSBundle.mainBundle", "not found in Bundle.main", "not in NSBundle.mainBundle", "not in Bundle.main",
                      "not found in app bundle", "not found in the app bundle",
                      // A file read from Xcode Cloud's checkout by a test action that runs without the repository: a
                      // fixture the test bundle was to carry.
                      "missing at /Volumes/workspace/repository/", "not found at /Volumes/workspace/repository/",
                      // Capacitor's background runner when the runner script its config names is not in the app's web assets.
                      "source file not found",
                      // Kotlin's and Compose Multiplatform's: a resource the app bundle was to carry; the
                      // kotlinx-resources library's, for a test resource the simulator's bundle lacks.
                      "MissingResourceException", "Missing resource with path", "com.goncalossilva.resources.FileReadException",
                      // An app's own error for a resource it did not find (`missingResource("Catalog/species.json")`).
                      "missingResource(", "resourceNotFound(",
                      // UIKit's, for the storyboard or nib the built plist (`UIMainStoryboardFile`) or the code names
                      // and the bundle does not ship: the app dies at launch.
                      "Could not find a storyboard named", "Could not load NIB in bundle",
                      // Core Data's, for a compiled model (`.momd`) the bundle does not hold.
                      "Cannot create an NSPersistentStoreCoordinator with a nil model", "Failed to load model named",
                      // A library's asset-catalog colour or image its bundle does not hold (MessageKit's).
                      "ould not load the color asset", "ould not load the image asset", "ould not load the data asset",
                      // Flutter's asset bundle, for an asset the pubspec does not declare (`Unable to load asset:
                      // "assets/x.json". The asset does not exist or has empty data.`); Unity's, for a scene the
                      // build settings leave out.
                      "Unable to load asset:", "has not been added to the build settings",
                      // .NET built with `InvariantGlobalization`: the app carries no culture data (ICU) to load.
                      "Only the invariant culture is supported in globalization-invariant mode"],
            // A file looked up inside the built product, not there (`Font Inter not found in location:
            // file:///…/Kiwi.app/Frameworks/KiwiDesign.framework/KiwiFonts.bundle/Inter.ttf`, `color asset x
            // missing from /…/Parley.app`); an asset a library could not load from its bundle.
            spans: [.init(first: "not found in location: ", then: ".app/", within: 400), .init(first: "file not found in ", then: ".app/", within: 400),
                    .init(first: "not found in location: ", then: ".bundle/", within: 400), .init(first: " missing from /", then: ".app", within: 400),
                    // The test bundle named (`Fixture atom-feed.xml is not in LarkspurTests.xctest`).
                    .init(first: " is not in ", then: ".xctest", within: 60), .init(first: " not found in ", then: ".xctest", within: 60),
                    .init(first: " missing from ", then: ".xctest", within: 60),
                    // The build's products folder named (`seed.sqlite not found in /…/Build/Products/Debug-iphonesimulator`):
                    // a file the tests read that the build did not make.
                    .init(first: " not found in ", then: "/Build/Products/", within: 200),
                    // A bundle of its own named (`checkmark missing from SVProgressHUD.bundle`, `onboarding-welcome not
                    // found in JuniperUI_JuniperUI.bundle`): a resource bundle built or copied without the file.
                    .init(first: " not found in ", then: ".bundle"), .init(first: " missing from ", then: ".bundle"),
                    // The product's own path named (`font file Brand.ttf missing in /…/TestHost.app`): the host app or
                    // bundle the code reads from was built without it.
                    .init(first: " missing in /", then: ".app", within: 300), .init(first: " missing in /", then: ".bundle", within: 300),
                    .init(first: " missing in /", then: ".xctest", within: 300)],
            stage: nil, outcome: .failed, speaker: .app),
        Signal(
            // (Not 134130, `missing source managed object model`: a store left on a reused simulator says it too.)
            id: .staleModelInBundle, summary: "Core Data found two compiled models of one entity in the built bundle (`Can't merge models with two different entities named …`): a stale model beside the current one.",
            phrases: ["Can't merge models with two different entities named", "Can’t merge models with two different entities named"],
            stage: nil, outcome: .failed, speaker: .system),
        Signal(
            // installd's own checks of the bundles it unpacks (MIInstallerErrorDomain 11, 12, 35), as
            // `simctl install` and a runner that installs the app print them: the product, not the simulator.
            id: .productMalformed, summary: "The installer refused the built app: a bundle in it (an embedded framework, an extension, the app) has no Info.plist or one without an identifier, executable or version.",
            phrases: ["Failed to load Info.plist from bundle at path", "did not have a CFBundleIdentifier in its Info.plist",
                      "has missing or invalid CFBundleExecutable in its Info.plist", "does not contain a valid CFBundleVersion"],
            stage: nil, outcome: .failed, speaker: .system),
        Signal(
            // PushKit checks, as VoIP registration starts, that the executable links what a VoIP push needs.
            id: .frameworkNotLinked, summary: "A system framework refused because the process does not link a framework it requires (PushKit's VoIP push without CallKit): the target's linking, not the code.",
            phrases: ["PushKit apps that use VoIP push must link", "_checkIfNecessaryVoIPFrameworksAreLinked"],
            stage: nil, outcome: .failed, speaker: .system),
        Signal(
            id: .notificationPending, summary: "A local notification request the OS holds, pending its trigger (`pendingNotificationRequests` listing it, its `UNCalendarNotificationTrigger` or `UNTimeIntervalNotificationTrigger`, its `nextTriggerDate`): when it is presented is the OS's to decide.",
            phrases: ["pendingNotificationRequests", "UNCalendarNotificationTrigger", "UNTimeIntervalNotificationTrigger", "nextTriggerDate"],
            stage: .systemCallback, outcome: .ok, speaker: .app),
        Signal(
            id: .xcconfigUnreadable, summary: "The build could not open a target's base configuration file (an xcconfig not in the checkout: a secrets file CI never writes): every setting it defines is undefined in what was built.",
            phrases: ["Unable to open base configuration reference file"],
            stage: nil, outcome: .failed, speaker: .system),
        Signal(
            id: .configurationFileMissing, summary: "An SDK found no valid configuration file of its own in the built app (Firebase's `Could not locate configuration file: 'GoogleService-Info.plist'`, or its `invalid GOOGLE_APP_ID in GoogleService-Info.plist` of a file mangled on its way in): a file the build was to copy in.",
            phrases: ["Could not locate configuration file", "could not find a valid GoogleService-Info.plist", "invalid GOOGLE_APP_ID in GoogleService-Info.plist"],
            stage: nil, outcome: .failed, speaker: .system),
        Signal(
            id: .querySchemeUndeclared, summary: "The system refused `canOpenURL` for a scheme the built Info.plist does not list under LSApplicationQueriesSchemes (`This app is not allowed to query for scheme …`).",
            phrases: ["is not allowed to query for scheme"],
            stage: nil, outcome: .failed, speaker: .system),
        Signal(
            // The files follow the warning, one indented path a line: the log reader keeps them with it.
            id: .resourceUndeclared, summary: "SwiftPM found files in a target that it does not ship (`found 1 file(s) which are unhandled; explicitly declare them as resources or exclude from the target`): they are not in the built bundle.",
            phrases: [SignalVocabulary.undeclaredResourcesWarning],
            stage: nil, outcome: .failed, speaker: .system),
        Signal(
            id: .referenceImageMissing, summary: "A snapshot test's reference image is not where the run looks for it (iOSSnapshotTestCase's `Unable to load reference image`, swift-snapshot-testing's `No reference was found on disk`): the folder the scheme or test plan names, or the files the run can reach.",
            phrases: ["Unable to load reference image", "Reference image not found", "No reference was found on disk",
                      // iOSSnapshotTestCase when the action running the tests sets no folder at all.
                      "Missing value for referenceImagesDirectory"],
            stage: nil, outcome: .failed, speaker: .system),
        Signal(
            id: .classInTwoTargets, summary: "One class is compiled into two images (the app and its test bundle): target membership, a build configuration.",
            phrases: ["is implemented in both"],
            // The Swift runtime's cast of one class's instance to its other copy (`Expected LedgerEntry but found
            // LedgerEntry`, after an array's bridging trap): the rule asks that both names be one.
            spans: [.init(first: "Expected ", then: " but found ", within: 120, between: .typeName)],
            stage: nil, outcome: .failed, speaker: .system),
        Signal(
            id: .entitlementMissing, summary: "The app (or the test host) lacks an entitlement the code needs, or its container was never provisioned: keychain access (errSecMissingEntitlement, -34018), HealthKit, push, a CloudKit container the server does not know (`Bad Container`).",
            phrases: ["errSecMissingEntitlement", "-34018", "Missing com.apple.developer.", "missing entitlement",
                      // CloudKit's `badContainer` (5/1014): the container the app is signed for was never
                      // created or tied to its App ID on Apple's side — the portal, not the code.
                      "\"Bad Container\" (5/", "Couldn't get container configuration from the server",
                      // CloudKit's `permissionFailure` when the app's bundle is not tied to the container it asks for.
                      "Invalid bundle ID for container",
                      // .NET MAUI's and Xamarin's name for it (`Error adding record: MissingEntitlement`).
                      "MissingEntitlement",
                      "Missing entitlement", "entitlement is missing", "is missing the entitlement",
                      // CloudKit's exception when the process is not signed for iCloud (`CKException`, `The application
                      // is missing required entitlement com.apple.developer.icloud-services`) — not RunningBoard's
                      // `Client is missing required entitlement` for an assertion, the Simulator's noise.
                      "application is missing required entitlement",
                      // A framework's own reason (`… may be missing necessary entitlements to access the specified container`).
                      "missing necessary entitlement",
                      // Push registration without the entitlement, however the quotes around it are spelt.
                      "aps-environment” entitlement", "aps-environment\" entitlement", "aps-environment' entitlement", "does not have the required entitlement",
                      // errSecMissingEntitlement's own description, when a wrapper prints it without the code.
                      "required entitlement isn't present", "required entitlement is not present",
                      // securityd refusing a keychain call from a process signed with no identity (a
                      // hostless test bundle, an unsigned build).
                      "neither application-identifier nor keychain-access-groups entitlements",
                      // A library's check of the signed entitlements before it uses them (MSAL: `… does not have
                      // keychain access groups enabled in the Entitlements.plist`).
                      "not enabled in the Entitlements.plist", "does not have keychain access groups enabled",
                      // UserDefaults(suiteName:) for an app group the process is not entitled to.
                      "Using kCFPreferencesAnyUser with a container is only allowed for System Containers",
                      // Network Extension's answer to a process signed without `com.apple.developer.networking.networkextension`
                      // (a tunnel provider's configuration) or `com.apple.developer.networking.vpn.api` (a personal VPN's).
                      "NEVPNErrorDomain Code=5 \"permission denied\"",
                      // CloudKit's missingEntitlement (8/1011), and its own sentence for it: a process (an unsigned test host too)
                      // signed without `com.apple.developer.icloud-services`.
                      "\"Missing Entitlement\" (8/", "In order to use CloudKit, your process must have a com.apple.developer.icloud-services entitlement"],
            stage: nil, outcome: .failed, speaker: .system),
        Signal(
            id: .usageDescriptionMissing, summary: "The system refused a privacy-sensitive API: the built Info.plist lacks the usage description it requires (TCC).",
            phrases: ["attempted to access privacy-sensitive data without a usage description",
                      // The frame TCC crashes the app in, as a crash or a formatter's failure names it.
                      "__TCC_CRASHING_DUE_TO_PRIVACY_VIOLATION__",
                      // HealthKit's own refusal: `NSHealthShareUsageDescription must be set in the app's Info.plist in order to request read authorization`.
                      "UsageDescription must be set in the app's Info.plist", "UsageDescription must be set in the app’s Info.plist",
                      // A plugin's own check before it asks (`… you need to define either NSLocationWhenInUseUsageDescription
                      // or NSLocationAlwaysUsageDescription in the app bundle's Info.plist file`).
                      "UsageDescription in the app bundle's Info.plist", "UsageDescription in the app's Info.plist",
                      "UsageDescription in your Info.plist", "UsageDescription to your Info.plist", "UsageDescription key in your Info.plist"],
            stage: nil, outcome: .failed, speaker: .system),
        Signal(
            id: .testHostMissing, summary: "An API that needs the app's bundle ran in a test bundle without a host application (the `xctest` process has no bundle identifier).",
            phrases: ["bundleProxyForCurrentProcess is nil", "Invalid parameter not satisfying: bundleIdentifier != nil", "bundleIdentifier != nil",
                      // A background URLSession made in a test bundle with no host app.
                      "must have a bundle identifier to use a background NSURLSession"],
            stage: nil, outcome: .failed, speaker: .system),
        Signal(
            id: .hostlessLookupFailed, summary: "A lookup of what the app's bundle carries (a strings table, a plist, an asset), or a background URLSession's connection to nsurlsessiond, failed in the `xctest` process itself: the test bundle runs without the app as its host, so the resource is not where the code looks and the session has no app to belong to.",
            phrases: ["in main bundle", "could not find a valid", " -> nil", "returned nil", "not found in",
                      // CFNetwork's own lines when a background session cannot reach its daemon.
                      "on the xpc connection to setup the background session", "Failed to get background connection"],
            // The process that logged (`xctest[4410:61022]`) or crashed (`xctest (30877) encountered an error`) is xctest,
            // or the main bundle the lookup searched is xctest's own folder (`…/Developer/Library/Xcode/Agents`).
            alsoNeeds: ["xctest[", "xctest (", "Library/Xcode/Agents"],
            stage: nil, outcome: .failed, speaker: .app),
    ]

    static let submission: [Signal] = [
        Signal(
            id: .notPermitted, summary: "BGTaskScheduler refused a request as not permitted (code 3): identifier or background mode missing from the built plist.",
            phrases: ["isn’t permitted to launch the task", "isn't permitted to launch the task", "wasn’t in the", "BGTaskSchedulerPermittedIdentifiers' must contain",
                      "ITMS-90771", "is not advertised in",
                      // dasd's reason for dropping a task's activity whose background mode the app lacks.
                      "No relevant background execution modes found"],
            codes: [.notPermitted], stage: .submission, outcome: .failed, speaker: .system, identifier: .namedTask),
        Signal(
            id: .unavailable, summary: "BGTaskScheduler is unavailable (code 1): the Simulator, a test host, Background App Refresh off; or a continued-processing request could not begin right away (code 4).",
            phrases: ["immediateRunIneligible", "didn’t run immediately due to system conditions", "not available on simulators", "Simulator which doesn’t support background",
                      "doesn't support background processing", "debug functions work only on devices", "Background App Refresh is disabled",
                      "backgroundRefreshStatus"],
            codes: [.unavailable, .immediateRunIneligible], stage: .submission, outcome: .failed, speaker: .system, identifier: .namedTask),
        Signal(
            id: .tooManyPending, summary: "BGTaskScheduler refused a request: too many pending requests of that kind (code 2).",
            phrases: ["too many pending tasks", "TooManyPendingTaskRequests"],
            codes: [.tooManyPendingTaskRequests], stage: .submission, outcome: .failed, speaker: .system, identifier: .namedTask),
        Signal(
            id: .noTaskRequest, summary: "A simulated launch found no request: the OS holds none for the task (never submitted, or refused).",
            phrases: ["No task request with identifier", "No task request for identifier"],
            stage: .submission, outcome: .absent, speaker: .system, identifier: .namedTask),
        Signal(
            id: .appSubmitted, summary: "The app logged that it submitted a task request.",
            // A plugin's own words too (`[TSBackgroundFetch scheduleBGAppRefresh] com.transistorsoft.fetch`).
            // The BackgroundTasks framework's own line in the app's process (`submitTaskRequest: <BGAppRefreshTaskRequest: <task>, …>`).
            phrases: ["submitted", "Submitted", "submit succeeded", "Scheduled task request", "scheduled task request", "schedule", "Scheduled ", "Scheduling "]
                + TaskRequestSubmittedLine.markers,
            // (Or a request's own field beside it: `submitted com.example.refresh earliestBegin=+900s`.)
            alsoNeeds: ["BGAppRefresh", "BGProcessing", "BGTaskRequest", "task request", "BGTask", "earliestBegin"],
            // Not a refusal, a cancellation, the OS's `No task request …`, or a test's expectation of one.
            unless: ["fail", "Fail", "error", "Error", "not ", "No task request", "cancel", "Cancel", "unschedul", "expected", "Expected", "should", "XCT",
                     "Expectation", "_simulate"],
            stage: .submission, outcome: .ok, speaker: .app, identifier: .anyIdentifier),
        Signal(
            // dasd names a task's activity `bgRefresh-<task>:<suffix>` (`bgProcessing-` for a processing task).
            id: .schedulerAccepted, summary: "The OS's scheduler (dasd) accepted the task's request (`Submitted: bgRefresh-<task>:… at priority 10 (<window>)`).",
            // `Submitted Activity: bgProcessing-<task>:BF1929 at priority 10` on the devices public captures show.
            phrases: ActivitySubmittedLine.markers,
            stage: .submission, outcome: .ok, speaker: .system, identifier: .namedTask),
        Signal(
            // Cancellation is the pipeline's fifth stage with expiration; this one comes before a launch.
            id: .schedulerCancelled, summary: "The OS's scheduler (dasd) dropped a pending request of the task (`CANCELED: bgRefresh-<task>:…`): the app cancelled it, or replaced it by submitting the same identifier again.",
            phrases: ActivityCanceledLine.markers,
            stage: .expiration, outcome: .ok, speaker: .system, identifier: .namedTask),
    ]

    static let execution: [Signal] = [
        Signal(
            id: .taskReported, summary: "The job told the system it finished (`setTaskCompleted(success:)`): the task ran.",
            phrases: ["setTaskCompleted(success:", "setTaskCompletedWithSuccess"],
            unless: ["XCT", "Expectation", "expected", "never", "not called"],
            stage: .reporting, outcome: .ok, speaker: .app, identifier: .anyIdentifier),
        Signal(
            id: .simulatedLaunchStarted, summary: "The system called the task's launch handler (`Starting simulated task`), launched the app for its background session's events (`handleEventsForBackgroundURLSession`), or delivered a background fetch to its app delegate (a plugin's log of the callback: `[TSBackgroundFetch performFetchWithCompletionHandler]`).",
            phrases: ["Starting simulated task", "application:handleEventsForBackgroundURLSession", "application(_:handleEventsForBackgroundURLSession",
                      "performFetchWithCompletionHandler]", "application:performFetchWithCompletionHandler:]"],
            unless: ["XCT", "Expectation", "expected", "not called", "never called", "was not", "wasn't", "never", "forward", "implement", "unrecognized selector"],
            stage: .systemCallback, outcome: .ok, speaker: .system, identifier: .anyIdentifier),
        Signal(
            id: .schedulerDeclined, summary: "The OS's scheduler (dasd) scored the task's activity below its threshold and decided not to run it (`DecisionToRun:0`).",
            // A policy's veto too (`FinalDecision: Must Not Proceed`, score 0); its `Can Proceed` is only a
            // score, which `DecisionToRun` then weighs against the threshold (it may still say 0).
            phrases: SchedulingDecisionLine.declined,
            stage: .systemCallback, outcome: .absent, speaker: .system, identifier: .namedTask),
        Signal(
            id: .pushReceived, summary: "The system received a remote notification for an app, as SpringBoard logs each request with its flags (`[com.example.app] Received remote notification request … [ hasAlertContent: 0, … hasContentAvailable: 1 … ]`).",
            phrases: ["Received remote notification request"],
            stage: .systemCallback, outcome: .ok, speaker: .system),
        Signal(
            id: .pushCannotWake, summary: "The system received the app's remote notification without content-available (`hasContentAvailable: 0`, as SpringBoard logs each request it receives): such a push never wakes the app in the background.",
            phrases: ["hasContentAvailable: 0"],
            stage: .systemCallback, outcome: .failed, speaker: .system),
        Signal(
            id: .schedulerDecidedToRun, summary: "The OS's scheduler (dasd) scored the task's activity above its threshold and decided to run it (`DecisionToRun:1`).",
            phrases: SchedulingDecisionLine.toRun,
            stage: .systemCallback, outcome: .ok, speaker: .system, identifier: .namedTask),
        Signal(
            id: .systemLaunched, summary: "The OS launched the app for the task and called its handler, as the BackgroundTasks framework logs it in the app's process (`Handling launch from daemon for activities`, `Running task: <BGAppRefreshTask: <task>>`), or a crash on its queue for the task (`com.apple.BGTaskScheduler (<task>)`).",
            phrases: TaskLaunchLine.markers + HandlerQueueLine.markers,
            stage: .systemCallback, outcome: .ok, speaker: .system, identifier: .namedTask),
        Signal(
            id: .systemCompleted, summary: "The task's run ended as the OS logged it: the framework marked it complete with success (`complete with success: 1`), or the scheduler saw its activity end (`COMPLETED bgRefresh-<task>:…`).",
            phrases: TaskCompletionLine.succeeded + TaskCompletionLine.activities,
            stage: .reporting, outcome: .ok, speaker: .system, identifier: .namedTask),
        Signal(
            id: .jobReportedFailure, summary: "The job reported that it failed: the framework marked the task complete with `success: 0` (`setTaskCompleted(success: false)`).",
            phrases: TaskCompletionLine.failed,
            stage: .reporting, outcome: .failed, speaker: .system, identifier: .namedTask),
        Signal(
            id: .stoppedAfterForceQuit, summary: "The system cancelled the app's background work because the user force-quit the app, as it documents it always does (`NSURLErrorCancelledReasonUserForceQuitApplication`).",
            phrases: ["userForceQuitApplication", "UserForceQuitApplication", "BackgroundTaskCancelledReasonKey=0", "force-quit by the user", "force quit by the user"],
            stage: .systemCallback, outcome: .absent, speaker: .system),
        Signal(
            // `SpindumpReport`'s line: the sampler caught the hung test's thread in a lock, a semaphore, a `sync` or a
            // `dispatch_once` with no deadline, under the app's code or the test's own.
            id: .blockedInTheCode, summary: "A spindump of the hung test shows its thread blocked without a timeout (a lock, a semaphore, a sync or a dispatch_once) under the app's code or the test's own, and whether any thread of the app was still running its code.",
            phrases: [SpindumpReport.Hang.blocked],
            stage: .execution, outcome: .failed, speaker: .system),
        Signal(
            // `SpindumpReport`'s line for an app whose main thread ran its own code in (nearly) every sample, where no
            // thread held the test's function: the app's work held the main thread.
            id: .mainThreadBusy, summary: "A spindump taken of the hung test, named after it, shows the app's main thread running the app's own code in (nearly) every sample: the app's work held the main thread.",
            phrases: [SpindumpReport.Hang.runsTheAppsCode],
            stage: .execution, outcome: .failed, speaker: .system),
        Signal(
            id: .handlerCrashed, summary: "The launch handler or the job crashed in its own code (queue or actor-isolation assertion, setTaskCompleted twice, watchdog).",
            phrases: ["_dispatch_assert_queue_fail", "dispatch_assert_queue", "Incorrect actor executor assumption", "swift_task_isCurrentExecutor",
                      "Expected to be on the main actor", "isolated to the main actor", "checkIsolated", "swift_task_checkIsolated",
                      "BUG IN CLIENT OF LIBDISPATCH", "setTaskCompleted(success:) called more than once", "called setTaskCompleted more than once",
                      "already been completed", "Unbalanced call to setTaskCompleted", "_unsafe_setTaskCompletedWithSuccess",
                      "has active assertions beyond permitted time", "0xdead10cc", "0x8badf00d",
                      // RunningBoard's own spelling of the same kills, and its words for the first (a file lock held while suspended).
                      "0xDEAD10CC", "0x8BADF00D", "was task-suspended with locked system files",
                      "Tried to mark task run as finished", "An error occurred when running the task handler",
                      // Swift's runtime on a failed force cast (`as!`), printed as the process traps: the code's own trap.
                      "Could not cast value of type '"],
            // (Not the watchdog of a launch — `scene-create watchdog transgression`: the app was too slow to come up at all, on a
            // loaded machine as often as in its own start-up; no handler had run yet.)
            unless: ["scene-create watchdog"],
            stage: .execution, outcome: .failed, speaker: .system),
        Signal(
            id: .apiMisused, summary: "The system reported that the app's code misused an API it runs background work with (a second background session of one identifier, a completion handler on a background session, a task on an invalidated session, a background launch's completion handler never called, a background task not ended after its expiration, a Live Activity requested from the background).",
            phrases: ["A background URLSession with identifier", "Completion handler blocks are not supported in background sessions",
                      "Task created in a session that has been invalidated", "session that has been invalidated",
                      // UIKit, when the app kept the completion handler of a background launch (a session's
                      // events, a fetch, a silent push) and never called it.
                      "but the completion handler was never called",
                      // UIKit, when the app's background task outlived its expiration handlers
                      // (`Call UIApplication.endBackgroundTask(_:) to avoid this`): the app leaked it.
                      "Background task still not ended after expiration handler",
                      // ActivityKit, when the app asked for a Live Activity while in the background: one
                      // is started from the foreground (or by a push), whatever the OS schedules.
                      "Target is not foreground",
                      // CallKit, when the app's PushKit handler took VoIP pushes without reporting each as
                      // a call: the system stops launching the app for them.
                      "failed to report an incoming call",
                      // Core Location's diagnostic of a service session (`CLServiceSession`, `CLBackgroundActivitySession`)
                      // the app started while not in use (from the background): it must start in the foreground.
                      "insufficientlyInUse"],
            stage: .execution, outcome: .failed, speaker: .system, identifier: .anyIdentifier),
        Signal(
            id: .simulatedExpiration, summary: "The system expired the task (a simulated expiration).",
            phrases: TaskExpirationLine.markers,
            stage: .expiration, outcome: .ok, speaker: .system, identifier: .namedTask),
        Signal(
            id: .expirationReported, summary: "The app logged that the task's expiration handler fired.",
            phrases: ["expiration handler fired", "expirationHandler fired", "Expiration handler called"],
            stage: .expiration, outcome: .ok, speaker: .app),
    ]

    static let expectation: [Signal] = [
        Signal(
            id: .launchSimulated, summary: "The test asked the system to launch a task (`_simulateLaunchForTaskWithIdentifier`).",
            phrases: ["Simulating launch for task with identifier", "_simulateLaunchForTaskWithIdentifier"],
            stage: nil, outcome: .expectation, speaker: .app, identifier: .namedTask),
        Signal(
            id: .waitTimedOut, summary: "A wait timed out (an expectation, a confirmation, a time limit).",
            phrases: ["Exceeded timeout of", "Asynchronous wait failed", "Confirmation was confirmed 0 times", "Time limit was exceeded",
                      "timed out waiting", "Timed out waiting",
                      // Detox's wait for an element (`waitFor(…).withTimeout(60000)`).
                      "Timed out while waiting for expectation",
                      // `XCTAssertEqual(XCTWaiter().wait(for:…), .completed)` failing: `.timedOut` is raw value 2.
                      "XCTWaiterResult(rawValue: 2)",
                      // A test's own wait helper throwing its timeout, as Swift Testing reports it
                      // (`Caught error: .timedOut(marker: "…", after: 20.0 seconds)`).
                      "Caught error: .timedOut", "Caught error: .timeout",
                      // Dart's (`TimeoutException after 0:00:30.000000: Future not completed`), package:test's time limit too.
                      "TimeoutException after ",
                      // Nimble's poll that ran out (`expect(x).toEventually(…, timeout: .seconds(600))`).
                      "expected to eventually "],
            // Jest's `Exceeded timeout of 120000 ms for a hook`: a `beforeAll` (Detox's launch, its permission
            // tool) never finished, and the test itself never ran: no wait of the test's ran out.
            // (Nor Nimble's poll whose run loop never turned: it could not look, which says nothing of what it awaited.)
            unless: ["ms for a hook", "main run loop was unresponsive"],
            stage: nil, outcome: .expectation, speaker: .test),
        Signal(
            id: .fixedSleep, summary: "The test slept a fixed time.",
            phrases: ["sleep(", "Task.sleep", "after sleeping", "after waiting", "usleep("],
            stage: nil, outcome: .expectation, speaker: .test),
        Signal(
            id: .assertedTaskRan, summary: "The test asserted that the task had run (or fired) by a fixed time.",
            phrases: ["did not run", "never ran", "was not launched", "never launched", "not launched", "did not fire", "never fired", "not fired",
                      // The OS waking or relaunching the app for its event (a location change, a health sample, a push).
                      "not relaunched", "never relaunched", "not woken", "never woken", "wasn't woken",
                      "sleep(", "after sleeping", "after waiting",
                      // What the OS delivers (a fetch, a background push) and did not.
                      "not delivered", "never delivered", "no background fetch delivered", "no fetch delivered"],
            stage: nil, outcome: .expectation, speaker: .test),
        Signal(
            id: .assertedStartDelay, summary: "The test measured when the task started (a start or launch delay), how often it ran (the interval between launches) or how long the OS let it run (its runtime).",
            phrases: ["startDelay", "start delay", "launchDelay", "launch delay", "startLatency",
                      // How often it ran: the interval between the OS's launches of it.
                      "interval between", "between launches", "between runs", "launch interval", "launchInterval",
                      // How long the OS let it run before expiring it.
                      "backgroundTimeRemaining", "background runtime", "runtime granted", "time remaining"],
            stage: nil, outcome: .expectation, speaker: .test),
        Signal(
            id: .fetchAvailability, summary: "The test checked that background fetch is available.",
            phrases: ["isBackgroundFetchSupported", "BackgroundFetchSupported", "backgroundFetchSupported", "background fetch is not supported",
                      "background fetch not supported", "background fetch is not available", "background fetch unavailable",
                      "Background fetch is not supported", "Background fetch not supported", "Background fetch is not available", "Background fetch unavailable"],
            stage: nil, outcome: .expectation, speaker: .test),
        Signal(
            id: .errorThrown, summary: "Code threw an error or trapped (a thrown error, a fatal error, a force-unwrap).",
            // `failed: caught "NSInternalInconsistencyException", "…"`: XCTest caught an exception the code raised.
            phrases: ["threw error", "Caught error", "caught error", "failed: caught \"", "Test ended with an error", "Fatal error:", "fatal error:", "Unexpectedly found nil",
                      // Swift's `precondition` trapping (`LockCentral.swift:40: Precondition failed: …`), and its `assert` as xcodebuild
                      // sums the crash up after the process (`Crash: App (9302) Assertion failed: …`; not Detox's `Test Failed: Assertion
                      // failed: TOHAVETEXT(…)`, a test's expectation).
                      ": Precondition failed:", ") Precondition failed:", ") Assertion failed:",
                      "unexpectedly found nil", "Terminating app due to uncaught exception", "terminating due to uncaught exception",
                      // Kotlin/Native's exceptions, as its test runner prints an uncaught one (`kotlin.native.concurrent.InvalidMutabilityException: …`).
                      "kotlin.native.concurrent.",
                      // Any Kotlin/Native exception's trace, as Gradle's JUnit report gives a test's (`at kotlin.Throwable#<init>`):
                      // the code threw it (a driver's `SQLiteExceptionErrorCode: … SQLITE_BUSY`).
                      "at kotlin.Throwable#<init>",
                      // Flutter's report of an error a test's code threw (`The following HiveError was thrown
                      // running a test:`) — not of an `expect` that failed (`TestFailure`) nor a framework assertion.
                      " was thrown running a test",
                      // JavaScript's runtime errors, as Jest prints one the code (or a mock of a library it
                      // calls) threw: `TypeError: this.native.cancelDisplayedNotifications is not a function`.
                      "TypeError: ", "ReferenceError: ",
                      // Dart's type error (`type 'Null' is not a subtype of type 'Future<void>'`: a stub
                      // that returns nothing where the code awaits), sqflite's error for the code's query.
                      "is not a subtype of type", "DatabaseException(",
                      // NUnit's and xUnit's rendering of an exception the code threw (`System.InvalidOperationException : …`).
                      "Exception : ",
                      // The JVM's and Kotlin's runtime errors of the code (a backend's or a shared module's tests):
                      // `java.util.NoSuchElementException: Key thread-id is missing in the map.`
                      "java.util.NoSuchElementException", "kotlin.NoSuchElementException", "java.lang.IllegalStateException",
                      "java.lang.IllegalArgumentException", "java.lang.NullPointerException", "kotlin.KotlinNullPointerException",
                      "java.lang.IndexOutOfBoundsException", "java.lang.ClassCastException", "kotlin.UninitializedPropertyAccessException",
                      // Kotlin/Native's own names for them (no `java.lang.` on iOS), and the rest of the common ones.
                      "kotlin.RuntimeException", "kotlin.IllegalStateException", "kotlin.IllegalArgumentException", "kotlin.IndexOutOfBoundsException",
                      "kotlin.ArithmeticException", "kotlin.NumberFormatException", "kotlin.ClassCastException", "kotlin.UnsupportedOperationException",
                      "java.lang.RuntimeException", "java.lang.ArithmeticException", "java.lang.NumberFormatException",
                      "java.lang.UnsupportedOperationException"] + SignalVocabulary.kotlinUncaught,
            // Swift's `assert` trapping with no message of its own, after the place it stands (`InsulogKit/InsulinMath.swift:14:
            // Assertion failed`): a Swift file's, not a test runner's words. (Not a bare `precondition`: code checks the
            // configuration it reads that way — `precondition(Bundle.main.object(forInfoDictionaryKey: …) != nil)`.)
            spans: [.init(first: ".swift:", then: ": Assertion failed")],
            // (Not fetch's own `TypeError: Network request failed`: the network, not the code; nor a
            // fixture's setup failing, `OneTimeSetUp: …`, before the test's own code ran; nor .NET's
            // `TimeoutException`, a wait that ran out.)
            unless: ["BGTaskScheduler", "TestFailure was thrown", "assertion was thrown", "Network request failed", "Failed to fetch", "OneTimeSetUp:",
                     // (Nor a UI driver's, the network's or a cancellation's: what the runner or the wait met.)
                     "TimeoutException", "OpenQA.Selenium.", "HttpRequestException", "TaskCanceledException", "OperationCanceledException",
                     // (Nor Patrol's native automator, a wait for the system's UI that ran out: `PatrolActionException … appeared within 0:00:20`.)
                     "PatrolActionException"],
            stage: nil, outcome: .expectation, speaker: .system),
        Signal(
            id: .codeFault, summary: "Code broke a rule the runtime enforces, or faulted: a UI call off the main thread, a Core Data context used from the wrong queue, a continuation never resumed, a callback called twice, a bad memory access.",
            phrases: ["Main Thread Checker: UI API called on a background thread", "_PFAssertSafeMultiThreadedAccess",
                      // .NET for iOS's own check of the same rule (`UIKit Consistency error: you are calling a UIKit method …`).
                      "UIKitThreadAccessException",
                      // SwiftUI's own runtime check: an observable object changed off the main thread.
                      "Publishing changes from background threads is not allowed",
                      // UIKit's own warning for a view's class method (`+[UIView setAnimationsEnabled:] being called from a background thread`).
                      "Performing any operation from a background thread on UIView", "illegal access to a main-queue managed object context",
                      "for a main-queue context", "SWIFT TASK CONTINUATION MISUSE", "leaked its continuation", "EXC_BAD_ACCESS",
                      // Core Data's concurrency debugging (`-com.apple.CoreData.ConcurrencyDebug 1`): a context used off its queue.
                      "__Multithreading_Violation_AllThatIsLeftToUsIsHonor__",
                      // EarlGrey's idling tracker waits forever on a view controller of the app that overrides a
                      // lifecycle method without calling super, and says so by name.
                      "call through to their super's implementation",
                      "Bad pointer dereference", "Simultaneous accesses to", "with signal segv", "with signal bus",
                      // Not the allocator's `pointer being freed was not allocated`: a race in the code, in a test
                      // double and the Swift runtime's back-deployed deinit all end there (held-out runs labelled each way).
                      // XCTest: a callback the test handed the code was called more than once (a completion handler called twice).
                      "multiple calls made to -[XCTestExpectation fulfill]"],
            stage: nil, outcome: .expectation, speaker: .system),
        Signal(
            // Detox acts only once the app is idle, and while it waits prints what keeps the app busy every
            // ten seconds: a timer the app keeps enqueued (one it re-arms, or never invalidates) is work of
            // the app's own that never ends, so the test's next step never runs and the test times out.
            id: .appKeptBusy, summary: "The UI-test framework waited for the app to go idle and the app kept itself busy with timers or frames of its own (Detox: `The app is busy with the following tasks:` … `enqueued native timers` / `enqueued JavaScript timers`; Flutter: `pumpAndSettle timed out`, a screen that schedules frames forever — an endless animation; XCUITest: `App animations complete notification not received`): the app's code never lets the test's next step run.",
            phrases: ["enqueued native timers", "enqueued JavaScript timers", "pumpAndSettle timed out",
                      // XCUITest's own wait for the app to go idle, given up on (an animation that repeats forever).
                      "App animations complete notification not received"],
            stage: nil, outcome: .expectation, speaker: .system),
        Signal(
            id: .appNeverIdle, summary: "XCUITest waited for the app's event loop to go idle and gave up (`App event loop idle notification not received`): the app's main thread was held — by its own launch as often as by a slow runner — so a UI query's time-out after it is not surely the runner's.",
            phrases: ["App event loop idle notification not received"],
            stage: nil, outcome: .expectation, speaker: .system),
        Signal(
            id: .storeKitLookup, summary: "The app asked StoreKit for its products (`Product.products(for:)`, `SKProductsRequest`) and said what came back: with no local StoreKit configuration a Simulator has none to give.",
            phrases: ["Product.products(for:)", "SKProductsRequest", "invalidProductIdentifiers"],
            stage: nil, outcome: .expectation, speaker: .app),
        Signal(
            // XCUITest's query of the app it drives, answered by the app's absence: the app ended (a crash, a kill in
            // the background) while the test ran — nothing of it was busy, whatever XCUITest waited for before.
            id: .appNotRunning, summary: "XCUITest found the app it drives not running (`Application … is not running`, as its query of the app answers): the app ended while the test ran.",
            phrases: [], spans: [.init(first: "Application ", then: " is not running")],
            stage: nil, outcome: .expectation, speaker: .system),
        Signal(
            id: .runnerFault, summary: "XCTest's own machinery failed an assertion or raised in the test runner (`Assertion failure in -[XCUIApplicationMonitor …]`): the runner's, not the app's.",
            phrases: ["Assertion failure in -[XCUI", "-[XCUIApplicationMonitor _handleCrashReport",
                      // XCTest's observation center refused an observer added off the main thread: its own invariant.
                      "Test observers must be registered on the main thread"], unless: ["API violation"],
            stage: nil, outcome: .expectation, speaker: .system),
        Signal(
            // XCUITest types through the software keyboard: with the simulator's hardware keyboard
            // connected it never appears, and a key (element type `Key`) or the focus it needs is missing.
            id: .keyboardNotShown, summary: "XCTest could not type: the element had no keyboard focus, or the software keyboard (or one of its keys) never appeared — the simulator's keyboard setting (a connected hardware keyboard) or the runner's timing, as likely as the app.",
            phrases: ["has keyboard focus", "\" Key: No matches found", "Keyboard: No matches found"],
            // XCTest's own words for its event (`Failed to synthesize event: Neither element …`), not a test's assertion about focus.
            unless: ["XCTAssert", "Expectation failed", "#expect"],
            stage: nil, outcome: .expectation, speaker: .system),
        Signal(
            // XCUITest prints the element tree it searched: the simulator's own interface stood where the test
            // looked — the keyboard's slide-to-type introduction over its keys, AutoFill's Strong Password
            // sheet over a form, SpringBoard's icon editing after a long press.
            id: .systemUIOverTheApp, summary: "The element tree XCTest printed shows the simulator's own interface over what the test looked for (the keyboard's slide-to-type introduction, AutoFill's Strong Password sheet, SpringBoard's icon editing): the simulator's state, as likely as the app.",
            phrases: ["Speed up your typing by sliding your finger", "label: 'Use Strong Password'", "identifier: 'edit-mode-done-button'",
                      // XCTest's own activity: SpringBoard's alert (`Save Password?`, a permission) interrupting the element it acts on.
                      "Alert from Application 'com.apple.springboard'"],
            stage: nil, outcome: .expectation, speaker: .system),
        Signal(
            // AVAudioSession's categories as their constants print (`category=AVAudioSessionCategorySoloAmbient`).
            id: .audioSessionSilenced, summary: "The app's audio session was in a category the system silences when the screen locks or the app leaves the front (SoloAmbient, the default, or Ambient): playing on in the background needs `.playback`, which only the code sets.",
            phrases: ["AVAudioSessionCategorySoloAmbient", "AVAudioSessionCategoryAmbient"],
            // (A line of the switch to `.playback` names both.)
            unless: ["AVAudioSessionCategoryPlayback"],
            stage: nil, outcome: .failed, speaker: .app),
        Signal(
            id: .testCrashed, summary: "The test process died or never got to run the test.",
            phrases: ["crashed", "Restarting after unexpected exit", "before starting test execution", "The log ends while this test is running",
                      "Lost connection to test", "signal ", "Early unexpected exit", "uncaught exception"]
                // XCUITest lost the app under test: it died, whatever the reason.
                + SignalVocabulary.lostTheApp,
            stage: nil, outcome: .expectation, speaker: .test),
        Signal(
            id: .infrastructure, summary: "The simulator, the destination or the test runner failed, not the app.",
            phrases: [
                // XHarness (.NET for iOS): the app never connected back to the test runner.
                "APP_LAUNCH_TIMEOUT", "did not report back within",
                // The test process was killed before its test began: the runner's doing.
                "with signal kill before starting test execution",
                // A test's local server could not bind its port (EADDRINUSE, 48): another process on the CI host, or another
                // parallel clone's server, holds it — the machine's state, not the app. (As the system's error says it, not a
                // string an assertion compares: `("Address already in use") is not equal to …`.)
                ": Address already in use", "message: \"Address already in use\"",
                // XCTest could not deliver a tap or a keystroke to the simulator: its event synthesis, not the app.
                "Timed out while synthesizing event", "Failed to synthesize event",
                // XCTest could not read the app through the accessibility server: the runner's machinery, not the app's screen.
                "Timed out while loading Accessibility", "Timed out while evaluating UI query",
                "Unable to boot", "Failed to boot", "failed to boot", "for simulator to boot", "for the simulator to boot",
                // Core Location had no fix at all (`kCLErrorLocationUnknown`): a Simulator given no location (a
                // scheme's simulated location reaches Xcode's runs, not xcodebuild's), a device with none.
                "kCLErrorDomain Code=0 ", "(kCLErrorDomain 0)", "kCLErrorDomain error 0", "kCLErrorLocationUnknown",
                // An uncaught exception XCTest raised itself (`ExceptionThrowStack`): the framework ended the process.
                ExceptionThrowStack.raisedByXCTest,
                // XCTest's own words when the simulator or the test host never came up: no test code ran.
                "The simulator failed to start", "TEST_HOST application failed to run", "Unable to find a destination matching", "Unable to find a device matching",
                "Failed to install or launch the test runner", "Failed to install the app", "Failed to launch app", "failed to launch the test runner",
                "Early unexpected exit, operation never finished bootstrapping", "operation never finished bootstrapping", "never finished bootstrapping",
                "Test runner exited before starting test execution", "test runner hung before establishing connection", "The test runner hung",
                "Lost connection to test manager service", "Lost connection to the test manager service", "Lost connection to test process",
                "Lost connection to the test runner", "Timed out waiting for test runner", "timed out while waiting for the test runner",
                "Failed to prepare device", "Failed to create a bundle instance", "The bundle couldn’t be loaded", "The bundle couldn't be loaded",
                "Failed to load the test bundle", "Simulator device failed to", "CoreSimulatorService", "Could not launch “", "Could not launch \"",
                "Unable to launch simulator", "Application failed preflight checks", "The request was denied by service delegate",
                // Appium with no XCUITest driver installed, Xamarin.UITest unable to reach its agent on the
                // device: the runner's machinery, no test reached the app.
                "Could not find a driver for automationName", "Unable to contact DeviceAgent",
                // Not nsurlsessiond's -997 (`Lost connection to background transfer service`) nor -996: the
                // app's own use of a background session (a data task on it, one identifier in two
                // processes) says them as often as the daemon's trouble does.
                "testmanagerd", "IDETestRunnerDaemon",
                "Failed to initialize for UI testing", "failed to initialize for UI testing",
                // A Dart test file's loading timed out (its reader's words): the runner never reached its code.
                SignalVocabulary.testFileNeverLoaded,
                // The accessibility server the UI runner reads the app through did not answer: no
                // element of the app was looked at.
                "kAXErrorServerNotFound", "kAXErrorCannotComplete",
                // A device locked while the test ran: HealthKit's store stays closed until it is unlocked.
                "Protected health data is inaccessible",
                // The UI test runner could not launch the app (the simulator not ready for automation), nor end a
                // copy of it (`Failed to terminate com.example.app:71022: Timed out waiting for termination of pid
                // 71022.`): XCTest's own wait for the process, not one the test's code set.
                "Timed out waiting for AX loaded notification", "Timed out waiting for termination of pid",
                // Nor hold the launched app awake for the test (`Failed to get background assertion for target app with pid N:
                // Timed out while acquiring background assertion.`): XCTest's assertion on the process, no background work of the app's.
                "Failed to get background assertion for target app", "Timed out while acquiring background assertion",
                // Nor switch the simulator into UI automation before the test touched the app.
                "Timed out while enabling automation mode",
                // Patrol's runner could not reach the app's test server: the bridge, not a Dart test, failed.
                "failed, err: Error Domain=NSURLErrorDomain",
                // `simctl`'s own errors, where a test's helper drove the Simulator (a push, a location, a
                // permission): it named a device the default set does not hold (a parallel clone's), or none was booted.
                "Invalid device: ", "com.apple.CoreSimulator.SimError", "No devices are booted",
                // The Simulator's bridge to the host's StoreKit testing service went away (NSCocoaErrorDomain 4099 on
                // `com.apple.storekitservice.sim2host`): no product or purchase could be asked, whatever the code did.
                "com.apple.storekitservice.sim2host was invalidated",
            ],
            stage: nil, outcome: .expectation, speaker: .system),
        Signal(
            id: .destinationLacksHardware, summary: "The destination has no hardware or store the test's code asked for: CoreBluetooth on a Simulator, which has no radio (its XPC connection is refused and the manager's state stays unsupported); HealthKit where the device has no Health store (`Health data is unavailable on this device`, HealthKit's code 6: an iPad before iPadOS 17); no keychain at all (errSecNotAvailable, -25291), or none the machine's session may write (errAuthorizationInternal, -60008); Health access that no one ever granted or denied on it (HealthKit's code 5, `Authorization not determined`: a fresh simulator); no motion coprocessor or sensor (CoreMotion's `isActivityAvailable`, `isStepCountingAvailable`… false, its codes 104 and 109: a Simulator); no Metal device (a CI host's VM without a GPU).",
            phrases: ["[CoreBluetooth] XPC connection invalid", "Health data is unavailable on this device",
                      // A Simulator that cannot register for APNs (NSCocoaErrorDomain 3010): the destination's, not the plist's or the code's.
                      "remote notifications are not supported in the simulator",
                      // The keychain itself is not there (errSecNotAvailable, -25291): the simulator's or the
                      // machine's, whatever the code asked of it (a missing entitlement is -34018).
                      "No keychain is available", "errSecNotAvailable",
                      // The machine's security server would not authorise the session (errAuthorizationInternal, -60008: an agent
                      // logged in over SSH, with no unlocked login keychain to write to): the build machine's session, not the code.
                      "Unable to obtain authorization for this operation", "errAuthorizationInternal",
                      // HealthKit's errorAuthorizationNotDetermined (code 5): the destination's Health store was never
                      // asked — the test machine's state (a missing entitlement is code 4, the app's).
                      "Authorization not determined",
                      // CloudKit's notAuthenticated (9/1002): the destination is signed into no iCloud account — a CI simulator's
                      // state, as a fresh simulator's undecided Health access is.
                      "\"Not Authenticated\" (9/", "No iCloud account is configured",
                      // CloudKit's account status compared where the test expected another: `noAccount`'s raw value, found.
                      "(\"CKAccountStatus(rawValue: 3)\") is not equal to",
                      // Network Extension has no daemon on a Simulator to save or start a VPN or tunnel through (read only
                      // where the run was on one: on a device the same words come from its own helper's trouble).
                      "NEVPNErrorDomain Code=5 \"IPC failed\"",
                      // CoreMotion's own error that the destination has no such sensor or coprocessor (CMErrorMotionActivityNotAvailable,
                      // 104; CMErrorNotAvailable, 109): a Simulator's — its missing permission is 105, the app's.
                      "CMErrorDomain Code=104", "CMErrorDomain Code=109", "CMErrorDomain error 104", "CMErrorDomain error 109",
                      // No GPU for Metal on the machine (a CI host's VM without one): `MTLCreateSystemDefaultDevice()` answers nil,
                      // and a renderer built on Metal says it will not draw.
                      "MTLCreateSystemDefaultDevice() returned nil", "MTLCreateSystemDefaultDevice returned nil", "Metal device: nil",
                      "Metal is not supported", "no Metal device", "No Metal device"],
            // CoreMotion's answer that the destination has no motion coprocessor or sensor (a Simulator), as an app logs it
            // (`isActivityAvailable: NO`, `isStepCountingAvailable=false`, `CMAltimeter.isRelativeAltitudeAvailable() == false`).
            spans: SignalVocabulary.coreMotionAvailability.flatMap { name in
                ["false", "NO"].map { Signal.Span(first: name, then: $0, within: 6, between: .answer) }
            },
            stage: nil, outcome: .expectation, speaker: .system),
        Signal(
            id: .destinationFallback, summary: "The run did not get the simulator it asked for and fell back to another device or runtime (fastlane scan's `falling back to default simulator`).",
            phrases: ["falling back to default simulator", "Couldn't find any matching simulators", "couldn't find any matching simulators",
                      "Could not find any matching simulator"],
            stage: nil, outcome: .expectation, speaker: .system),
        Signal(
            id: .simulatorUnprepared, summary: "On a Simulator, what the job never set up for it: no location (Core Location's kCLErrorLocationUnknown, code 0 — no `simctl location`, no scheme's default location), no paired watch (WatchConnectivity's counterpart app not installed) — the destination's state, not the app's code.",
            // (The location phrases are also `.infrastructure`'s, which reads them in a test's message on any destination;
            // this signal keeps the console's line, which TestInfrastructureRule reads only on a Simulator.)
            phrases: ["kCLErrorLocationUnknown", "kCLErrorDomain Code=0", "kCLErrorDomain error 0", "WCSession counterpart app not installed"],
            stage: nil, outcome: .expectation, speaker: .system),
        Signal(
            id: .locationNotAuthorized, summary: "The app's location authorisation was still undecided or denied (its own line of `authorizationStatus`, Core Location's kCLErrorDenied): Core Location then answers as if it had no location.",
            phrases: ["authorizationStatus=notDetermined", "authorizationStatus=denied", "kCLAuthorizationStatusNotDetermined", "kCLAuthorizationStatusDenied",
                      "kCLErrorDenied", "kCLErrorDomain Code=1 "],
            stage: nil, outcome: .expectation, speaker: .app),
        Signal(
            id: .launchCrash, summary: "The app under test crashed at launch, outside any test (an uncaught exception, an assertion).",
            phrases: ["Terminating app due to uncaught exception", "*** Assertion failure", "UIBackgroundModes", "must be registered before"],
            stage: nil, outcome: .expectation, speaker: .system),
    ]

    /// Words of the app's console that speak of background work without saying a signal (`BGTask…`,
    /// a plugin's name, a handler's frame): the reader keeps such lines so a failure can show them.
    package static let consoleVocabulary = [
        "BGTask", "launch handler", "earliestBeginDate", "task with identifier", "NSInternalInconsistencyException", "BackgroundFetch",
        "BackgroundTask", "backgroundTask", "performFetchWithCompletionHandler", "setMinimumBackgroundFetchInterval", "workmanager", "Workmanager",
        "TaskManager", "EXC_BREAKPOINT", "setTaskCompleted", "expirationHandler", "simulated task", "xpiration handler", "has been scheduled",
        "background session", "Background session",
        // The app starting Core Location's coarse deliveries (visits, significant changes), which the system makes when
        // the device has moved or dwelt: what a test then waits minutes for is the OS's to deliver.
        "startMonitoringVisits", "startMonitoringSignificantLocationChanges",
        // XCUITest's step when it finds the app gone: the app died under the test.
        SignalVocabulary.appTerminatedUnexpectedly,
        // A Capacitor app's web code's console error: its work failing (read by `asserted_task_ran`).
        SignalVocabulary.webConsoleError,
        // A spindump's reading of a hung test (`SpindumpReport`): where its thread stood, blocked or waiting on its own terms.
        SpindumpReport.Hang.prefix,
    ] + SignalVocabulary.pushesThroughTheSystem
        // A memory error as the process aborts (read by `crash_in_task_code` where the test's task ran).
        + SignalVocabulary.memoryErrors

    /// The spans of every console signal: the log reader keeps a line that says one too.
    package static let consoleSpans: [Signal.Span] = all.filter(\.console).flatMap(\.spans)

    /// What the log reader keeps of the console: every console signal's words and the vocabulary.
    package static let consoleMarkers: [String] = {
        var seen = Set<String>()
        return (all.filter(\.console).flatMap(\.phrases) + consoleVocabulary).filter { seen.insert($0).inserted }
    }()

    /// Every signal `text` says.
    package static func signals(in text: String) -> [SignalID] {
        // Most texts say none: one pass over the bytes for any phrase or error-code spelling of any
        // signal (what every signal's match needs) spares the search for each phrase of each signal.
        var bytes = text
        guard bytes.withUTF8({ anyWording.matches(LogLine(bytes: UnsafeRawBufferPointer($0), number: 1)) }) else { return [] }
        return all.lazy.filter { $0.matches(text) }.map(\.id)
    }

    /// Every phrase of every signal, and every spelling of a scheduler error code.
    private static let anyWording = MarkerSet(
        (all.flatMap(\.phrases) + all.flatMap(\.spans).map(\.first) + SchedulerErrorCode.allCases.flatMap(\.names) + [SchedulerErrorCode.domain]).map { Array($0.utf8) })
}
