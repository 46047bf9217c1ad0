import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

@Suite struct ConfigurationGateTests {
    static func plist(_ name: String) throws -> AppInfoPlist {
        try AppInfoPlist.read(path: TestPaths.fixture("plists/\(name)"))
    }

    /// The fixture plists are source plists (from the apps' repositories): checked as a team that
    /// knowingly gates the source would (`--allow-source-plist`), unless a test says otherwise.
    static func check(_ plist: AppInfoPlist, _ tasks: [RegisteredTask], allowsSourcePlist: Bool = true) -> ConfigurationGate.Report {
        ConfigurationGate.check(.init(plist: plist, tasks: tasks, allowsSourcePlist: allowsSourcePlist))
    }

    /// The identifiers each app registers (fixtures README); home-assistant's are read from its plist.
    @Test(.requiresSharedFixtures) func passesOnTheFourFixturePlists() throws {
        let homeAssistant = try Self.plist("home-assistant-iOS__Sources_App_Resources_Info.plist")
        let homeAssistantIDs = try #require(homeAssistant.permittedTaskIdentifiers)
        #expect(homeAssistantIDs.count == 2)
        let cases: [(String, [RegisteredTask])] = [
            ("NetNewsWire__iOS_Resources_Info.plist", [.init(identifier: "com.ranchero.NetNewsWire.FeedRefresh", kind: .appRefresh, origin: .commandLine)]),
            ("cwa-app-ios__src_xcode_ENA_ENA_Resources_Info.plist", [.init(identifier: "de.rki.coronawarnapp.exposure-notification", kind: .processing, origin: .commandLine)]),
            ("home-assistant-iOS__Sources_App_Resources_Info.plist", homeAssistantIDs.map { .init(identifier: $0, kind: .appRefresh, origin: .commandLine) }),
            ("dp3t-sdk-ios__SampleApp_DP3TSampleApp_Info.plist", [
                .init(identifier: "org.dpppt.exposure-notification", kind: .processing, origin: .commandLine),
                .init(identifier: "org.dpppt.refresh", kind: .appRefresh, origin: .commandLine),
            ]),
        ]
        for (name, tasks) in cases {
            let report = Self.check(try Self.plist(name), tasks)
            #expect(report.passed, "\(name): \(report.findings)")
            #expect(report.checked.count == tasks.count)
        }
    }

    @Test(.requiresSharedFixtures) func flagsTheUnexpandedIdentifierInTheCWAPlist() throws {
        let report = Self.check(try Self.plist("cwa-app-ios__src_xcode_ENA_ENA_Resources_Info.plist"),
                                [.init(identifier: "de.rki.coronawarnapp.exposure-notification", origin: .commandLine)])
        let warnings = report.findings.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings.contains { $0.contains("$(PRODUCT_BUNDLE_IDENTIFIER).exposure-notification in BGTaskSchedulerPermittedIdentifiers[0]") && $0.contains("source plist, not the build artifact") })
        #expect(warnings.contains { $0.contains("only by assuming PRODUCT_BUNDLE_IDENTIFIER = de.rki.coronawarnapp") })
    }

    /// A gate that cannot vouch for the plist fails, with the same sentence, unless allowed.
    @Test(.requiresSharedFixtures) func aSourcePlistFailsUnlessAllowed() throws {
        let plist = try Self.plist("cwa-app-ios__src_xcode_ENA_ENA_Resources_Info.plist")
        let tasks: [RegisteredTask] = [.init(identifier: "de.rki.coronawarnapp.exposure-notification", kind: .processing, origin: .commandLine)]
        let strict = Self.check(plist, tasks, allowsSourcePlist: false)
        #expect(!strict.passed)
        #expect(strict.findings.filter { $0.severity == .failure }.map(\.message).contains { $0.contains("it is a source plist, not the build artifact") })
        #expect(Self.check(plist, tasks, allowsSourcePlist: true).passed)
    }

    @Test(.requiresSharedFixtures) func misspelledIdentifierGetsTheClosestPermittedOne() throws {
        let report = Self.check(try Self.plist("NetNewsWire__iOS_Resources_Info.plist"),
                                [.init(identifier: "com.ranchero.NetNewsWire.FeedRefesh", origin: .source(SourceLocation(file: "iOS/AppDelegate.swift", line: 120)))])
        #expect(!report.passed)
        let failure = try #require(report.findings.first { $0.severity == .failure })
        #expect(failure.message.hasPrefix("\"com.ranchero.NetNewsWire.FeedRefesh\" (registered at iOS/AppDelegate.swift:120) is not in BGTaskSchedulerPermittedIdentifiers"))
        #expect(failure.message.contains("did you mean \"com.ranchero.NetNewsWire.FeedRefresh\"? (1 character differs)"))
    }

    @Test(.requiresSharedFixtures) func caseOnlyDifferenceIsNamed() throws {
        let report = Self.check(try Self.plist("dp3t-sdk-ios__SampleApp_DP3TSampleApp_Info.plist"), [.init(identifier: "org.dpppt.Refresh", origin: .commandLine)])
        #expect(report.findings.contains { $0.severity == .failure && $0.message.contains("differs only in letter case") })
    }

    @Test(.requiresSharedFixtures) func processingTaskWithoutProcessingModeFails() throws {
        let plist = try Self.plist("home-assistant-iOS__Sources_App_Resources_Info.plist")
        let identifier = try #require(plist.permittedTaskIdentifiers?.first)
        let report = Self.check(plist, [.init(identifier: identifier, kind: .processing, kindReason: "BGProcessingTaskRequest at Sources/Tasks.swift:30", origin: .commandLine)])
        #expect(!report.passed)
        let failure = try #require(report.findings.first { $0.severity == .failure })
        #expect(failure.message.contains("is a processing task (BGProcessingTaskRequest at Sources/Tasks.swift:30), but UIBackgroundModes"))
        #expect(failure.message.contains("lacks \"processing\""))
    }

    @Test(.requiresSharedFixtures) func failedRegistrationRecordFailsTheGate() throws {
        let record = RegistrationRecord(identifier: "org.dpppt.refresh", taskKind: .appRefresh, phase: .registration, outcome: .failed,
                                        errorType: "BGTaskScheduler.Error.notPermitted", timestamp: "2026-11-20T09:14:03Z",
                                        evidence: EvidencePointer(path: "records.jsonl", line: 4))
        let report = ConfigurationGate.check(.init(plist: try Self.plist("dp3t-sdk-ios__SampleApp_DP3TSampleApp_Info.plist"),
                                                   tasks: [.init(identifier: "org.dpppt.refresh", kind: .appRefresh, origin: .record(record.evidence))],
                                                   records: [record]))
        #expect(report.findings.map(\.message).contains { $0.contains("records.jsonl:4 says registering \"org.dpppt.refresh\" failed (BGTaskScheduler.Error.notPermitted)") })
    }
}

