import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// What collect reads of a raw log for `--sources`: the paths its failure lines name, nothing else.
@Suite struct FailureLocationScannerTests {
    @Test func readsThePathsOfFailureLinesOnly() throws {
        let log = """
            Test Case '-[AppTests.SyncTests testA]' started.
            /Users/runner/work/App/App/AppTests/SyncTests.swift:8: error: -[AppTests.SyncTests testA] : XCTAssertEqual failed: ("14") is not equal to ("7")
            Test Case '-[AppTests.SyncTests testA]' failed (0.010 seconds).
            ✘ Test runningTwiceDoesNotDuplicate() recorded an issue at SyncJobTests.swift:88:9: Expectation failed: (store.items.count → 14) == 7
            ✘ Test flaky() recorded a known issue at KnownTests.swift:3:9: Expectation failed
                t =    12.27s             Assertion Failure: LoginUITests.swift:42: XCTAssertTrue failed
                t =    22.27s             Assertion Failure: <unknown>:0: UI Testing Failure - Unable to find hit point
            /Users/runner/work/App/App/App/Feed.swift:9:1: error: type 'Feed' does not conform to protocol 'Decodable'
            /Users/runner/work/App/App/App/Warn.swift:3:5: warning: variable 'x' was never used
            2026-01-01 10:00:00.000 App[12:34] error: the app logged an error at Sources/Fake.swift:1
            /Users/runner/work/App/App/AppTests/SyncTests.swift:20: error: -[AppTests.SyncTests testB] : failed
                ✖ /Users/runner/work/App/App/AppUITests/TabUITests.swift:12, Failed to tap "Refresh"
                ✗ testFetch, XCTAssertTrue failed
              testFetch, XCTAssertTrue failed
              /Users/runner/work/App/App/AppTests/FetchTests.swift:21
                /Users/runner/work/App/App/NotAFailure.swift:1
            ::error file=/Users/runner/work/App/App/AppUITests/FetchUITests.swift,line=23::    testFetchAfterTerminate, XCTAssertTrue failed
            ::warning file=/Users/runner/work/App/App/App/Old.swift,line=3,col=5::'flatMap' is deprecated
            ::error file=/Users/runner/work/App/App/AppTests/MoodTests.swift,line=15,col=9::Recorded an issue (Expectation failed: (mood → .calm) == .low)
            ::error ::decodesLegacyScale() (0.003 seconds) 1 issue(s)
            PennantKit/SharedSnapshotStore.swift:12: Fatal error: Unexpectedly found nil while unwrapping an Optional value
            <unknown>:0: error: -[PennantTests.SharedSnapshotStoreTests testRefresh] : Test crashed with signal trap.
            """
        let scanner = FailureLocationScanner()
        // Fed in small pieces, as a stream: the lines are cut across chunks.
        let bytes = Array(log.utf8)
        for start in stride(from: 0, to: bytes.count, by: 7) {
            bytes[start..<min(start + 7, bytes.count)].withUnsafeBytes { scanner.consume($0) }
        }
        #expect(scanner.finish() == ["/Users/runner/work/App/App/AppTests/SyncTests.swift", "SyncJobTests.swift", "LoginUITests.swift",
                                     "/Users/runner/work/App/App/App/Feed.swift",
                                     // A formatter's: xcbeautify's UI failure, xcpretty's closing summary.
                                     "/Users/runner/work/App/App/AppUITests/TabUITests.swift", "/Users/runner/work/App/App/AppTests/FetchTests.swift",
                                     // xcbeautify's GitHub Actions annotation of a failing test.
                                     "/Users/runner/work/App/App/AppUITests/FetchUITests.swift",
                                     // Its Swift Testing issue, which names no test.
                                     "/Users/runner/work/App/App/AppTests/MoodTests.swift",
                                     // A Swift trap's place, which the crashed test's own line (`<unknown>:0`) does not name.
                                     "PennantKit/SharedSnapshotStore.swift"])
    }

    /// A JavaScript runner's failure names its test's place in a frame (Jest, Mocha, Karma, WebdriverIO):
    /// the project's scripts are taken, a package's or Node's own never.
    /// Buck's summary puts a failure's place flush on the line after it; a path alone elsewhere is none.
    @Test func readsThePlaceUnderABuckFailure() {
        let log = """
            RESULTS FOR //Apps/Quillon:QuillonAppTests
            FAILURE QuillonAppTests.SharedSnapshotStoreTests testWritesSnapshot: XCTUnwrap failed: expected non-nil value of type "URL"
            /ci/quillon/Apps/Quillon/Tests/SharedSnapshotStoreTests.swift:17
            /ci/quillon/Apps/Quillon/Sources/NotAFailure.swift:3
            """
        let scanner = FailureLocationScanner()
        Array(log.utf8).withUnsafeBytes { scanner.consume($0) }
        #expect(scanner.finish() == ["/ci/quillon/Apps/Quillon/Tests/SharedSnapshotStoreTests.swift"])
    }

    /// A parallel clone's failed result line names no place (its messages stay in the result bundle): its
    /// suite is one to look for by name, in either naming; a passed or started one is not.
    @Test func aParallelClonesFailedResultNamesItsSuite() {
        let log = """
            Test case 'BackgroundRefreshUITests.testBadgeUpdatesAfterBackgroundRefresh()' failed on 'Clone 2 of iPhone 16 - SandpiperUITests-Runner (52891)' (124.306 seconds)
            Test case '-[SandpiperTests.SightingMergeTests testMergesDuplicates]' failed on 'Clone 1 of iPhone 16 - Sandpiper (52890)' (0.012 seconds)
            Test case 'SightingMapUITests.testPinsShown()' passed on 'Clone 2 of iPhone 16 - SandpiperUITests-Runner (52891)' (3.112 seconds)
            Test case 'ChecklistExportTests.testExportsCSV()' started on 'Clone 1 of iPhone 16 - Sandpiper (52890)'
            """
        let scanner = FailureLocationScanner()
        Array(log.utf8).withUnsafeBytes { scanner.consume($0) }
        _ = scanner.finish()
        #expect(scanner.suitesWithoutPlace == ["BackgroundRefreshUITests", "SightingMergeTests"])
    }

    /// A test the log ends in (the job's time limit cut it off) names no place: its suite is one to look for by
    /// name; a test that printed its result, passed or failed, is not.
    @Test func aTestTheLogEndsInNamesItsSuite() {
        let log = """
            Test Case '-[QuarrydellTests.BackupPolicyTests testKeepsThirtyDays]' started.
            Test Case '-[QuarrydellTests.BackupPolicyTests testKeepsThirtyDays]' passed (0.004 seconds).
            Test Case '-[QuarrydellTests.UploadScheduleTests testOvernightBackupRuns]' started.
            2026-08-13 09:12:47.118 Quarrydell[7710:90211] [Backup] submitted com.quarrydell.photos.overnight-backup
            ##[error]The job running on agent Hosted Agent ran longer than the maximum time of 60 minutes.
            """
        let scanner = FailureLocationScanner()
        Array(log.utf8).withUnsafeBytes { scanner.consume($0) }
        _ = scanner.finish()
        #expect(scanner.suitesWithoutPlace == ["UploadScheduleTests"])
        let finished = FailureLocationScanner()
        Array(log.split(separator: "\n").prefix(2).joined(separator: "\n").utf8).withUnsafeBytes { finished.consume($0) }
        _ = finished.finish()
        #expect(finished.suitesWithoutPlace.isEmpty)
    }

    /// Google Test's output from a Kotlin/Native test binary: the frame of the running test's own function
    /// (or of its coroutine, for a suspending test) is its place; the standard library's frames, and the
    /// frames of another function, are not.
    @Test func readsTheKotlinFrameOfTheRunningGoogleTest() {
        let log = """
            [ RUN      ] app.tasks.SyncTest.retries
            kotlin.AssertionError: Expected <2>, actual <1>.
                at 0   test.kexe   0x102e71b53   kfun:kotlin.Throwable#<init>(kotlin.String?){} + 99 (/opt/kotlin/libraries/stdlib/src/kotlin/Throwable.kt:24:37)
                at 3   test.kexe   0x1030a8c41   kfun:app.tasks.SyncRunner#run(){} + 12 (/builds/app/shared/src/iosMain/kotlin/app/tasks/SyncRunner.kt:30:5)
                at 4   test.kexe   0x1030a8c41   kfun:app.tasks.SyncTest#retries(){} + 1073 (/builds/app/shared/src/iosTest/kotlin/app/tasks/SyncTest.kt:39:9)
            [  FAILED  ] app.tasks.SyncTest.retries (1 ms)
            [ RUN      ] app.tasks.SyncTest.expires
                at 4   test.kexe   0x1030a8c41   kfun:app.tasks.SyncTest.$expires$lambda$0$COROUTINE$3.invokeSuspend#internal + 1073 (/builds/app/shared/src/iosTest/kotlin/app/tasks/ExpiryTest.kt:57:9)
            [  FAILED  ] app.tasks.SyncTest.expires (1 ms)
                at 4   test.kexe   0x1030a8c41   kfun:app.tasks.OtherTest#retries(){} + 1073 (/builds/app/shared/src/iosTest/kotlin/app/tasks/OtherTest.kt:9:9)
            """
        let scanner = FailureLocationScanner()
        Array(log.utf8).withUnsafeBytes { scanner.consume($0) }
        #expect(scanner.finish() == ["/builds/app/shared/src/iosTest/kotlin/app/tasks/SyncTest.kt", "/builds/app/shared/src/iosTest/kotlin/app/tasks/ExpiryTest.kt"])
    }

    @Test func readsTheProjectsJavaScriptFramesOnly() throws {
        let log = """
                  at Context.<anonymous> (e2e/background-tasks.e2e.ts:36:12)
                  at Context.<anonymous> (/Users/ci/app/node_modules/chai/lib/assert.js:12:3)
            \t    at UserContext.<anonymous> (src/tests/compaction-status.spec.ts:26:40)
                  at processTicksAndRejections (node:internal/process/task_queues:95:5)
                  at /Users/ci/app/src/sync/outbox.js:41:9
                  at Object.<anonymous> (App.swift:3:1)
            at not/indented.ts:1:1
             ❯ src/care/rainfall.test.ts (2 tests | 1 failed) 9ms
             ❯ src/care/wateringSchedule.test.ts:13:55
             ❯ node_modules/vitest/dist/chunk.js:4:2
            """
        let scanner = FailureLocationScanner()
        Array(log.utf8).withUnsafeBytes { scanner.consume($0) }
        // (Vitest's place of a failure, ` ❯ path:line:col`, too; not its file's result line.)
        #expect(scanner.finish() == ["e2e/background-tasks.e2e.ts", "src/tests/compaction-status.spec.ts", "/Users/ci/app/src/sync/outbox.js",
                                     "src/care/wateringSchedule.test.ts"])
    }

    /// Maven Surefire's failure names its test's class and method: the frame of that method is taken
    /// (`UploadQueueTest.java`), the assertion library's and the JDK's above it never.
    @Test func readsTheFrameOfASurefireFailuresOwnMethod() throws {
        let log = """
            [ERROR] com.example.e2e.UploadQueueTest.uploads -- Time elapsed: 71.38 s <<< FAILURE!
            java.lang.AssertionError: expected [A] but found [B]
            	at org.testng.Assert.fail(Assert.java:111)
            	at com.example.e2e.UploadQueueTest.uploads(UploadQueueTest.java:59)
            	at com.example.e2e.UploadQueueTest.other(UploadQueueTest.java:80)
            	at com.example.e2e.DraftTest.saves(DraftTest.java:12)
            """
        let scanner = FailureLocationScanner()
        Array(log.utf8).withUnsafeBytes { scanner.consume($0) }
        #expect(scanner.finish() == ["UploadQueueTest.java"])
    }

    /// Gradle's failed test event: the first place of the project's under it (the short exception's, or
    /// a frame's), Kotlin/Native's runtime and kotlinx frames before it never; a passed test's lines nothing.
    @Test func readsTheProjectsPlaceUnderAGradleFailure() throws {
        let scanner = FailureLocationScanner()
        Array(GradleLogTests.log.utf8).withUnsafeBytes { scanner.consume($0) }
        #expect(scanner.finish() == [
            "/Users/runner/work/quarry/quarry/shared/src/commonTest/kotlin/com/quarry/probe/MigrationBehaviourTest.kt",
            "/Users/gitlab/builds/quarry/shared/src/commonTest/kotlin/com/quarry/shared/sync/SyncCursorTest.kt",
            "/builds/quarry/shared/src/commonMain/kotlin/com/quarry/time/IsoDateParser.kt",
        ])
    }

    /// A Flutter app's failures name their place in a Dart stack (package:test's terse frames, the VM's
    /// `(file:///…:L:C)`, the report's caught-at line), also under an integration test's XCTest
    /// failure: the app's own files are taken, a package's or the SDK's never.
    @Test func readsTheAppsOwnDartFramesOnly() throws {
        let log = """
            00:02 +1 -1: test/shift_sync_test.dart: ShiftSync keeps local edits [E]
              package:matcher                expect
              test/shift_sync_test.dart 41:7  main.<fn>.<fn>
            #5      testWidgets.<anonymous closure>.<anonymous closure> (package:flutter_test/src/widget_tester.dart:192:15)
            #3      ReminderService.nextEvening (file:///ci/app/lib/reminder_service.dart:31:23)
              file:///ci/app/test/rota_page_test.dart line 58
            /ci/app/ios/RunnerUITests/RunnerUITests.m:5: error: -[RunnerUITests home_widget_shows_next_shift] : ((passed) is true) failed
            \t#4      main.<anonymous closure> (file:///ci/app/integration_test/home_widget_test.dart:30:5)
            #0      _RawReceivePort._handleMessage (dart:isolate-patch/isolate_patch.dart:184:12)
            The app printed lib/not_a_frame.dart 3:4 in a sentence
            """
        let scanner = FailureLocationScanner()
        log.utf8.withContiguousStorageIfAvailable { scanner.consume(UnsafeRawBufferPointer($0)) }
        #expect(scanner.finish() == ["test/shift_sync_test.dart", "/ci/app/lib/reminder_service.dart", "/ci/app/test/rota_page_test.dart",
                                     "/ci/app/ios/RunnerUITests/RunnerUITests.m", "/ci/app/integration_test/home_widget_test.dart"])
    }
}
