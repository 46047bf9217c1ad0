import EvidenceCore
@testable import EvidenceReaders
@testable import EvidenceTriage
import EvidenceTestSupport
import Foundation
import Testing

/// A failed test's time and the app's lines in it (`TestWindow`, `TimedLines`, `AppUnderTest`).
@Suite struct TestWindowTests {
    static func line(_ number: Int, _ text: String) -> EvidencePointer {
        EvidencePointer(path: "oslog/device.ndjson", line: number, excerpt: text)
    }

    static let lines = [
        line(1, "2026-08-13 17:02:41.736000+0200 Ledger[611]: one before"),
        line(4, "2026-08-13 17:03:06.169000+0200 Ledger[611]: one after"),
        line(2, "2026-08-13 17:02:41.737000+0200 Ledger[611]: at the start"),
        line(3, "2026-08-13 17:03:06.168000+0200 Ledger[611]: at the end"),
        line(5, "2026-08-13 17:02:50.000000+0200 dasd[120]: another app's bgRefresh-com.other.app.refresh:0A1B2C"),
        line(6, "2026-08-13 17:02:51.000000+0200 callservicesd[88]: delivered to bundleIdentifier=com.example.ledger"),
        line(7, "17:02:52.000000+0200 Ledger[611]: a Console copy has no date"),
    ]

    /// From its start for its duration, both ends in; the app's own process or a line naming its bundle.
    @Test func aTestTakesItsAppsLinesWithinItsTimeOnly() throws {
        let start = try #require(LogTimestamp("2026-08-13 17:02:41.737")?.wallClock)
        var test = TestResult(id: TestIdentifier(module: "LedgerUITests", suite: "CallUITests", name: "testHangUp"), status: .failed)
        test.duration = 24.431
        let window = try #require(TestWindow(test: test, start: start))
        let app = AppUnderTest(plists: [AppInfoPlist(path: "config/Ledger/Info.plist", dictionary: ["CFBundleIdentifier": "com.example.ledger"])],
                               module: "LedgerUITests")
        #expect(window.lines(of: app, in: TimedLines(Self.lines)).compactMap(\.line) == [2, 6, 3])
        // Without a start, no window.
        #expect(TestWindow(test: test, start: nil) == nil)
    }