@Suite struct TaskRegistrationScannerTests {
    @Test func findsLiteralsConstantsKindsAndWhatItCannotResolve() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/AppDelegate.swift", """
            import BackgroundTasks

            final class AppDelegate {
                func application() {
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.app.refresh", using: nil) { task in
                        self.handleRefresh(task as! BGAppRefreshTask)
                    }
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: TaskIDs.cleanup, using: .main) { task in
                        CleanupAdapter().handle(task)
                    }
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: "\\(Bundle.main.bundleIdentifier!).sync", using: nil) { _ in }
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: makeIdentifier(), using: nil) { _ in }
                    let alias = NightlyIDs.nightly.rawValue
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: alias, using: nil, launchHandler: handleNightly(_:))
                    // BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.app.old", using: nil) { _ in }
                }
            }
            """)
        try directory.write("App/TaskIDs.swift", """
            enum TaskIDs {
                static let cleanup = "com.example.app.cleanup"  // the processing task
            }
            enum NightlyIDs: String {
                case nightly = "com.example.app.nightly"
            }
            func scheduleNightly() {
                submit(BGAppRefreshTaskRequest(identifier: NightlyIDs.nightly.rawValue))
            }
            func scheduleCleanup() throws {
                let request = BGProcessingTaskRequest(identifier: TaskIDs.cleanup)
                try BGTaskScheduler.shared.submit(request)
            }
            """)
        try directory.write("Legacy/Scheduler.m", """
            [[BGTaskScheduler sharedScheduler] registerForTaskWithIdentifier:@"com.example.app.legacy" usingQueue:nil launchHandler:^(BGTask *task) {
                [self handle:(BGProcessingTask *)task];
            }];
            """)
        try directory.write(".build/checkouts/Other.swift", "BGTaskScheduler.shared.register(forTaskWithIdentifier: \"not.ours\", using: nil) { _ in }")
        let result = try TaskRegistrationScanner.scan(directory: directory.path)
        #expect(result.tasks.map(\.identifier) == ["com.example.app.refresh", "com.example.app.cleanup", "$(PRODUCT_BUNDLE_IDENTIFIER).sync", "com.example.app.nightly", "com.example.app.legacy"])
        #expect(result.tasks.map(\.kind) == [.appRefresh, .processing, nil, .appRefresh, .processing])
        #expect(result.tasks[0].origin == .source(SourceLocation(file: "App/AppDelegate.swift", line: 5)))
        #expect(result.tasks[1].kindReason == "BGProcessingTaskRequest at App/TaskIDs.swift:11")
        #expect(result.unresolved.count == 1)
        #expect(result.unresolved.first?.location == SourceLocation(file: "App/AppDelegate.swift", line: 12))
        #expect(result.unresolved.first?.reason == "it is computed at run time (makeIdentifier())")
    }

    @Test func qualifiedConstantIsTakenFromTheFileThatDeclaresItsType() throws {
        let directory = try TemporaryDirectory()
        try directory.write("SDK/BackgroundTaskManager.swift", """
            class BackgroundTaskManager {
                static let taskIdentifier: String = "org.example.exposure-notification"
            }
            """)
        try directory.write("SDK/ReminderSync.swift", """
            enum ReminderSync {
                static let taskIdentifier = "org.example.reminders"
                static func register() {
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: taskIdentifier, using: .main) { task in
                        handle(task as! BGAppRefreshTask)
                    }
                }
            }
            """)
        try directory.write("SDK/Tracing.swift", """
            func start() {
                BGTaskScheduler.shared.register(forTaskWithIdentifier: BackgroundTaskManager.taskIdentifier, using: .main) { task in
                    run(task)
                }
            }
            """)
        let scan = try TaskRegistrationScanner.scan(directory: directory.path)
        #expect(scan.tasks.map(\.identifier) == ["org.example.reminders", "org.example.exposure-notification"])
        #expect(scan.unresolved.isEmpty)
    }

    @Test(.requiresSharedFixtures) func bundleIdentifierTemplateIsExpandedFromThePlist() throws {
        let directory = try TemporaryDirectory()
        try directory.write("ENA/Scheduler.swift", """
            let exposureTask = "\\(Bundle.main.bundleIdentifier!).exposure-notification"
            func register() {
                BGTaskScheduler.shared.register(forTaskWithIdentifier: exposureTask, using: .main) { task in
                    handle(task as! BGProcessingTask)
                }
            }
            """)
        let scan = try TaskRegistrationScanner.scan(directory: directory.path)
        #expect(scan.tasks.map(\.identifier) == ["$(PRODUCT_BUNDLE_IDENTIFIER).exposure-notification"])
        let cwa = try AppInfoPlist.read(path: TestPaths.fixture("plists/cwa-app-ios__src_xcode_ENA_ENA_Resources_Info.plist"))
        let report = ConfigurationGate.check(.init(plist: cwa, tasks: scan.tasks, scannedSource: true, allowsSourcePlist: true))
        #expect(report.passed, "\(report.findings)")
        #expect(report.checked == ["de.rki.coronawarnapp.exposure-notification"])
        let misspelled = ConfigurationGate.check(.init(plist: cwa, tasks: [.init(identifier: "$(PRODUCT_BUNDLE_IDENTIFIER).exposure-notifications", origin: .commandLine)], allowsSourcePlist: true))
        #expect(misspelled.findings.contains { $0.severity == .failure && $0.message.contains("did you mean \"de.rki.coronawarnapp.exposure-notification\"") })
    }

    /// iOS 26's continued-processing tasks are permitted by a wildcard entry (`….export.*`): the app
    /// registers the wildcard and submits identifiers under it. The entry covers what it prefixes, and
    /// nothing else; gate and triage read it the same way (`AppInfoPlist.permits`).
    @Test func aWildcardEntryPermitsWhatItPrefixesAndNothingElse() {
        let plist = AppInfoPlist(path: "Build/App.app/Info.plist", dictionary: [
            "CFBundleIdentifier": "com.example.app", AppInfoPlist.permittedIdentifiersKey: ["com.example.app.export.*"], AppInfoPlist.backgroundModesKey: ["processing"],
        ])
        #expect(plist.permits("com.example.app.export.*"))
        #expect(plist.permits("com.example.app.export.T-43"))
        #expect(!plist.permits("com.example.app.export"))
        #expect(!plist.permits("com.example.app.exporter.T-43"))
        let registered = ConfigurationGateTests.check(plist, [.init(identifier: "com.example.app.export.*", kind: .processing, origin: .commandLine)], allowsSourcePlist: false)
        #expect(registered.passed, "\(registered.findings)")
        let other = ConfigurationGateTests.check(plist, [.init(identifier: "com.example.app.upload.*", kind: .processing, origin: .commandLine)], allowsSourcePlist: false)
        #expect(!other.passed)
    }

    /// A value a build setting lost (an xcconfig's `//` cut a URL to `https:`) warns, and the gate passes:
    /// it is no background key's, but every client built on it fails in the tests.
    @Test func aSettingTheBuildLostIsAWarning() {
        let plist = AppInfoPlist(path: "Build/App.app/Info.plist", dictionary: [
            "CFBundleIdentifier": "com.example.app", AppInfoPlist.permittedIdentifiersKey: ["com.example.app.refresh"], AppInfoPlist.backgroundModesKey: ["fetch"],
            "SyncBaseURL": "https:",
        ])
        let report = ConfigurationGateTests.check(plist, [.init(identifier: "com.example.app.refresh", kind: .appRefresh, origin: .commandLine)], allowsSourcePlist: false)
        #expect(report.passed)
        #expect(report.findings.map(\.severity) == [.warning])
        #expect(report.findings.first?.message.hasPrefix("Build/App.app/Info.plist holds values a build setting lost (SyncBaseURL = \"https:\")") == true)
    }

    @Test func missingDirectoryIsInputUnavailable() {
        #expect { try TaskRegistrationScanner.scan(directory: "/nonexistent/source") } throws: { ($0 as? EvidenceError)?.kind == .inputUnavailable }
    }
}
