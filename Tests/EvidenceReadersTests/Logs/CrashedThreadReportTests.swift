import EvidenceKit
import Foundation
import Testing

/// A CI step prints the crash reports after the tests (`print-crash-reports.sh`), with no process id to
/// tie them to a test: each joins the crashed test its crashed thread's project frames name — its own
/// function, or its suite's subject (`PreloadCoordinatorTests` → `PreloadCoordinator.preloadAll`).
@Suite struct CrashedThreadReportTests {
    static let log = """
        Test Case '-[AppTests.PreloadCoordinatorTests testOverlappingPreloads]' started.
        Restarting after unexpected exit, crash, or test timeout in PreloadCoordinatorTests.testOverlappingPreloads(); summary will include totals from previous launches.
        Test Case '-[AppTests.EpisodeStoreTests testMarkPlayed]' started.
        Restarting after unexpected exit, crash, or test timeout in EpisodeStoreTests.testMarkPlayed(); summary will include totals from previous launches.
        ◇ Test uploadFailureIsRecorded() started.
        Restarting after unexpected exit, crash, or test timeout in SyncReportingTests/uploadFailureIsRecorded(); summary will include totals from previous launches.
        == App-2026-12-01-100344.ips ==
        Exception Type:  EXC_BAD_ACCESS (SIGSEGV)
        Termination Reason: Namespace SIGNAL, Code 11, Segmentation fault: 11
        Thread 2:
        0   App.debug.dylib               \t       0x1048d5000 EpisodeStore.load() + 12 (EpisodeStore.swift:3)
        Thread 6 Crashed::  Dispatch queue: com.apple.root.default-qos.cooperative
        0   libswiftCore.dylib            \t       0x19a2b91c8 swift_release_dealloc + 32
        2   App.debug.dylib               \t       0x1048d57f0 closure #1 in PreloadCoordinator.preloadAll(_:) + 188 (PreloadCoordinator.swift:12)

        == TrailmixTests-Runner / Trailmix-2026-12-03-161207.ips ==
        Exception Type:  EXC_BREAKPOINT (SIGTRAP)
        Thread 4 Crashed::  Dispatch queue: com.apple.root.default-qos.cooperative
        0   Testing                       \t       0x10b2f41c8 Issue.record(_:) + 412
        2   TrailmixTests                 \t       0x10a8c33f4 closure #1 in SyncReportingTests.uploadFailureIsRecorded() + 220 (SyncReportingTests.swift:22)
        == App-2026-12-01-100350.ips ==
        Exception Type:  EXC_CRASH (SIGABRT)
        Thread 0 Crashed:
        0   libsystem_kernel.dylib        \t       0x1f0a1b2c4 __pthread_kill + 8
        1   libsystem_c.dylib             \t       0x1f0a1b2c8 abort + 124

        """

    static func issues(_ name: String, in report: TestRunReport) -> [String] {
        report.tests.first { $0.id.name.hasPrefix(name) }?.issues.map(\.message) ?? []
    }

