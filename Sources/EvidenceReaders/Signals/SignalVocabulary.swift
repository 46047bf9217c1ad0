/// The words triage reads beside the signals: what ties a failure to background work, what a job's
/// assertion is about, what a test double is called. One place, with `SignalCatalog`, for every word
/// triage reads; nothing in a rule.
package enum SignalVocabulary {
    /// Words in a failure's texts that tie it to background tasks.
    package static let backgroundPhrases = [
        "BGTask", "BGAppRefresh", "BGProcessing", "background task", "Background task", "backgroundTask", "BackgroundTask", "launch handler", "launchHandler",
        "expirationHandler", "setTaskCompleted", "earliestBeginDate", "BackgroundFetch", "background fetch", "performFetch", "UIBackgroundModes",
        "task with identifier", "No task request", "Registration rejected", "workmanager", "Workmanager",
        // A background (silent) push wakes the app to do background work.
        "silent push", "Silent push", "background push", "Background push", "content-available", "didReceiveRemoteNotification",
        "processing task", "refresh task", "continued-processing", "ContinuedProcessing",
        // WidgetKit: the system reloads a widget's timeline on a budget of its own, as it runs tasks.
        "reloadTimelines", "reloadAllTimelines", "WidgetCenter", "timeline reload", "WidgetKit", "TimelineProvider", "getTimeline",
        // ActivityKit: the system throttles how often a Live Activity's updates are shown.
        "ActivityKit", "Live Activity", "LiveActivity",
        // Events the system delivers to a backgrounded app when it chooses: HealthKit's background
        // delivery to an observer query, significant location changes.
        "HKObserverQuery", "enableBackgroundDelivery", "observer query", "significant-change", "significant change",
        "SignificantLocationChange", "significantLocationChange",
        // Region monitoring: the OS wakes or relaunches the app when it crosses a fence.
        "didEnterRegion", "didExitRegion", "region monitoring", "geofence", "Geofence",
        "region enter", "region exit", "region entry", "entered the region", "CLCircularRegion", "startMonitoring(for:", "CLMonitor",
        // A background URLSession: the system's transfer daemon runs its tasks when it judges best.
        "background session", "Background session", "URLSessionConfiguration.background(",
        // WatchConnectivity's queued transfers: the system delivers them to the counterpart when it chooses.
        "transferUserInfo", "transferCurrentComplicationUserInfo", "outstandingUserInfoTransfers", "outstandingFileTransfers", "userInfo transfer",
    ]

    /// Whole words of a test's name that tie it to background tasks.
    package static let backgroundNameWords: Set<String> = [
        "background", "bgtask", "refresh", "processing", "scheduler", "schedule", "scheduled", "scheduling", "expiration", "expire", "expires",
        "expired", "job", "jobs", "task", "tasks", "launch", "handler", "idempotent", "idempotency", "cursor", "fetch",
        "refreshes", "refreshed", "fetches", "fetched", "continued",
        // A background push wakes the app (`SilentPushWakeTests`).
        "silent", "wake", "wakes", "woken",
        // A widget's timeline, which the system reloads on its own budget (`WidgetTimelineTests`).
        "widget", "widgets",
        // A fence the OS watches for the app (`GeofenceTests`).
        "geofence", "geofences", "geofencing",
        // A discretionary transfer, which the system starts when it judges best (`DiscretionaryPrefetchTests`).
        "discretionary",
    ]

    /// Words in a timed-out expectation that say the awaited thing is the system's doing (lowercased).
    package static let systemWaitPhrases = [
        "launch", "system", "schedul", "bgtask", "background task", "fire", "wake", "earliestbegindate", "refresh task", "processing task",
        // A background (silent) push is the system's to deliver, when it chooses.
        "silent push", "background push",
        // A WatchConnectivity transfer queued for the counterpart, which the system sends when it chooses.
        "userinfo transfer", "transferuserinfo",
        // Background time's end, which the system alone declares (`beginBackgroundTask(expirationHandler:)`, a task's `expirationHandler`).
        "expiration handler",
    ] + systemOnlyCallbacks

    /// The app's entry points only the system calls, when it relaunches or wakes the app (lowercased):
    /// a wait for one is a wait for the OS, and about background work whatever else the test says (a
    /// test that calls one itself delivers the event, `systemEventDeliveries`, and waits for no one).
    /// The background session's `urlSessionDidFinishEvents` comes once the system has delivered the
    /// events it queued for an app that was not running in front, never in a foreground run.
    package static let systemOnlyCallbacks = ["handleeventsforbackgroundurlsession", "performfetchwithcompletionhandler", "urlsessiondidfinishevents"]

    /// A transfer handed to a background URLSession, as the awaited words, the test's name (in words)
    /// or the app's own line in the test's window say it (lowercased): the system's transfer daemon runs
    /// it when it judges best, so a wait for its delivery is a wait for the OS.
    package static let backgroundTransfers = ["background session", "background download", "background upload", "background transfer", "background url session"]

    /// Whole words of a test's name that say it waits for the system (not substrings: `FileSystem…`
    /// and `Firestore…` are no such tests).
    /// A test's code that calls the app's own entry point for a system event (a background session's
    /// events, a fetch, a silent push, a simulated launch): the test delivers the event itself, so a
    /// wait after it is for the app's code, not for the OS.
    package static let systemEventDeliveries = [
        "handleEventsForBackgroundURLSession:", "urlSessionDidFinishEvents(forBackgroundURLSession:", "performFetchWithCompletionHandler:",
        "didReceiveRemoteNotification:", "fetchCompletionHandler:", "_simulateLaunchForTaskWithIdentifier",
        // A notification service extension's entry point, or the notification delegate's, called by the
        // test (`service.didReceive(request) { … }`): the push is the test's own, not the system's.
        ".didReceive(", "withContentHandler:", "didReceive: ",
        // A URL the test has the system open (a universal link, a custom scheme): it starts the app's
        // handling itself, at once — whether the app opens is its association and its routing, not the OS's timing.
        // (`XCUIApplication.open(_:)` too, `app.open(URL(string: "app://wishlist")!)`: the app asked by the test to open it —
        // not a store's `open(URL(fileURLWithPath: …))`.)
        ".system.open(URL", "XCUIDevice.shared.system.open(", "app.open(URL(string:", "XCUIApplication().open(",
        // Core Location's delegate called by the test with a region or a fix of its own making
        // (`proxy.locationManager(manager, didEnterRegion: region)`): the crossing is the test's, not the OS's.
        "didEnterRegion:", "didExitRegion:", "didUpdateLocations:", "didVisit:", "didDetermineState:",
        // A URL session's delegate called by the test with a task's end of its making (an error the
        // daemon would report after a force quit): the transfer's end is the test's, not nsurlsessiond's.
        "didCompleteWithError:", "didFinishDownloadingTo:",
        // A widget's timeline provider asked by the test itself (`provider.getTimeline(in: context) { … }`): the
        // timeline is the code's to deliver at once, not one WidgetKit reloads on its budget.
        ".getTimeline(in:", ".getSnapshot(in:",
    ]

    /// Calls that hand a closure to the system, or to the test's own timing, not to the code under test:
    /// a handler the scheduler calls, an observer of notifications, a delay, a publisher's subscription.
    package static let systemCallbackRegistrations = ["register(forTaskWithIdentifier", "addObserver(", "NotificationCenter", "asyncAfter(",
                                                      "scheduledTimer(", "expectation(", "addUIInterruptionMonitor(", ".sink"]
    /// The prefixes of Apple's frameworks' types (`UIApplication`, `HKObserverQuery`, `CKContainer`): an object of
    /// one, given a closure, calls it when the system acts.
    package static let systemTypePrefixes = ["UI", "HK", "CK", "CL", "UN", "BG", "PH", "AV", "WK", "MK", "CM", "NW", "XCUI", "NS", "CN", "EK", "SK", "WC"]
    /// Apple's types that carry no such prefix.
    package static let systemTypes: Set<String> = ["URLSession", "Timer", "DispatchQueue", "OperationQueue", "WidgetCenter", "ProcessInfo"]

    /// How a test's code sends the app under test to the background, or has the Simulator act for
    /// the OS (a simulated location): what it waits for next must come while the app is not in front.
    package static let backgroundingCalls = ["press(.home)", "sendAppToBackground", "Simctl.", "xcrun simctl", "simctl location",
                                             // The user's swipe-away: whatever comes next, only the OS could bring.
                                             ".terminate()",
                                             // …and Appium's (`driver.terminate_app(bundle_id)`, `driver.terminateApp(…)`).
                                             "terminate_app(", "terminateApp(",
                                             // Cross-platform UI tests' own: Xamarin.UITest, Detox, Appium (Java, Python).
                                             "SendAppToBackground(", "sendToHome(", "runAppInBackground(", "background_app(",
                                             // Appium from JavaScript: wd's and WebdriverIO's (`driver.backgroundApp(90)`, `driver.background(90)`).
                                             "backgroundApp(", "driver.background(",
                                             // …and the XCUITest driver's own command, from any client (`execute_script("mobile: backgroundApp", {"seconds": 120})`).
                                             "mobile: backgroundApp"]
    /// How it brings the app back: what it then asserts is the app's own, in front again.
    package static let foregroundingCalls = [".activate()", ".launch()", "sendAppToForeground",
                                             // Detox's relaunch of the running app, Appium's activation.
                                             "launchApp(", "activateApp(", "activate_app(", "launch_app("]

    /// What a failure message says when nothing happened (a flag still false, a count of zero, a
    /// value still nil), as XCTest and Swift Testing print it.
    package static let nothingHappenedPhrases = [
        "→ false", "is not true", "XCTAssertTrue failed", "(\"0\") is less than", "(\"0\") is not equal", "→ 0)", "XCTAssertNotNil failed", "→ nil",
        "Confirmation was confirmed 0 times",
        // `!(launches.isEmpty → true)`: a collection that stayed empty.
        "isEmpty → true",
        // What the app showed still says it never happened (`("Last sync: never") is not equal to …`).
        "never\") is not equal to", "never\") ==", "\"none\") is not equal to", "\"none\") ==",
        // A value sampled twice that had not changed (`XCTAssertNotEqual failed: ("4%") is equal to ("4%")`).
        "XCTAssertNotEqual failed",
        // The same as xUnit, NUnit and Jest print it (cross-platform apps' tests): a flag still false,
        // a value unchanged (`Expected: not equal to "Last fetch: 07:55"`).
        "Actual:   False", "But was:  False", "Expected: not equal to", "Received: false",
        // A value still null, as flutter_test and Jest print it (`Expected: not null  Actual: <null>`).
        "Actual: <null>", "Received: null", "Received: undefined",
    ]

    /// What a failure message says when something happened that the test asserted would not (a flag
    /// true that should be false, a value where none should be): the app acted — which the OS's not
    /// running it cannot explain.
    package static let somethingHappenedPhrases = [
        "XCTAssertFalse failed", "XCTAssertNil failed", "Assert.False() Failure", "Expected: False", "Expected: false", "Expected: null",
    ]

    /// Words of a failure message or a test's name that speak of a privacy permission.
    package static let permissionWords = ["uthoriz", "ermission", "rivacy", "sage description", "UsageDescription", "TCC"]

    /// Words of a time unit, after which a test's name or message sets a timetable (`within twenty
    /// minutes`, `every minute`, `in 5 minutes`).
    package static let timeUnits: Set<String> = ["second", "seconds", "sec", "secs", "s", "minute", "minutes", "min", "mins", "hour", "hours", "day", "days"]
    /// Counts as they are spelt in names (`WithinFiveSeconds`, `EveryMinute`, `WithinAMinute`).
    package static let countWords: Set<String> = [
        "a", "an", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "fifteen", "twenty", "thirty", "forty", "fifty",
        "sixty", "ninety", "few", "couple",
    ]

    /// What a wait awaits when it waits for the code under test to call back (a completion handler
    /// the test passed in): the code's to call, whatever the system does around it.
    package static let callbackWaitPhrases = ["completion handler", "completionhandler", "callback", "completion called"]

    package static let systemNameWords: Set<String> = [
        "launch", "launches", "launched", "schedule", "schedules", "scheduled", "scheduling", "scheduler",
        "fire", "fires", "fired", "wake", "wakes", "woken", "bgtask", "earliest",
        // A discretionary background transfer: the system starts it when it chooses (on power and Wi-Fi).
        "discretionary",
        // A geofence's event: Core Location delivers it when it decides a boundary was crossed (none for a
        // region registered from inside it).
        "geofence", "geofences", "geofencing",
    ]

    /// What each background mode is for, as a test's name or messages say it (lowercased, the name in
    /// words): a test of that subject in an app whose built plist lacks the mode cannot pass.
    /// A background (silent) push sent through APNs, as the test's own lines or code send it: APNs'
    /// push type header (`apns-push-type: background`, a sender's `apns-push-type=background`) — the
    /// test is about a silent push the OS delivers, whatever its name says. A payload alone
    /// (`"content-available": 1`) is not: a test that hands it to the app's handler itself needs no mode.
    package static let silentPushSent = ["apns-push-type: background", "apns-push-type=background", "apns-push-type background"]

    /// A request the test's code hands the system to act on when it chooses: WidgetKit reloads a
    /// widget's timeline on its own budget (`reloadTimelines(ofKind:)` asks, it does not call).
    package static let systemScheduledRequests = ["reloadTimelines(ofKind", "reloadAllTimelines(",
                                                  // WatchKit's background refresh, delivered when watchOS's budget allows.
                                                  "scheduleBackgroundRefresh(",
                                                  // Core Location's coarse wakes: the system delivers them when the device moved far enough or made a visit.
                                                  "startMonitoringSignificantLocationChanges(", "startMonitoringVisits("]

    /// A test's code that makes the real location manager (not a double) and has it monitor a region: the
    /// system delivers the region's events when it decides a boundary was crossed.
    package static let realLocationManager = "CLLocationManager()"
    package static let regionMonitoring = ["startMonitoring(", "CLCircularRegion(", "CLBeaconRegion(", "requestState(for:"]

    /// What a failure says of work timed while the app is in front: the app's own timer ran it, not the OS.
    package static let inTheForeground = ["in the foreground", "in foreground", "while foregrounded", "while the app is active", "while the app was active"]
    /// Words of a test's name that say the app leaves the foreground or comes back to it (`…AfterAppLeavesForeground`):
    /// its work is timed around a stay away, not in front.
    package static let leavingTheForegroundWords: Set<String> = [
        "background", "backgrounded", "return", "returns", "returning", "resume", "resumes", "leave", "leaves", "leaving", "left",
        "exit", "exits", "exiting", "not", "out", "enter", "enters", "entering",
    ]
    /// A name's words after `after` that say the app comes back to the front (`…AfterResume`,
    /// `…AfterReturningToForeground`, `…AfterForegrounding`, `…AfterReactivation`): the word alone, or
    /// `returning`/`return` then `to`/`from` and the front or the background.
    package static let comingBackWords: Set<String> = ["resume", "foreground", "foregrounding", "reactivation", "reactivating", "reopening"]

    /// The system's own record of what it delivered, which the test's code reads (`UNUserNotificationCenter
    /// …deliveredNotifications()`): what it waits for is the OS's doing, and a fake clock the test
    /// advanced does not move it.
    package static let systemDeliveryRecords = ["deliveredNotifications(", "getDeliveredNotifications"]

    /// A push the test had the system deliver: a background push through APNs (`silentPushSent`), or
    /// one through the Simulator (`xcrun simctl push` answers `Notification sent to '<bundle>'`, and
    /// delivers it when the system chooses, or not at all). What the test then waits for is the OS's.
    package static let pushesThroughTheSystem = silentPushSent + ["Notification sent to '",
        // APNs' provider API (`POST /3/device/<token> …`): any push a test sends through it, the system
        // delivers when it chooses (a priority-5 or Live Activity update on its budget).
        "POST /3/device/",
        // APNs' id of a push, as a sender or relay logs it: one it accepted only with `sentThroughTheSystem`'s 200.
        "apns-id=", "apns-id: "]

    /// A line of the test's saying it had the system deliver a push (`pushesThroughTheSystem`) — for APNs' id,
    /// only with APNs' 200 and no reason it refused (`400 {"reason":"BadDeviceToken"}` sent nothing).
    package static func sentThroughTheSystem(_ line: String) -> Bool {
        guard let said = pushesThroughTheSystem.first(where: line.includes) else { return false }
        guard said.hasPrefix("apns-id") else { return true }
        return line.includes(" 200") && !line.includes("reason")
    }

    package static let backgroundModeSubjects: [(mode: String, words: [String])] = [
        ("remote-notification", ["silent push", "silent notification", "content available", "content-available", "remote notification",
                                 "didreceiveremotenotification", "background push", "background notification"]),
        // Significant-change and region monitoring wake the app without the `location` mode (Core
        // Location's documentation): only continuous background updates need it (`locationModeNotNeeded`).
        ("location", ["background location", "location updates in background", "allowsbackgroundlocationupdates"]),
        ("audio", ["background audio", "audio in background", "background playback", "playback in background",
                   // Playback that must go on once the app leaves the screen (not any "keeps playing").
                   "playing when locked", "plays when locked", "playing while locked", "playing in background", "plays in background",
                   "playing in the background", "playing when backgrounded", "plays when backgrounded", "playing while backgrounded",
                   "stopped while the app was in the background", "stops while the app is in the background"]),
        ("voip", ["voip", "pushkit"]),
        // Core Bluetooth's state restoration: the OS relaunches the app for its peripherals only with the mode.
        // (A message's words are not split: `didRestorePeripherals` is one.)
        // (Not `willRestoreState` or a restore identifier alone: a peripheral manager's need `bluetooth-peripheral`.)
        ("bluetooth-central", ["restore peripherals", "restored peripherals", "restores peripherals", "restoring peripherals",
                               "restoreperipherals", "restoredperipherals", "bluetooth restor", "ble restor"]),
        // A peripheral's advertising goes on once the app leaves the screen only with the mode (Core Bluetooth's
        // background execution). Not "advertising" alone: an advertising identifier is no Bluetooth's.
        ("bluetooth-peripheral", ["advertising continues in background", "advertising continues in the background", "advertising in background",
                                  "advertising in the background", "advertises in background", "advertises in the background",
                                  "advertising while backgrounded", "advertising when backgrounded"]),
        // UIKit's background fetch (and the plugins named after it): the OS calls it only for a build with `fetch`.
        ("fetch", ["background fetch", "performfetchwithcompletionhandler", "background_fetch"]),
    ]

    /// The background modes whose subject `haystack` (a test's name and messages, in words, lowercased)
    /// speaks of, each with the words it said, in `backgroundModeSubjects`' order.
    package static func modeSubjects(saidIn haystack: String) -> [(mode: String, words: String)] {
        backgroundModeSubjects.compactMap { subject in subject.words.first(where: haystack.includes).map { (subject.mode, $0) } }
    }

    /// The values of UIBackgroundModes (Apple's Information Property List reference): what the
    /// system names, quoted, when it refuses an API whose mode the app lacks (`State restoration of
    /// CBCentralManager is only allowed for applications that have specified the "bluetooth-central"
    /// background mode`).
    package static let backgroundModeNames = ["audio", "location", "voip", "fetch", "remote-notification", "processing", "bluetooth-central",
                                              "bluetooth-peripheral", "external-accessory", "push-to-talk", "nearby-interaction", "newsstand-content"]

    /// Words of a test's name and messages (in words, lowercased) for a task the OS runs, not playback:
    /// a refresh, a fetch, a processing task, a transfer or a sync.
    package static let backgroundTaskKindWords = ["refresh", "fetch", "processing task", "download", "upload", " sync"]

    /// A mode's subject said in two parts, anywhere in the test's name and messages: what it does and
    /// that it goes on in the background (`PlaybackContinuesWhenBackgrounded`, "episode stopped while
    /// in background"), lowercased. Only audio's: significant-change location needs no mode.
    package static let backgroundModeSubjectParts: [(mode: String, subject: [String], place: [String])] = [
        // (The microphone too: capture goes on in the background only with the `audio` mode. A word of its own, not `dynamic`'s.)
        ("audio", ["audio", "playback", "playing", "plays", "episode", "podcast", "music", "narration", " mic ", "microphone"],
         ["background", "when locked", "while locked", "lock screen"]),
    ]

    /// Background work the OS keeps running once its mode is declared and the app set it up (playback,
    /// continuous location updates, a VoIP call): unlike a suspended app's, it does not wait on the
    /// OS's choice, so a test that found it stopped in the background found the app's (or the plist's)
    /// fault. Lowercased; read in the test's name (in words), messages and code.
    package static let continuousBackgroundWork = ["audio", "playback", "player", "podcast", "narration", "music", "radio",
                                                   "voip", "pushkit", "callkit", "incoming call", "startupdatinglocation",
                                                   "allowsbackgroundlocationupdates", "location updates", "navigation"]

    /// SwiftPM's warning about files of a target it neither builds nor ships; their paths follow it.
    package static let undeclaredResourcesWarning = "which are unhandled; explicitly declare them as resources"

    /// The allocator's and the Objective-C runtime's words for a memory error (a double free, a weak reference stored
    /// from two threads), printed as the process aborts.
    package static let memoryErrors = ["pointer being freed was not allocated", "incorrect checksum for freed object", "Heap corruption detected",
                                       "incorrect use of objc_storeWeak()"]

    /// Location services that wake the app without the `location` background mode (significant-change
    /// and region monitoring): a test about them does not need the mode, whatever the code turned on.
    package static let locationModeNotNeeded = ["SignificantChange", "significantChange", "significant-change", "significant change",
                                                "SignificantLocationChange", "significant location change", "region monitoring", "RegionMonitoring",
                                                // (A relaunch after a significant move is that monitoring's.)
                                                "SignificantMove", "significant move"]

    /// Task requests the scheduler accepts only from an app signed with an entitlement of their own, by
    /// the words that show one (Apple's documentation of BGHealthResearchTask, and of a continued-processing
    /// task's GPU): without it, submitting one is refused as not permitted.
    package static let entitledTaskRequests: [(words: [String], entitlement: String)] = [
        (["BGHealthResearchTaskRequest"], "com.apple.developer.backgroundtasks.healthresearch"),
        (["requiredResources = .gpu", "requiredResources = [.gpu", "requiredResources: .gpu", "requiredResources: [.gpu", "resources: GPU"],
         "com.apple.developer.background-tasks.continued-processing.gpu"),
    ]

    /// Words of a failure message that put the scheduler or the system in the story (an assertion
    /// that says them is not about the job's data alone).
    package static let schedulerWords = ["BGTaskScheduler", "launch handler", "not advertised", "earliestBeginDate"]
    /// The scheduler's error, in any of its spellings' common parts.
    package static let schedulerErrorWords = ["BGTaskSchedulerErrorDomain", "BGTaskScheduler.Error", "UIBackgroundModes"]

    /// How a test's code builds, submits, registers or launches a background task: the identifier it
    /// quotes there is a task the test exercises.
    package static let taskRequestCalls = [
        "TaskRequest(identifier:", ".submit(", "forTaskWithIdentifier:", "_simulateLaunchForTaskWithIdentifier", "_simulateExpirationForTaskWithIdentifier",
        "scheduleTask(", "registerTask(", "defineTask(",
    ]

    /// A network request's failure (Foundation's, CFNetwork's): the code under test ran far enough to
    /// send it — no launch, registration or plist key stood in its way.
    package static let networkErrors = ["NSURLErrorDomain", "kCFErrorDomainCFNetwork", "URLError(", "The request timed out.",
                                        "Could not connect to the server.", "The Internet connection appears to be offline."]

    /// WatchKit's background refresh (`scheduleBackgroundRefresh`, the `WK…RefreshBackgroundTask` a watch
    /// app handles): the watch app's own, which neither BGTaskScheduler nor the iOS app's plist governs.
    package static let watchKitRefresh = ["scheduleBackgroundRefresh", "RefreshBackgroundTask", "WKApplication", "WKExtension"]

    /// How code looks a file up in a bundle: a resource the test bundle lacks comes back nil.
    package static let resourceLookups = [
        "forResource:", "Bundle.module.url(", "Bundle.module.path(", "Bundle(for:", "Bundle(path:", "Bundle(url:", "Bundle(identifier:",
        // Helpers named for what they find: a resource bundle, a fixture, test data.
        "resourceBundle", "loadTestData", "loadFixture", "fixtureURL", "fixtureData",
        // StoreKit's test session reads its `.storekit` configuration from the test's bundle by name.
        "configurationFileNamed:",
    ]
    /// How code reads a file: a fixture the run does not have fails there with `noSuchFile`.
    package static let fileReads = ["contentsOf:", "contentsOfFile:", "FileHandle(forReadingFrom", "FileHandle(forReadingAtPath", "#filePath", "#file)", "#file,",
                                    "configurationFileNamed:"]
    /// A file that is not there (Foundation's NSFileReadNoSuchFileError, POSIX ENOENT).
    package static let noSuchFile = ["NSCocoaErrorDomain Code=260", "because there is no such file", "No such file or directory", "NSFileReadNoSuchFileError"]
    /// How a test fails on a nil it did not expect.
    package static let nilFailures = ["XCTUnwrap failed: expected non-nil", "XCTAssertNotNil failed", "nexpectedly found nil", "Expectation failed: (", "#require(", "→ nil"]

    /// Whether a failure message is an assertion's (`assertionPhrases`): the one test of it.
    package static func asserts(_ message: String) -> Bool {
        (assertionPhrases.contains { message.includes($0) } || rendersAnObjectiveCAssertion(message) || countsConfirmationsWrong(message) || isJestMatcherHint(message) || isPytestAssertion(message)
            || isNimbleExpectation(message) || isJasmineExpectation(message) || isExpectaExpectation(message))
            && !saysTheAppDied(message)
    }

    /// Nimble's failed matcher (a Quick spec's `expect(x).to(equal(y))`): `expected to equal <succeeded>,
    /// got <expired>`, `expected to have ‹[]› with count ‹1›, got ‹0›`: the message, or a line of it, opens
    /// so (not an error's own text that happens to say it). Not its polls (`toEventually`, `toNever`,
    /// `toAlways`: `expected to eventually equal <18204>, got <nil>`): a wait that ran out, which says
    /// nothing of why.
    static func isNimbleExpectation(_ message: String) -> Bool {
        guard message.includes("expected to "), !message.includes("(timed out") else { return false }
        return message.split(whereSeparator: \.isNewline).contains { line in
            let text = line.drop { $0 == " " || $0 == "\t" }
            guard text.hasPrefix("expected to "), !["expected to eventually", "expected to never", "expected to always"].contains(where: text.hasPrefix) else { return false }
            return text.range(of: ", got ") != nil
        }
    }

    /// Expecta's failed matcher (a Specta spec's `expect(x).to.equal(y)`, `.beTruthy()`): `expected: 12.3 MB,
    /// got: 12.9 MB`, `expected: a truthy value, got: 0, which is falsy`, `expected (NSNumber): 1, got (NSString): 1`
    /// — a line of the message that opens so.
    static func isExpectaExpectation(_ message: String) -> Bool {
        guard message.includes("expected") else { return false }
        return message.split(whereSeparator: \.isNewline).contains { line in
            let text = line.drop { $0 == " " || $0 == "\t" }
            return (text.hasPrefix("expected: ") || text.hasPrefix("expected (")) && String(text).includes(", got")
        }
    }

    /// Objective-C XCTest's own rendering of its assertions, as xcpretty keeps it without the macro's
    /// name (`(([delegate respondsToSelector:selector]) is true) failed`, `((store) != nil) failed`) —
    /// not the one that Flutter's `integration_test` and Patrol generate for iOS, which asserts only
    /// that the Dart test passed (`RunnerTests.m`: `((success) is true) failed`; Patrol's
    /// `RunnerUITests.m`: `((response.passed) is true) failed`): the bridge's report of another test.
    static func rendersAnObjectiveCAssertion(_ message: String) -> Bool {
        objectiveCAssertions.contains { message.includes($0) } && !dartRunnerBridges.contains { message.includes($0) }
    }
    static let objectiveCAssertions = [") is true) failed", ") is false) failed", ") != nil) failed", ") == nil) failed"]
    package static let dartRunnerBridges = ["((success) is true) failed", "((response.passed) is true) failed"]
    /// What a Capacitor app's web code logged as an error (`(Capacitor) ⚡️  [error] - {"message":"UploadError: …"}`):
    /// the app's work failing, not a thrown error of the test's (so not `errorThrown`'s).
    package static let webConsoleError = "⚡️  [error] - "
    /// Flutter's report of a failed `expect` (package:matcher's `TestFailure`), as the app prints it (`The
    /// following TestFailure was thrown running a test:`; older Flutter's `… TestFailure object was thrown …`).
    package static let dartExpectFailed = "The following TestFailure"


    /// Jasmine's failed matcher, as its reporters print it (`Expected 0 to be 2.`, `Expected spy
    /// onSync to have been called.`): a line of the message that opens so and ends with the period.
    static func isJasmineExpectation(_ message: String) -> Bool {
        guard message.includes("Expected ") else { return false }
        return message.split(whereSeparator: \.isNewline).contains { line in
            line.hasPrefix("Expected ") && line.hasSuffix(".")
                && [" to be ", " to equal ", " to contain ", " to have been called", " to match ", " to throw"].contains { line.contains($0) }
        }
    }

    /// pytest's failing `assert` or its `AssertionError` on a line of its `E` column (`E   assert '12:45' ==
    /// '07:45'`; the long traceback indents it further).
    static func isPytestAssertion(_ message: String) -> Bool {
        guard message.includes("E ") else { return false }
        return message.split(whereSeparator: \.isNewline).contains { line in
            guard line.hasPrefix("E ") else { return false }
            let rest = line.dropFirst(2).drop { $0 == " " }
            return line.dropFirst(2).prefix { $0 == " " }.count >= 2 && (rest.hasPrefix("assert ") || rest.hasPrefix("AssertionError"))
        }
    }

    /// Jest's matcher hint, whatever it received: `expect(received).toBe(expected)`, and for a mock or a
    /// spy `expect(jest.fn()).not.toHaveBeenCalled()`, `expect(spy).toHaveBeenCalledTimes(expected)`.
    static func isJestMatcherHint(_ message: String) -> Bool {
        guard message.hasPrefix("expect(") else { return false }
        return [").to", ").not.to", ").resolves.", ").rejects."].contains { message.includes($0) }
    }

    /// Swift Testing's `confirmation(expectedCount:)` confirmed, but not as often as expected
    /// (`Confirmation was confirmed 2 times, but expected to be confirmed 1 time`): an assertion on
    /// what the code did. Confirmed 0 times, it is a wait that ran out (`SignalCatalog`'s `waitTimedOut`).
    static func countsConfirmationsWrong(_ message: String) -> Bool {
        message.includes("Confirmation was confirmed ") && !message.includes("Confirmation was confirmed 0 times")
    }

    /// An exception raised between two parts of the system, not by the app's code: a message to an XPC
    /// proxy of a system service's protocol (`-[__NSXPCInterfaceProxy_ASDOctaneServiceProtocol …]:
    /// unrecognized selector`: StoreKitTest's, on a runtime of another release). A proxy of the app's own
    /// protocol (its extension's service) is the app's: only Apple's prefixes are the system's.
    package static func raisedBetweenSystemParts(_ message: String) -> Bool {
        guard let proxy = message.range(of: "__NSXPCInterfaceProxy_") else { return false }
        let protocolName = message[proxy.upperBound...]
        return systemProtocolPrefixes.contains { prefix in
            protocolName.hasPrefix(prefix) && protocolName.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    /// An exception the tests' network stubs raise for a request no test stubbed (Nocilla's
    /// `NocillaUnexpectedRequest`, from its `LSHTTPStubURLProtocol`): fired by whatever code sent it,
    /// often a request an earlier test left in flight, so it says nothing of the test it interrupts.
    package static let raisedByTheTestsStubs = ["NocillaUnexpectedRequest", "LSHTTPStubURLProtocol", "An unexpected HTTP request was fired"]

    static let systemProtocolPrefixes = ["ASD", "SK", "AMS", "PK", "UN", "BS", "FB", "RBS", "XC", "DT", "CK", "HK", "CL", "MK", "LS", "NSX", "_"]

    /// A runner lost the app under test because it died, in each runner's words: XCUITest's query
    /// (`Failed to get matching snapshot: Lost connection to the application (pid 3127)`), Detox (`The app
    /// has unexpectedly disconnected from Detox server.`), Flutter's integration test (`TestDeviceException(The
    /// device process exited unexpectedly (exit code -6))`, the tool's `Lost connection to device.`). A crash
    /// with no reason given, not an assertion: the reason is in what the app printed as it died.
    /// What `flutter drive` (and `flutter test` on a device) prints when the app it drives goes away.
    package static let flutterLostTheApp = "Lost connection to device"
    package static let lostTheApp = [
        "Lost connection to the application", "unexpectedly disconnected from Detox server", "device process exited unexpectedly",
        flutterLostTheApp,
        // `flutter test`'s, when the app it launched never came up to connect back: a crash at launch, or an
        // install or a device that failed it — then nothing in the run says why, and no rule labels it.
        "Unable to start the app on the device",
        appTerminatedUnexpectedly,
    ]
    /// XCUITest's step when it brings the app back and finds it no longer running: it died while away
    /// (its activity log, under the test: `t = 10.58s Checking for crash reports corresponding to
    /// unexpected termination of com.example.app`).
    package static let appTerminatedUnexpectedly = "Checking for crash reports corresponding to unexpected termination"
    /// Whether `text` speaks of the keychain (a store named after it, the Security framework's item calls).
    package static func speaksOfTheKeychain(_ text: String) -> Bool {
        text.contains("Keychain") || text.contains("keychain") || text.contains("SecItem")
    }

    /// package:test's words, as its reader says them, for a test file whose loading (its `loading x_test.dart`
    /// pseudo-test) timed out or never finished: the runner never reached the file's code, so no test
    /// of it started (a Flutter integration test's app that never connected back to `flutter test`).
    package static let testFileNeverLoaded = "The test file never loaded, so none of its tests started"

    /// Xcode's attribution of a crash to a frame of the project's own source (`Crash: App (44107)
    /// closure #1 in Store.load() at /…/Store.swift:11`): the code crashed there, symbolicated.
    package static func crashesInSource(_ message: String) -> Bool {
        // (Or a frame of a crash report, as the readers write it — its crashed thread's, or a text report's
        // exception backtrace —, in the app's own image: `    8  App.debug.dylib  AppDelegate.f() (AppDelegate.swift:33)`.)
        if message.hasPrefix("    "), IPSCrashReport.sourcePlace(ofFrame: message) != nil { return true }
        // (Or a crash report's crashed thread, read from the log: `Crash report: EXC_BAD_ACCESS (SIGSEGV) in
        // closure #1 in Preloader.run() at Preloader.swift:12`.)
        let crash = message.range(of: "Crash: "), report = crash == nil ? message.range(of: CrashReportIssue.prefix) : nil
        guard let after = (crash ?? report)?.upperBound,
              let at = message.range(of: " at /", range: after..<message.endIndex) ?? (report != nil ? message.range(of: " at ", range: after..<message.endIndex) : nil)
        else { return false }
        return isSourcePlace(message[at.upperBound...].prefix { $0 != " " && $0 != ")" })
    }

    /// `File.swift:12` (or an Objective-C, C or C++ file's): a place in source, file and line.
    package static func isSourcePlace(_ place: Substring) -> Bool {
        [".swift:", ".m:", ".mm:", ".c:", ".cpp:"].contains { place.contains($0) } && place.last?.isNumber == true
    }

    /// Words of work a cross-platform app runs in an engine of its own, outside its UI's (lowercased
    /// words of a name, or phrases): a background task's, a headless callback's, an isolate's.
    package static let ownEngineWords = ["background", "headless", "fetch", "processing", "isolate", "workmanager", "callbackdispatcher"]
    /// The same in a message or a line.
    package static let ownEnginePhrases = ["background", "Background", "headless", "Headless", "isolate"]

    /// A process ended itself on an exception no one caught, as its console says (`*** Terminating app
    /// due to uncaught exception …`): printed among a test's own lines, or in the device's log while
    /// the test ran, the app under the test died — often the only sign of it a UI test leaves, whose
    /// next step just finds the app relaunched or gone.
    /// A Swift runtime trap, as the process prints it before it dies (`File.swift:12: Fatal error: …`).
    package static let swiftTrap = ": Fatal error: "

    package static let processEndedOnException = ["Terminating app due to uncaught exception", "terminating due to uncaught exception"]

    /// CoreMotion's class properties that say whether the device has a sensor or coprocessor (CMMotionActivityManager,
    /// CMPedometer, CMMotionManager, CMAltimeter): each answers false on a Simulator.
    /// (Names an app's own model may also have — a pace, a distance, a cadence — only with their class.)
    package static let coreMotionAvailability = [
        "isActivityAvailable", "isStepCountingAvailable", "isPedometerEventTrackingAvailable", "isAccelerometerAvailable", "isGyroAvailable",
        "isMagnetometerAvailable", "isDeviceMotionAvailable", "isRelativeAltitudeAvailable", "isAbsoluteAltitudeAvailable",
        "CMPedometer.isDistanceAvailable", "CMPedometer.isFloorCountingAvailable", "CMPedometer.isPaceAvailable", "CMPedometer.isCadenceAvailable",
    ]

    /// Kotlin/Native's runtime ending the program on an exception the code left unhandled: its uncaught exception,
    /// and its words when one reached Swift through a function that declares none it may throw (no `@Throws`, or
    /// another class).
    package static let kotlinUncaught = ["Uncaught Kotlin exception:", "@Throws-specified class list", "or inherit @Throws annotation"]

    /// The system ending an app that used a privacy-sensitive API without its usage description (TCC's
    /// `This app has crashed because it attempted to access privacy-sensitive data …`); not its warning
    /// that an app `has attempted to access` location without both keys, which leaves the app running.
    package static let killedForAPrivacyViolation = "This app has crashed because it attempted to access privacy-sensitive data"

    /// XCUITest found the app under test gone: it lost the connection, or the app `is not running`
    /// (`Failed to get matching snapshot: Application com.example.app is not running`) — it died under
    /// the test, whatever the reason; no assertion about the app's behaviour ran.
    package static func saysTheAppDied(_ message: String) -> Bool {
        if lostTheApp.contains(where: message.includes) { return true }
        guard let application = message.range(of: "Application "),
              let notRunning = message.range(of: " is not running", range: application.upperBound..<message.endIndex)
        else { return false }
        let app = message[application.upperBound..<notRunning.lowerBound]
        return !app.isEmpty && !app.contains(" ")
    }

    /// What an assertion's failure message says (XCTest, Swift Testing, snapshot libraries).
    package static let assertionPhrases = [
        "XCTAssert", "XCTFail", "Expectation failed:", "#expect(", "failed: (", "recorded an issue", "XCTUnwrap failed", "failed - ",
        "Snapshot comparison failed", "Snapshot does not match", "Expected image", "Issue recorded",
        // OCMock's verification: a call the test expected the code to make it did not make.
        " was not invoked",
        // XCUITest: the element the test looked for is not there.
        "No matches found for", "Failed to tap ", "Failed to get matching snapshot", "Multiple matching elements found",
        // xUnit, NUnit and MSTest (.NET for iOS), as their JUnit loggers write them.
        "Assert.", "Expected: ",
        // Jest's matchers and Detox's (a React Native app's end-to-end tests): a value or an element
        // the test expected.
        // (`Test Failed: Expected elements to have text: 'High tide', but it has: ''`).
        "expect(received)", "Failed expectation:", "No elements found for", "Test Failed: Expected ",
        // (Detox's newer wording: `Test Failed: 'elementWithText' expectation failed: Expected "3", got "03" for element …`.)
        "' expectation failed: Expected ",
        // (And a matcher's on an element: `Test Failed: 'toHaveText' failed for element matching …`.)
        "' failed for element matching",
        // Testing Library's query (React Native's, React's, the DOM's) that found nothing in what the component
        // rendered (`Unable to find an element with testID: home-screen`; `findBy…` and `waitFor` say the same once
        // their wait runs out): in Node, what the app's code rendered.
        "Unable to find an element", "Unable to find an accessible element",
        // kotlin.test's and JUnit's (a Kotlin Multiplatform module's iosTest, an Android-shared suite),
        // Dart's `expect` (`Expected: <1>  Actual: <0>` is covered above).
        "kotlin.AssertionError", "AssertionFailedError", "java.lang.AssertionError", "org.opentest4j.AssertionFailedError",
        // Chai's, as Vitest and Mocha print it (`AssertionError: expected '3.3 fm' to be '3.4 fm'`), and Node's `assert`.
        "AssertionError: expected ", "AssertionError [ERR_ASSERTION]",
        // End-to-end runners that drive the app from outside: Maestro's `assertVisible` and `tapOn`
        // (`Assertion is false: "Synced just now" is visible`, `Element not found: Text matching regex: Sign in`),
        // and a WebDriver client's (Appium from Java, Python, JS or .NET) element the app did not show
        // (`NoSuchElementException`, `Expected condition failed: waiting for visibility of element …`).
        // (Selenium's exception by its package — Java's `org.openqa.selenium.`, .NET's `OpenQA.Selenium.`,
        // Python's `selenium.common.exceptions.` —, not Kotlin's or Java's own `NoSuchElementException`
        // of an empty list, which is the code's.)
        "Assertion is false: ", "Element not found: ", "selenium.NoSuchElementException", "Selenium.NoSuchElementException",
        "exceptions.NoSuchElementException", "Expected condition failed: waiting for ",
        // EarlGrey's (2: `Element does not meet assertion criteria: hasText('…')`; 1: `Assertion with matcher [M] failed`).
        "Element does not meet assertion criteria", "Assertion with matcher", "Assertion with Matcher",
        // Swift Testing's `withKnownIssue` whose issue did not happen: what the test claimed of the code is no longer so.
        "Known issue was not recorded",
        // Go's testing idiom, the test's own words for a value it got (`PushType = "", want "background"`,
        // `got 3, want 4`): a backend's tests in the same job.
        ", want ",
    ]

    /// Words of the properties background jobs get wrong (lowercased): an assertion about them is the job's.
    package static let jobWords = [
        "idempot", "duplicate", "atomic", "cursor", "commit", "rollback", "temporary", "temp file", "marker", "cancel", "expire", "retry", "stale",
        "cache", "lost", "twice", "inject", "interrupt", "preserv", "keeps old", "corrupt", "partial", "overwr", "dedup", "restor", "resum",
        "called once", "more than once",
    ]

    /// Words of a placeholder's message, after the failing call (lowercased).
    package static let placeholderWords = ["not implemented", "unimplemented", "not yet implemented", "implement me", "todo", "to do", "tbd", "fixme"]
    /// Sentences of a placeholder's message that say the test is unwritten, wherever they stand (lowercased).
    package static let unwrittenTestPhrases = ["not implemented yet", "not yet implemented", "test is not implemented", "test not implemented"]
    /// The calls a placeholder fails with.
    package static let placeholderCalls = ["Fatal error", "fatal error", "XCTFail", "failed - ", "Issue recorded", "Test ended with an error"]

    /// Prefixes of a test double's type name, and what follows them (`MockTaskScheduler`, `FakeBGTaskScheduler`, `SpyScheduler`,
    /// a spy named for what it does: `RecordingContinuedScheduler`).
    package static let doublePrefixes = ["Mock", "Fake", "Stub", "Spy", "InMemory", "Immediate", "Recording", "Capturing", "Dummy"]
    /// The same words ending a double's name (`BGTaskSchedulerStub`, `TaskSchedulerMock`), the doubled thing before them.
    package static let doubleSuffixes = ["Mock", "Fake", "Stub", "Spy", "Dummy"]
    package static let doubledThings = ["Scheduler", "scheduler", "Clock", "clock", "TaskSubmitter", "Submitter", "BGTask", "BackgroundTask",
                                             // The task object the OS hands a launch handler (`FakeRefreshTask` for a `BGAppRefreshTask`).
                                             "RefreshTask", "ProcessingTask",
                                             // A cross-platform plugin that stands between the app and the scheduler (`MockWorkmanager`,
                                             // `MockBackgroundFetch`): doubled, it is the scheduler's place the test takes.
                                             "Workmanager", "WorkManager", "BackgroundFetch",
                                             // WidgetKit's reloads, which the system runs on its budget (`SpyWidgetReloader`,
                                             // `MockWidgetCenter`): doubled, the test never asked the system.
                                             "WidgetCenter", "WidgetReloader", "TimelineReloader"]
    /// Doubled things a double's name ends with (not `MockApplicationRouter`): the application object that
    /// grants background time (`FakeApplication`, `MockUIApplication` for `beginBackgroundTask`/`endBackgroundTask`).
    package static let doubledEndings = ["Application"]
    /// Names that are doubles on their own.
    /// (`_simulateLaunchForTaskWithIdentifier` is not one: a simulated launch still needs the OS to hold the request.)
    /// The scheduler's error built by the test (`BGTaskScheduler.Error(.unavailable)`) is its input, not the OS's answer.
    package static let doubleNames = ["ManualClock", "TestClock", "ImmediateClock", "TestScheduler", "ImmediateScheduler", "BGTaskScheduler.Error("]

    /// What a VoIP push raises, as a test names it (lowercased): CallKit's incoming call, its screen's buttons.
    package static let incomingCallWords = ["incoming call", "incomingcall", "callkit", "rings", "ringing", "\"accept\"", "accept button"]

    /// UIKit's calls that keep the app running a moment after it leaves the screen: named in a line, no
    /// BGTaskScheduler task's code (`beginBackgroundTask(withName:)` holds "BackgroundTask").
    package static let uiKitBackgroundTaskCalls = ["beginBackgroundTask", "endBackgroundTask"]

    /// Frames of a task's own code in a crash.
    package static let taskFrames = [
        "launchHandler", "launch handler", "handleAppRefresh", "handleProcessing", "BGTask", "expirationHandler", "Job", "job.",
        "com.apple.BGTaskScheduler", "_runTask:registration:", "registerBGTask", "BackgroundTask",
    ]

    /// Words of a text that speaks of tasks (so a reverse-DNS string in it may name one).
    package static let taskWords = [
        "task", "Task", "BGTask", "identifier", "register", "Register", "submit", "Submit", "schedul", "Schedul", "launch",
        // A test that checks the built plist names the identifiers it expects there.
        "Info.plist", "ermitted",
    ]

    /// How an assertion compares two values (a start delay against a bound).
    package static let comparisons = ["LessThan", "GreaterThan", "<=", ">=", " < ", " > ", "is not less than", "is greater than", "EqualWithAccuracy", "+/-"]

    /// Words of a test's name that say it measures how often something runs: for a background task,
    /// how often the OS runs it.
    package static let cadenceNameWords: Set<String> = ["hourly", "cadence", "daily", "nightly", "overnight", "daytime"]

    /// Words for the device's conditions under which a run happened, that the scheduler weighs before
    /// it runs a task (power, network): a request's `requiresExternalPower = false` permits a run on
    /// battery, it does not promise one, so a test asserting the condition a run happened under
    /// asserts on the OS. (Not the request's own properties, `requiresExternalPower`: the app sets those.)
    package static let schedulerConditionPhrases = [
        "on battery", "on the battery", "while charging", "when charging", "on the charger", "on external power", "on cellular", "without wi-fi", "without Wi-Fi",
    ]

    /// Words near `earliestBeginDate` that say the test measured the start against it.
    package static let startTimeWords = ["after", "within", "late"]
}