    /// The OS refusing an extension its app group's container, in the run's lines (a unified-log dump
    /// after the tests): a UI test whose time holds the refusal takes it and is configuration; one
    /// that ran before it, or a line with no time, does not.
    @Test func anAppGroupRefusalWrittenWhileTheTestRanIsItsEvidence() throws {
        let refusal = EvidencePointer(path: "logs/job.log", line: 136,
                                      excerpt: "2025-03-11 09:15:05.612 E  VaultShare[5177:31990] [unspecified] container_create_or_lookup_app_group_path_by_app_group_identifier: client is not entitled")
        var test = TestResult(id: TestIdentifier(module: "VaultUITests", suite: "ShareExtensionUITests", name: "testShareTextCreatesNote"), status: .failed,
                              issues: [TestIssue(message: "XCTAssertTrue failed - Share extension UI did not appear")])
        test.duration = 25.2
        func triaged(startingAt time: String, _ lines: [EvidencePointer]) throws -> FailureContext {
            let window = TestWindow(test: test, start: try #require(LogTimestamp(time)?.wallClock))
            return FailureContext(test: test, runLines: lines, window: window)
        }
        let during = try triaged(startingAt: "2025-03-11 09:14:52.000", [refusal])
        #expect(during.says(.appGroupUnavailable))
        #expect(AppGroupContainerMissingRule().evaluate(during)?.category == .configurationRegression)
        #expect(try !triaged(startingAt: "2025-03-11 09:13:00.000", [refusal]).says(.appGroupUnavailable), "written after the test ended")
        let untimed = EvidencePointer(path: "logs/job.log", line: 9, excerpt: "container_create_or_lookup_app_group_path_by_app_group_identifier: client is not entitled")
        #expect(try !triaged(startingAt: "2025-03-11 09:14:52.000", [untimed]).says(.appGroupUnavailable), "no time: no test's")
    }

    /// A crash report (read into a line with its time and bundle) of the app's extension, written while
    /// a UI test waited for that extension: the test's app died under it, and no rule reads the wait as
    /// one for the OS. Another app's report, or one written outside the test's time, is not its.
    @Test func aCrashReportOfTheAppsExtensionWrittenWhileTheTestRanIsItsCrash() throws {
        var test = TestResult(id: TestIdentifier(module: "JuniperUITests", suite: "WidgetGalleryUITests", name: "testAddDosesWidgetShowsNextDose"), status: .failed,
                              issues: [TestIssue(message: "XCTAssertTrue failed - Juniper Doses widget did not render")])
        test.duration = 48.6
        let plist = AppInfoPlist(path: "config/Juniper/Info.plist", dictionary: ["CFBundleIdentifier": "com.juniperhealth.juniper", "CFBundleExecutable": "Juniper"])
        func context(_ crash: String, start: String = "2025-06-17 10:25:52.401") throws -> FailureContext {
            let window = TestWindow(test: test, start: try #require(LogTimestamp(start)?.wallClock))
            return FailureContext(test: test, plists: [plist], runLines: [EvidencePointer(path: "logs/JuniperWidgetExtension.ips", line: 2, excerpt: crash)],
                                  code: [EvidencePointer(path: "sources/JuniperUITests/WidgetGalleryUITests.swift", line: 10, excerpt: "        XCUIDevice.shared.press(.home)")],
                                  window: window)
        }
        let widget = "2025-06-17 10:26:11.00+0000 JuniperWidgetExtension (4821) crashed: EXC_CRASH (SIGKILL) [com.juniperhealth.juniper.widget]"
        #expect(IPSCrashReport.crash(in: widget)?.process == "JuniperWidgetExtension")
        let crashed = try context(widget)
        #expect(crashed.crashed)
        #expect(crashed.runLines.map(\.excerpt) == [widget], "the report is the test's evidence")
        #expect(AssertedTaskRanRule().evaluate(crashed) == nil)
        #expect(try !context(widget, start: "2025-06-17 10:20:00.000").crashed, "written after the test ended")
        #expect(try !context("2025-06-17 10:26:11.00+0000 Messages (4821) crashed: EXC_CRASH (SIGKILL) [com.apple.MobileSMS]").crashed, "another app's")
        #expect(try !context("JuniperWidgetExtension (4821) crashed: EXC_CRASH (SIGKILL)").crashed, "no time: no test's")
        // The UI test runner's own crash is not the app's, nor a bundle known to be another app's.
        #expect(try !context("2025-06-17 10:26:11.00+0000 JuniperUITests-Runner (4821) crashed: EXC_CRASH (SIGKILL)").crashed)
        #expect(try !context("2025-06-17 10:26:11.00+0000 JuniperPro (4821) crashed: EXC_CRASH (SIGKILL) [com.juniperhealth.pro]").crashed)
    }

    /// A text crash report (`.crash`, as macOS's DiagnosticReports keep it) reads into the same lines as an
    /// `.ips` one; written while a UI test drove the app, its frames come with it, and a frame in the app's
    /// own source says the app's code crashed: the test's failure is that code's.
    @Test func aTextCrashReportOfTheDrivenAppIsItsTestsFailureFramesAndAll() throws {
        let report = """
            -------------------------------------
            Translated Report (Full Report Below)
            -------------------------------------

            Incident Identifier: 7D0C93E1-58A4-4F2B-9C61-0E4B8A27D3F5
            Process:             Brambleway [51873]
            Identifier:          com.brambleway.ios
            Date/Time:           2025-08-22 14:05:48.0411 +0000
            Exception Type:  EXC_CRASH (SIGABRT)

            Last Exception Backtrace:
            0   CoreFoundation                	       0x1804c1194 __exceptionPreprocess + 160
            8   Brambleway.debug.dylib        	       0x10299b81c closure #1 in AppDelegate.userNotificationCenter(_:didReceive:) + 120 (AppDelegate.swift:33)

            Thread 0::  Dispatch queue: com.apple.main-thread
            0   libsystem_kernel.dylib        	       0x101340b70 mach_msg2_trap + 8

            Thread 4 Crashed::  Dispatch queue: com.apple.root.user-initiated-qos.cooperative
            0   libsystem_kernel.dylib        	       0x1013451f8 __pthread_kill + 8

            """
        let (_, reader) = ChunkedLog.read(report)
        #expect(reader.unrecognizedLineCount == 0)
        // A rule of dashes opens other logs too (fastlane's step banner): without the report's title under it, the log reads as a log.
        let (banner, _) = ChunkedLog.read("""
            [09:08:39]: ------------------------------
            [09:08:39]: --- Step: run_tests ---
            Test Case '-[AppTests.SyncTests testMerge]' started.
            Test Case '-[AppTests.SyncTests testMerge]' passed (0.010 seconds).

            """)
        #expect(banner.tests.map(\.id.description) == ["AppTests.SyncTests/testMerge"])
        let lines = reader.runTaskLines.compactMap(\.excerpt)
        #expect(lines == [
            "2025-08-22 14:05:48.0411+0000 Brambleway (51873) crashed: EXC_CRASH (SIGABRT) on queue com.apple.root.user-initiated-qos.cooperative [com.brambleway.ios]",
            "    0  CoreFoundation  __exceptionPreprocess",
            "    8  Brambleway.debug.dylib  closure #1 in AppDelegate.userNotificationCenter(_:didReceive:) (AppDelegate.swift:33)",
        ])
        var test = TestResult(id: TestIdentifier(module: "BramblewayUITests", suite: "NotificationLaunchUITests", name: "testTappingReminderOpensDetail"), status: .failed,
                              issues: [TestIssue(message: "XCTAssertTrue failed - reminder detail not shown after tapping the notification")])
        test.duration = 20.6
        func context(start: String) throws -> FailureContext {
            FailureContext(test: test, runLines: reader.runTaskLines, window: TestWindow(test: test, start: try #require(LogTimestamp(start)?.wallClock)))
        }
        let crashed = try context(start: "2025-08-22 14:05:38.434")
        #expect(crashed.crashed)
        #expect(ErrorThrownByJobRule().evaluate(crashed)?.category == .businessLogicError)
        #expect(try ErrorThrownByJobRule().evaluate(context(start: "2025-08-22 14:06:38.434")) == nil, "written after the test ended")
    }

    /// A crash report written a moment after a test ended, once the next test that says it crashed had
    /// begun, is that test's (round 40's `ev05`: a 120 s wait ended 0.26 s before the next test's app
    /// trapped): the moment after a test's end is its own only until another crashed test starts. A
    /// crashed test with no duration (its window a minute long) likewise stops at the next crash's start.
    @Test func aCrashAfterTheNextCrashedTestBeganIsThatTests() throws {
        let crash = "2025-10-08 15:30:42.4107+0000 Quarry (41822) crashed: EXC_BREAKPOINT (SIGTRAP) on queue com.apple.root.utility-qos [com.quarryapp.field]"
        let plist = AppInfoPlist(path: "config/Quarry/Info.plist", dictionary: ["CFBundleIdentifier": "com.quarryapp.field", "CFBundleExecutable": "Quarry"])
        var waited = TestResult(id: TestIdentifier(module: "QuarryTests", suite: "FieldSyncSchedulingTests", name: "testSyncRunsWithinTwoMinutes"), status: .failed,
                                issues: [TestIssue(message: "Asynchronous wait failed: Exceeded timeout of 120 seconds, with unfulfilled expectations: \"sync ran\".")])
        waited.duration = 120.032
        let start = try #require(LogTimestamp("2025-10-08 15:28:42.120")?.wallClock)
        let next = try #require(LogTimestamp("2025-10-08 15:30:42.172")?.wallClock)
        func context(handedOver: Date?) -> FailureContext {
            FailureContext(test: waited, plists: [plist], runLines: [EvidencePointer(path: "logs/Quarry.ips", line: 1, excerpt: crash)],
                           window: TestWindow(test: waited, start: start, handedOver: handedOver))
        }
        #expect(context(handedOver: nil).crashed, "a moment after its end, with no crashed test begun: its app's crash")
        #expect(!context(handedOver: next).crashed, "the next crashed test had begun")
        #expect(TestWindow.handedOver(after: start, among: [start, next]) == next)
        #expect(TestWindow.handedOver(after: next, among: [start, next]) == nil)
        // A crashed test's minute-long window ends where the next crashed test began.
        let crashed = TestResult(id: TestIdentifier(module: "QuarryTests", suite: "OutcropSyncJobTests", name: "testWaits"), status: .failed)
        let window = try #require(TestWindow(test: crashed, start: start, handedOver: start.addingTimeInterval(8)))
        #expect(window.holds(start.addingTimeInterval(7.9)))
        #expect(!window.holds(start.addingTimeInterval(8.2)))
    }

    /// A unit test that recorded its own assertion and ended went on to the next test: a crash of its app
    /// a moment after its end is not its (round 62's `ie08`: another bundle's host that never finished
    /// bootstrapping, 1.2 s later, read as three assertion failures' registration crash). A test whose
    /// wait ran out still takes one (`aCrashAfterTheNextCrashedTestBeganIsThatTests`).
    @Test func aCrashMomentsAfterATestThatRecordedItsAssertionIsNotItsCrash() throws {
        let crash = "2026-12-04 00:00:12.0000+0000 Harborlight (44610) crashed: EXC_CRASH (SIGABRT) on queue com.apple.main-thread [net.harborlight.vpn]"
        let plist = AppInfoPlist(path: "config/Harborlight/Info.plist", dictionary: ["CFBundleIdentifier": "net.harborlight.vpn", "CFBundleExecutable": "Harborlight"])
        let start = try #require(LogTimestamp("2026-12-04 00:00:10.800")?.wallClock)
        func context(_ message: String) -> FailureContext {
            var test = TestResult(id: TestIdentifier(module: "HarborlightKitTests", suite: "RelayListFormatterTests", name: "testCountryShowsCityCount"),
                                  status: .failed, issues: [TestIssue(message: message)])
            test.duration = 0.002
            return FailureContext(test: test, plists: [plist], runLines: [EvidencePointer(path: "logs/Harborlight.ips", line: 1, excerpt: crash)],
                                  window: TestWindow(test: test, start: start))
        }
        #expect(!context("XCTAssertEqual failed: (\"Sweden (3 city)\") is not equal to (\"Sweden (3 cities)\")").crashed)
        #expect(context("Asynchronous wait failed: Exceeded timeout of 1 seconds, with unfulfilled expectations: \"rotated\".").crashed)
    }

    /// A crash report's lines carry no time of their own: TCC's `This app has crashed because it attempted
    /// to access privacy-sensitive data` in a report written after the next failed test started is not
    /// the crashed test's (round 62's `if08`: a Swift isolation trap read as a missing usage description).
    @Test func aCrashReportsLineIsWrittenWhenItsReportWas() throws {
        let plist = AppInfoPlist(path: "config/Sugarline/Info.plist", dictionary: ["CFBundleIdentifier": "com.sugarline.app", "CFBundleExecutable": "Sugarline"])
        let start = try #require(LogTimestamp("2026-12-02 07:41:14.432")?.wallClock)
        var test = TestResult(id: TestIdentifier(module: "SugarlineTests", suite: "RemoteConfigObserverTests", name: "testConfigUpdateAppliesDosingLimits"),
                              status: .failed, issues: [TestIssue(message: "Restarting after unexpected exit, crash, or test timeout in RemoteConfigObserverTests.testConfigUpdateAppliesDosingLimits(); summary will include totals from previous launches.")])
        test.duration = 0.061
        func context(reportTime: String) -> FailureContext {
            let report = "logs/Sugarline-2.ips"
            return FailureContext(test: test, plists: [plist], runLines: [
                EvidencePointer(path: report, line: 1, excerpt: "\(reportTime) Sugarline (5120) crashed: EXC_CRASH (SIGKILL) [com.sugarline.app]"),
                EvidencePointer(path: report, line: 2, excerpt: "    Application Specific Information: This app has crashed because it attempted to access privacy-sensitive data without a usage description.  The app's Info.plist must contain an NSBluetoothAlwaysUsageDescription key"),
            ], window: TestWindow(test: test, start: start, nextStarted: LogTimestamp("2026-12-02 07:47:38.024")?.wallClock))
        }
        #expect(!context(reportTime: "2026-12-02 07:47:43.0000+0000").says(.usageDescriptionMissing))
        #expect(context(reportTime: "2026-12-02 07:41:14.4800+0000").says(.usageDescriptionMissing))
    }

    /// Two tests that say they crashed, no time to place the run's crash report: the process whose crash
    /// one test's own lines show (`App[51877:…] *** Terminating app…`) is that test's, so its report is no
    /// evidence of the other's crash (round 60's `hv07`: a bare `signal kill` read as the first test's
    /// missing background mode). Without the other test's lines, the report stays the run's launch crash.
    @Test func aCrashAnotherCrashedTestsOwnLinesShowIsThatTests() {
        let report = [EvidencePointer(path: "logs/App-2026-05-12-092204.ips", line: 1,
                                      excerpt: "2026-05-12 09:22:04.59+0000 App (51877) crashed: EXC_CRASH (SIGABRT) [com.kestrel.checkin]"),
                      EvidencePointer(path: "logs/App-2026-05-12-092204.ips", line: 2,
                                      excerpt: "    Application Specific Information: *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid parameter not satisfying: !stayUp || CLClientIsBackgroundable(internal->fClient)'")]
        let test = TestResult(id: TestIdentifier(module: "AppTests", suite: "WebBridgeTests", name: "testLargeAttachmentRoundTrip"), status: .failed,
                              issues: [TestIssue(message: "Restarting after unexpected exit, crash, or test timeout in WebBridgeTests.testLargeAttachmentRoundTrip(); summary will include totals from previous launches.")])
        let alone = FailureContext(test: test, runLines: report, onlyTestThatCrashed: false)
        #expect(alone.runLines.contains(report[1]), "no other test shows that crash: the run's launch crash")
        let another = FailureContext(test: test, runLines: report, onlyTestThatCrashed: false, crashesTestsShow: [51877])
        #expect(!another.runLines.contains(report[1]))
        #expect(CrashReportLine.processID(in: report[0].excerpt ?? "") == 51877)
    }

    /// A text report's frame: an image with blanks in its name runs to the address, an inlined frame's
    /// mark goes; a frame in the system's own code, or the entry point, is no place in the app's source, however it is placed.
    @Test func aTextReportsFramesAndWhichOfThemAreTheApps() {
        #expect(TextCrashReport.frame("8   CairnWatch Watch App          \t       0x10299b81c closure #1 in Coordinator.register() + 120 (Coordinator.swift:30)")
                == "    8  CairnWatch Watch App  closure #1 in Coordinator.register() (Coordinator.swift:30)")
        #expect(TextCrashReport.frame("3   Brambleway.debug.dylib        \t       0x102998c74 static AppDelegate.$main() + 24 (AppDelegate.swift:12) [inlined]")
                == "    3  Brambleway.debug.dylib  static AppDelegate.$main() (AppDelegate.swift:12)")
        #expect(TextCrashReport.frame("Thread 0 Crashed::  Dispatch queue: com.apple.main-thread") == nil)
        #expect(IPSCrashReport.sourcePlace(ofFrame: "    8  CairnWatch Watch App  closure #1 in Coordinator.register() (Coordinator.swift:30)") == "Coordinator.swift:30")
        #expect(IPSCrashReport.sourcePlace(ofFrame: "    0  CoreFoundation  __exceptionPreprocess (NSException.m:249)") == nil)
        #expect(IPSCrashReport.sourcePlace(ofFrame: "    12  libswift_Concurrency.dylib  completeTaskWithClosure(swift::AsyncContext*) (Task.cpp:537)") == nil)
        #expect(!SignalVocabulary.crashesInSource("    0  CoreFoundation  __exceptionPreprocess (NSException.m:249)"))
        // The program's entry point, through which every crash of the main thread runs: no place of its own.
        #expect(IPSCrashReport.sourcePlace(ofFrame: "    8  Quay.debug.dylib  static AppDelegate.$main() (AppDelegate.swift:7)") == nil)
        #expect(IPSCrashReport.sourcePlace(ofFrame: "    17  Runner  main (main.m:8)") == nil)
        // A frame of the system's own code, whatever words of a task its symbol holds; where the trap is.
        #expect(IPSCrashReport.isSystemFrame("    6  BackgroundTasks  -[BGTask _unsafe_setTaskCompletedWithSuccess:afterDelay:]"))
        #expect(!IPSCrashReport.isSystemFrame("    8  BrindleKit  BackgroundTaskCompletion.finish(success:)"))
        #expect(IPSCrashReport.trappedInAFramework(["App (1) crashed: EXC_BREAKPOINT (SIGTRAP)", "    0  libsystem_platform.dylib  _os_unfair_lock_recursive_abort",
                                                    "    2  BackgroundTasks  -[BGTask dealloc]", "    8  BrindleKit  BackgroundTaskCompletion.finish(success:)"]))
        #expect(!IPSCrashReport.trappedInAFramework(["App (1) crashed: EXC_BREAKPOINT (SIGTRAP)", "    0  libdispatch.dylib  _dispatch_assert_queue_fail",
                                                     "    3  App.debug.dylib  closure #1 in Coordinator.register() (Coordinator.swift:30)"]))
    }

    /// The one test that says it crashed takes its app's report from a moment before its start: the start
    /// is when the CI received the start line, which lags what the device wrote. A test that does not say
    /// it crashed takes none from before its start.
    @Test func theOneCrashedTestTakesAReportFromAMomentBeforeItsStart() throws {
        let crash = "2026-10-14 09:13:41.8812+0000 Ferrylight (41237) crashed: EXC_BREAKPOINT (SIGTRAP) [com.ferrylight.app]"
        func context(_ message: String) throws -> FailureContext {
            var test = TestResult(id: TestIdentifier(module: "FerrylightTests", suite: "SilentPushSyncTests", name: "testTwoAccountsCompleteFetchExactlyOnce"),
                                  status: .failed, issues: [TestIssue(message: message)])
            test.duration = 4.8
            return FailureContext(test: test, runLines: [EvidencePointer(path: "logs/Ferrylight.ips", line: 2, excerpt: crash)],
                                  window: TestWindow(test: test, start: try #require(LogTimestamp("2026-10-14 09:13:41.9098")?.wallClock)))
        }
        #expect(try context("Restarting after unexpected exit, crash, or test timeout in SilentPushSyncTests.testTwoAccountsCompleteFetchExactlyOnce()").runLines.count == 1)
        #expect(try context("XCTAssertEqual failed: (\"1\") is not equal to (\"2\")").runLines.isEmpty)
        // A unit test with no host app runs in `xctest` itself: that process's report, in its time, is its crash.
        var hostless = TestResult(id: TestIdentifier(module: "LedgerlineTests", suite: "SerialCallbackQueueTests", name: "testCallbacksRunInSubmissionOrder"),
                                  status: .failed, issues: [TestIssue(message: "Restarting after unexpected exit, crash, or test timeout in SerialCallbackQueueTests.testCallbacksRunInSubmissionOrder()")])
        hostless.duration = 4
        let xctest = "2025-02-18 10:15:19.52+0000 xctest (8812) crashed: EXC_BREAKPOINT (SIGTRAP)"
        let window = TestWindow(test: hostless, start: try #require(LogTimestamp("2025-02-18 10:15:19.394")?.wallClock))
        #expect(FailureContext(test: hostless, runLines: [EvidencePointer(path: "logs/xctest.ips", line: 2, excerpt: xctest)], window: window).crashed)
    }

    @Test func theTestTargetsNameLessItsSuffixIsTheAppsProcess() {
        #expect(AppUnderTest(plists: [], module: "LedgerUITests").processNames == ["Ledger"])
        #expect(AppUnderTest(plists: [], module: "LedgerTests").processNames == ["Ledger"])
        #expect(AppUnderTest(plists: [], module: "Tests").processNames.isEmpty)
        #expect(AppUnderTest.process(of: "2026-08-13 17:02:41.737000+0200 Ledger[611]: x") == "Ledger")
        // The app a test target's name does not give (`LatchkeyIntegrationTests`): its plist's executable,
        // or the folder collect filed it under; an extension's is not the app's.
        let plists = [AppInfoPlist(path: "config/Latchkey/Info.plist", dictionary: ["CFBundleIdentifier": "com.example.latchkey"]),
                      AppInfoPlist(path: "Build/Products/Debug-iphonesimulator/Lock.app/Info.plist", dictionary: ["CFBundleExecutable": "LockApp"]),
                      AppInfoPlist(path: "config/LockWidget.appex/Info.plist", dictionary: ["CFBundlePackageType": "XPC!"])]
        #expect(AppUnderTest(plists: plists, module: "LatchkeyIntegrationTests").processNames == ["Latchkey", "LockApp", "LatchkeyIntegration"])
        #expect(AppUnderTest.process(of: "2026-08-13T17:02:41Z dasd: x") == "dasd")
        // A device's syslog: the host before the process, the framework in parentheses after it.
        #expect(AppUnderTest.process(of: "Nov 30 14:23:53 Lab-iPhone-07 HarborMail(UIKitCore)[2391] <Notice>: x") == "HarborMail")
        #expect(AppUnderTest.process(of: "Nov 30 14:23:53 Lab-iPhone-07 dasd[139] <Notice>: x") == "dasd")
        #expect(AppUnderTest.process(of: "Nov 30 14:23:53 Lab-iPhone-07 kernel (x) no pid") == nil)
        // Not a process the message names (`log show`'s default style puts columns before the process).
        #expect(AppUnderTest.process(of: "2026-11-30 14:23:53.1+0000 0x2f1 Default 0x0 88 0 SpringBoard: Terminating HarborMail[2391]") != "HarborMail")
    }
}
