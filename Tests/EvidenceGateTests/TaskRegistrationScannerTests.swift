@testable import EvidenceGate
import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// The register calls the gate's scanner finds in source text: wrapped over lines, cut off inside a
/// string, inside a comment.
@Suite struct TaskRegistrationScannerTests {
    @Test func aRegisterCallWrappedOverLinesIsFound() {
        let source = """
            BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.app.refresh", using: nil) { _ in }
            BGTaskScheduler.shared.register(
                forTaskWithIdentifier: "com.example.app.cleanup",
                using: nil
            ) { task in handle(task as! BGProcessingTask) }
            """
        let calls = TaskRegistrationScanner.registerCalls(in: source)
        #expect(calls.map(\.expression) == [#""com.example.app.refresh""#, #""com.example.app.cleanup""#])
        #expect(calls.map(\.line) == [1, 2])
        #expect(calls[1].handler.contains("BGProcessingTask"))
    }

    @Test func aSourceFileEndingInsideAStringDoesNotTrap() {
        let source = #"BGTaskScheduler.shared.register(forTaskWithIdentifier: "abc\"#
        #expect(TaskRegistrationScanner.registerCalls(in: source).count == 1)
    }

    @Test func aRegistrationInsideABlockCommentDoesNotCount() {
        let source = """
            /* Old code:
               BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.app.old", using: nil) { _ in }
            */
            BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.app.refresh", using: nil) { _ in }
            """
        #expect(TaskRegistrationScanner.registerCalls(in: source).map(\.expression) == [#""com.example.app.refresh""#])
    }

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