    @Test func aReportJoinsTheCrashedTestItsProjectFramesName() {
        let (report, _) = TestLogReaderStreamTests.read(Self.log)
        // The crashed thread's frame, not another thread's (`EpisodeStore.load` is Thread 2's).
        #expect(Self.issues("testOverlappingPreloads", in: report).last
            == "Crash report: EXC_BAD_ACCESS (SIGSEGV) in closure #1 in PreloadCoordinator.preloadAll(_:) at PreloadCoordinator.swift:12")
        #expect(!Self.issues("testMarkPlayed", in: report).contains { $0.hasPrefix("Crash report:") })
        // A Swift Testing test's own closure, below the testing library's frames.
        #expect(Self.issues("uploadFailureIsRecorded", in: report).last
            == "Crash report: EXC_BREAKPOINT (SIGTRAP) in closure #1 in SyncReportingTests.uploadFailureIsRecorded() at SyncReportingTests.swift:22")
        // A report whose crashed thread has only the system's frames names no test.
        #expect(report.tests.flatMap(\.issues).filter { $0.message.contains("SIGABRT") }.isEmpty)
        #expect(SignalVocabulary.crashesInSource(Self.issues("testOverlappingPreloads", in: report).last ?? ""))
    }

    /// Two crashed tests whose subjects the frames both name: neither is chosen.
    @Test func aReportNamingTwoCrashedTestsJoinsNeither() {
        let (report, _) = TestLogReaderStreamTests.read("""
            Test Case '-[AppTests.StoreTests testSave]' started.
            Restarting after unexpected exit, crash, or test timeout in StoreTests.testSave(); summary will include totals from previous launches.
            Test Case '-[AppTests.CacheTests testEvict]' started.
            Restarting after unexpected exit, crash, or test timeout in CacheTests.testEvict(); summary will include totals from previous launches.
            Exception Type:  EXC_BAD_ACCESS (SIGSEGV)
            Thread 1 Crashed:
            3   App   \t   0x1048d57f0 Cache.evict(in: Store) + 188 (Cache.swift:12)
            4   App   \t   0x1048d57f0 Store.save() + 18 (Store.swift:40)

            """)
        #expect(report.tests.flatMap(\.issues).filter { $0.message.hasPrefix("Crash report:") }.isEmpty)
    }

    /// The usual symbolicated layout: header lines and blank lines between the exception and the
    /// crashed thread.
    @Test func aReportWithItsHeaderAndBlankLinesIsReadToItsCrashedThread() {
        let (report, _) = TestLogReaderStreamTests.read("""
            Test Case '-[AppTests.FeedLoaderTests testRetries]' started.
            Restarting after unexpected exit, crash, or test timeout in FeedLoaderTests.testRetries(); summary will include totals from previous launches.
            Exception Type:        EXC_BAD_ACCESS (SIGSEGV)
            Exception Subtype:     KERN_INVALID_ADDRESS at 0x0000000000000010
            Exception Codes:       0x0000000000000001, 0x0000000000000010

            Termination Reason:    Namespace SIGNAL, Code 11 Segmentation fault: 11
            Terminating Process:   exc handler [55076]

            Triggered by Thread:  4

            Thread 4 Crashed::  Dispatch queue: com.apple.root.default-qos.cooperative
            0   libswiftCore.dylib            \t       0x19a2b91c8 swift_release_dealloc + 32
            1   App.debug.dylib               \t       0x1048d57f0 closure #1 in FeedLoader.load(page:) + 188 (FeedLoader.swift:41)

            Binary Images:
            """)
        #expect(Self.issues("testRetries", in: report).last == "Crash report: EXC_BAD_ACCESS (SIGSEGV) in closure #1 in FeedLoader.load(page:) at FeedLoader.swift:41")
    }

    /// A report with its process is the test's that xcodebuild named with it, never another's; a flaky
    /// test's crash is its own, so the failed test its frames also name does not take it.
    @Test func aReportTiedByItsProcessOrOfAFlakyTestJoinsNoOtherTest() {
        let (report, _) = TestLogReaderStreamTests.read("""
            Test Case '-[AppTests.FeedLoaderTests testRetries]' started.
            Restarting after unexpected exit, crash, or test timeout in FeedLoaderTests.testRetries(); summary will include totals from previous launches.
            Test Case '-[AppTests.FeedViewModelTests testRefresh]' started.
            Restarting after unexpected exit, crash, or test timeout in FeedViewModelTests.testRefresh(); summary will include totals from previous launches.
            Test Case '-[AppTests.FeedViewModelTests testRefresh]' started.
            Test Case '-[AppTests.FeedViewModelTests testRefresh]' passed (0.010 seconds).
            Process:               App [55076]
            Exception Type:  EXC_BAD_ACCESS (SIGSEGV)
            Thread 1 Crashed:
            1   App   \t   0x1048d57f0 closure #1 in FeedLoader.load(page:) + 188 (FeedLoader.swift:41)

            Exception Type:  EXC_BAD_ACCESS (SIGSEGV)
            Thread 1 Crashed:
            1   App   \t   0x1048d57f0 FeedLoader.load(page:) + 18 (FeedLoader.swift:40)
            2   App   \t   0x1048d57f0 FeedViewModel.refresh() + 18 (FeedViewModel.swift:12)

            """)
        #expect(!Self.issues("testRetries", in: report).contains { $0.hasPrefix("Crash report:") })
    }
}
