import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// Streaming behaviour on constructed input: line endings, colour codes, bad bytes, huge lines,
/// chunk boundaries, and the patterns the real fixtures do not hold.
@Suite struct TestLogReaderStreamTests {
    static func read(_ bytes: [UInt8], chunkSize: Int = 7, maximumLineLength: Int = LogLineSplitter.defaultMaximumLineLength) -> (TestRunReport, TestLogReader) {
        ChunkedLog.read(bytes, chunkSize: chunkSize, maximumLineLength: maximumLineLength)
    }

    static func read(_ text: String, chunkSize: Int = 7) -> (TestRunReport, TestLogReader) {
        ChunkedLog.read(text, chunkSize: chunkSize)
    }

    /// A clone's start written as XCTest's (`Test Case '…' started on 'Clone 1 …'`) and its result as the
    /// clone's (`Test case '…' passed on 'Clone 1 …'`): one test that passed, not one left running at
    /// the log's end (which read as a failure).
    @Test func aClonesResultEndsTheTestItsXCTestStartLineBegan() {
        let (report, _) = Self.read("""
            Test Case '-[AppTests.CursorTests testReset]' started on 'Clone 1 of iPhone 16 - App (70112)'
            Test case '-[AppTests.CursorTests testReset]' passed on 'Clone 1 of iPhone 16 - App (70112)' (0.004 seconds)

            """)
        #expect(report.tests.map { "\($0.id.suite)/\($0.id.name) \($0.status.rawValue)" } == ["CursorTests/testReset passed"])
    }

    /// Xcode reports a crash at line 0 of the test's file; the crash's frame names the test's line.
    /// A frame of another file, or none, leaves the line as printed.
    @Test func aCrashAtLineZeroTakesTheLineItsFrameNames() {
        let (report, _) = Self.read("""
            Test Case '-[AppTests.StateTests testA]' started.
            /ci/AppTests/StateTests.swift:0: error: -[AppTests.StateTests testA] : Crash: App (9111) static Shared<A>.== infix(_:_:). Thread 0 Crashed: EXC_BAD_ACCESS (code=1, address=0x10) 0 App static Shared<A>.== infix(_:_:) 1 AppTests StateTests.testA() (StateTests.swift:11)
            Test Case '-[AppTests.StateTests testA]' failed (0.118 seconds).
            Test Case '-[AppTests.StateTests testB]' started.
            /ci/AppTests/StateTests.swift:0: error: -[AppTests.StateTests testB] : Crash: App (9112) Store.send(_:) (Store.swift:40)
            Test Case '-[AppTests.StateTests testB]' failed (0.118 seconds).

            """)
        #expect(report.tests.map { $0.issues.first?.location?.line } == [11, 0])
    }

    @Test func crlfAndColourCodesAreRemovedAcrossChunkBoundaries() {
        let log = "\u{1B}[1mTest Case '-[App.SyncTests testRun]' started.\u{1B}[0m\r\n"
            + "/src/SyncTests.swift:42: error: -[App.SyncTests testRun] : \u{1B}[31mXCTAssertEqual failed\u{1B}[0m\r\n"
            + "Test Case '-[App.SyncTests testRun]' failed (0.010 seconds).\r\n"
        for chunkSize in [1, 3, 7, 4096] {
            let (report, reader) = Self.read(log, chunkSize: chunkSize)
            #expect(reader.unrecognizedLineCount == 0)
            #expect(report.tests.count == 1)
            #expect(report.tests.first?.id.description == "App.SyncTests/testRun")
            #expect(report.tests.first?.issues.first?.message == "XCTAssertEqual failed")
            #expect(report.tests.first?.issues.first?.location == SourceLocation(file: "/src/SyncTests.swift", line: 42))
        }
    }

    @Test func invalidUTF8IsReplacedNotFatal() {
        var bytes = Array("Test Case '-[App.T testA]' started.\n/a.swift:1: error: -[App.T testA] : bad ".utf8)
        bytes += [0xFF, 0xFE, 0xC3]
        bytes += Array("\nTest Case '-[App.T testA]' failed (0.001 seconds).\n".utf8)
        let (report, _) = Self.read(bytes)
        #expect(report.tests.first?.status == .failed)
        #expect(report.tests.first?.issues.first?.message.hasPrefix("bad \u{FFFD}") == true)
    }

    @Test func aLineOverTheLimitIsCutAndTheNextLinesStillRead() {
        var bytes = Array("Test Case '-[App.T testA]' started.\n".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 3 * 1024 * 1024)
        bytes += Array("\nTest Case '-[App.T testA]' passed (0.001 seconds).\n".utf8)
        let (report, reader) = Self.read(bytes, chunkSize: 256 * 1024)
        #expect(reader.truncatedLineCount == 1)
        #expect(reader.lineCount == 3)
        #expect(report.tests.first?.status == .passed)
    }

    @Test func failedThenPassedOnRetryIsFlaky() {
        let log = """
            Test Case '-[App.T testA]' started.
            /a.swift:3: error: -[App.T testA] : Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: "refresh ran".
            Test Case '-[App.T testA]' failed (5.010 seconds).
            Test Case '-[App.T testA]' started.
            Test Case '-[App.T testA]' passed (0.010 seconds).
            Test Case '-[App.T testB]' started.
            Test Case '-[App.T testB]' failed (0.010 seconds).
            Test Case '-[App.T testB]' started.
            Test Case '-[App.T testB]' failed (0.010 seconds).

            """
        let (report, _) = Self.read(log)
        #expect(report.tests.map(\.status) == [.flaky, .failed])
        #expect(report.tests[0].issues.first?.message.hasPrefix("Asynchronous wait failed: Exceeded timeout of 5 seconds") == true)
        #expect(report.tests[0].evidence.count == 2)
    }

    /// A job that runs `xcodebuild test` on one device and then on another into one log: a test that
    /// failed under the first command and passed under the second failed (that device's result), and
    /// is not flaky; a pass under the same command's destination after a failure is a retry (round 58's `hj03`).
    @Test func aPassUnderAnotherCommandsDestinationIsNoRetry() {
        func log(secondDestination: String) -> String {
            """
            Command line invocation:
                /Applications/Xcode.app/Contents/Developer/usr/bin/xcodebuild test -scheme App -destination id=00008140-000C58A21E90801C

            Test Case '-[App.T testGPU]' started.
            /a.swift:21: error: -[App.T testGPU] : XCTAssertFalse failed - GPU requested although BGTaskScheduler.supportedResources = Resources(rawValue: 0)
            Test Case '-[App.T testGPU]' failed (0.011 seconds).
            Command line invocation:
                /Applications/Xcode.app/Contents/Developer/usr/bin/xcodebuild test-without-building -scheme App -destination \(secondDestination)

            Test Case '-[App.T testGPU]' started.
            Test Case '-[App.T testGPU]' passed (0.009 seconds).

            """
        }
        #expect(Self.read(log(secondDestination: "id=00008120-0016290E3C41A01E")).0.tests.map(\.status) == [.failed])
        #expect(Self.read(log(secondDestination: "id=00008140-000C58A21E90801C")).0.tests.map(\.status) == [.flaky])
    }

    /// Parallel Swift Testing tests under xcbeautify print each other's issues before their results: an
    /// issue line names its test, so it is no line of the next test to finish (round 59's `hp02`).
    @Test func aSwiftTestingIssueLineIsNoLineOfAnotherTest() {
        let (report, reader) = Self.read("""
            Suite TideAlertSchedulerTests started
            Suite TideRefreshJobTests started
                [!]  Test schedulesHighTideAlertAfterRefresh() recorded an issue at TideAlertSchedulerTests.swift:25:15: Confirmation was confirmed 0 times, but expected to be confirmed 1 time
                [!]  Test reportsCompletionOnce() recorded an issue at TideRefreshJobTests.swift:20:15: Confirmation was confirmed 2 times, but expected to be confirmed 1 time
                ✖ reportsCompletionOnce() (0.003 seconds) 1 issue(s)
                ✖ schedulesHighTideAlertAfterRefresh() (0.006 seconds) 1 issue(s)

            """)
        let failed = report.tests.filter { $0.status == .failed }
        #expect(failed.count == 2)
        for test in failed {
            let lines = reader.taskLinesByTest[test.id, default: []].compactMap(\.excerpt)
            #expect(!lines.contains { $0.contains("recorded an issue") }, "\(test.id): \(lines)")
            #expect(test.issues.count == 1)
        }
    }

    /// xcodebuild's lines of a test's start and end name the test, no task: a test named after a plist
    /// key the catalog reads (`testUIBackgroundModesIncludeFetch`) leaves no line of the run (round 58's `hj01`).
    @Test func aTestsStartAndEndLinesAreNoTaskLines() {
        let (_, reader) = Self.read("""
            Test Case '-[App.PlistTests testUIBackgroundModesIncludeFetch]' started.
            Test Case '-[App.PlistTests testUIBackgroundModesIncludeFetch]' passed (0.002 seconds).
            2026-11-18 09:33:13.811892 App[7413:31877] UIBackgroundModes lacks fetch

            """)
        #expect(reader.runTaskLines.compactMap(\.excerpt) == ["2026-11-18 09:33:13.811892 App[7413:31877] UIBackgroundModes lacks fetch"])
    }

    @Test func parallelCloneLinesAndFailingTestsSummary() {
        let log = """
            Test case 'SyncTests.testRefresh()' passed on 'Clone 1 of iPhone 16 - App (1234)' (0.001 seconds)
            Test case '-[AppTests.SyncTests testUpload]' failed on 'Clone 2 of iPhone 16 - App (1235)' (0.020 seconds)
            Failing tests:
            \tAppTests:
            \t\tSyncTests.testUpload()
            \t\tSyncTests.testMissing()

            ** TEST FAILED **

            """
        let (report, reader) = Self.read(log)
        #expect(reader.unrecognizedLineCount == 0)
        #expect(report.tests.map(\.id.description) == ["SyncTests/testRefresh", "AppTests.SyncTests/testUpload", "SyncTests/testMissing"])
        #expect(report.tests.map(\.status) == [.passed, .failed, .failed])
        #expect(report.tests[0].duration == 0.001)
    }

    /// A clone's crash (`Test crashed with signal kill.`) followed by what another clone's process printed (its
    /// uncaught exception): the exception is that clone's test's, not more of the first one's message.
    @Test func anotherClonesConsoleLineEndsAFailuresMessage() {
        let (report, _) = Self.read("""
            Test case 'UploadTests.testRetry()' failed on 'Clone 1 of iPhone 16 - App (41207)' (0.201 seconds)
            Test case 'ImportTests.testHEIC()' failed on 'Clone 2 of iPhone 16 - App (41210)' (0.000 seconds)
            <unknown>:0: error: -[AppTests.ImportTests testHEIC] : Test crashed with signal kill.
            2026-11-12 21:30:06.412881+0000 App[41207:88310] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'All launch handlers must be registered before application finishes launching'
            Test case 'UploadTests.testRegisters()' failed on 'Clone 1 of iPhone 16 - App (41207)' (0.000 seconds)

            """)
        let heic = report.tests.first { $0.id.name == "testHEIC" }
        #expect(heic?.issues.map(\.message) == ["Test crashed with signal kill."])
    }

    /// A test retried on the clone it failed on (its result first, then its failure): the dated line that
    /// clone's app printed next (os_log's `2026-… App[pid:tid] …`) is the app's, not more of the message (round 92's `pz05`,
    /// where the next test's submission, glued on, named a task this test never touched).
    @Test func theClonesOwnDatedLineEndsAFailuresMessage() {
        let (report, _) = Self.read("""
            Test case 'KeyRotationTests.testPersistsNewKey()' failed on 'Clone 1 of iPhone 16 - App (51402)' (0.017 seconds)
            /Users/ci/App/AppTests/KeyRotationTests.swift:10: error: -[AppTests.KeyRotationTests testPersistsNewKey] : XCTAssertEqual failed: ("old-key") is not equal to ("new-key")
            2026-01-20 10:31:10.902445+0000 App[51402:403001] [BG] submit com.example.app.key-rotation failed: Error Domain=BGTaskSchedulerErrorDomain Code=3 "(null)"
            Test case 'RotationTests.testSubmits()' failed on 'Clone 1 of iPhone 16 - App (51402)' (0.008 seconds)

            """)
        let rotation = report.tests.first { $0.id.name == "testPersistsNewKey" }
        #expect(rotation?.issues.map(\.message) == ["XCTAssertEqual failed: (\"old-key\") is not equal to (\"new-key\")"])
    }

    /// A clone's result line names `Suite.test()`; its failure line `-[Module.Suite test]`: one test.
    @Test func parallelResultLineJoinsItsModuleQualifiedFailure() {
        let log = """
            Test case 'SyncTests.testRefresh()' started on 'Clone 1 of iPhone 16 - App (12345)'
            /Users/runner/work/app/Tests/SyncTests.swift:12: error: -[AppTests.SyncTests testRefresh] : XCTAssertEqual failed: ("1") is not equal to ("2")
            Test case 'SyncTests.testRefresh()' failed on 'Clone 1 of iPhone 16 - App (12345)' (0.012 seconds)
            Test case 'SyncTests.testOther()' passed on 'Clone 1 of iPhone 16 - App (12345)' (0.002 seconds)

            """
        let (report, _) = Self.read(log)
        #expect(report.tests.map(\.id.description) == ["AppTests.SyncTests/testRefresh", "SyncTests/testOther"])
        #expect(report.tests.map(\.status) == [.failed, .passed])
        #expect(report.tests.first?.issues.first?.message.hasPrefix("XCTAssertEqual failed") == true)
        #expect(report.tests.first?.duration == 0.012)
    }

    /// Two destinations (`-destination A -destination B`) run each test once on each: a pass on the
    /// other device, before or after the failure, is that device's result — the test failed, one test,
    /// not flaky. A pass on the same device after its failure is a retry: flaky (held-out round 8).
    @Test func resultsOnAnotherDestinationJoinTheTestAndNeverMakeItFlaky() {
        let log = """
            Test case 'UploadTests.testGrid()' passed on 'Clone 2 of iPhone SE (3rd generation) - App (51207)' (0.412 seconds)
            /Users/runner/work/app/Tests/UploadTests.swift:25: error: -[AppTests.UploadTests testCancel] : XCTAssertEqual failed: ("running") is not equal to ("failed")
            Test case 'UploadTests.testCancel()' failed on 'Clone 1 of iPhone SE (3rd generation) - App (51201)' (2.031 seconds)
            /Users/runner/work/app/Tests/UploadTests.swift:40: error: -[AppTests.UploadTests testRetry] : XCTAssertTrue failed
            Test case 'UploadTests.testRetry()' failed on 'Clone 1 of iPhone SE (3rd generation) - App (51201)' (0.010 seconds)
            Test case 'UploadTests.testRetry()' passed on 'Clone 1 of iPhone SE (3rd generation) - App (51201)' (0.010 seconds)
            Test case 'UploadTests.testCancel()' passed on 'Clone 1 of iPhone 16 Plus - App (51233)' (0.318 seconds)
            /Users/runner/work/app/Tests/UploadTests.swift:9: error: -[AppTests.UploadTests testGrid] : failed - Snapshot does not match reference.
            Test case 'UploadTests.testGrid()' failed on 'Clone 2 of iPhone 16 Plus - App (51240)' (0.507 seconds)

            """
        let (report, _) = Self.read(log)
        let byName = Dictionary(uniqueKeysWithValues: report.tests.map { ($0.id.name, $0) })
        #expect(report.tests.count == 3, "\(report.tests.map(\.id.description))")
        #expect(byName["testCancel"]?.status == .failed)
        #expect(byName["testCancel"]?.id.module == "AppTests")
        #expect(byName["testGrid"]?.status == .failed)
        #expect(byName["testGrid"]?.id.module == "AppTests")
        #expect(byName["testGrid"]?.issues.first?.message.hasPrefix("failed - Snapshot does not match reference") == true)
        #expect(byName["testRetry"]?.status == .flaky)
    }

    /// A parallel clone prints no start lines: what its process printed after its previous result is
    /// the next test's, and no longer the run's; the app's launch lines, before a clone's first result,
    /// stay the run's; another clone's lines are not this test's (held-out round 6).
    @Test func aClonesConsoleLinesBetweenItsResultsAreTheNextTests() {
        let log = """
            2026-06-03 09:14:22.100000+0000 App[41120:5512] Registration rejected; com.example.app.refresh is not advertised in the application's Info.plist
            Test case 'UploadTests.testFirstBatch()' passed on 'Clone 1 of iPhone 16 - App (41120)' (0.004 seconds)
            2026-06-03 09:14:31.512640+0000 App[41120:5530] A background URLSession with identifier com.example.upload already exists!
            2026-06-03 09:14:31.600000+0000 App[41121:6001] A background URLSession with identifier com.example.other already exists!
            /Users/runner/work/app/Tests/UploadTests.swift:16: error: -[AppTests.UploadTests testSecondBatch] : Asynchronous wait failed: Exceeded timeout of 30 seconds, with unfulfilled expectations: "batch 2 finished".
            Test case 'UploadTests.testSecondBatch()' failed on 'Clone 1 of iPhone 16 - App (41120)' (30.044 seconds)

            """
        let (report, reader) = Self.read(log)
        let failed = report.tests.first { $0.status == .failed }
        #expect(failed?.id.description == "AppTests.UploadTests/testSecondBatch")
        #expect(failed.flatMap { reader.taskLinesByTest[$0.id] }?.compactMap(\.excerpt).map { $0.contains("com.example.upload already exists") } == [true])
        // What the failed clone's test took is no longer the run's: a test of another process (a UI
        // test's runner, which crashed too) must not take it (held-out round 37).
        #expect(reader.runTaskLines.count == 2)
        #expect(!reader.runTaskLines.contains { $0.excerpt?.contains("com.example.upload") == true })
    }

    /// A parallel clone's crash report prints without its process: the restart line after it names
    /// the test it was. A clone's lines are its own from its first `started on` line, before any result.
    @Test func aClonesCrashReportIsTheTestItsRestartLineNames() {
        let log = """
            Test suite 'InboxLoaderTests' started on 'Clone 1 of iPhone 16 - App (30118)'
            2026-06-04 22:31:09.118420-0700 App[30118:402177] SWIFT TASK CONTINUATION MISUSE: fetchMessages() leaked its continuation without resuming it.
            /Users/ci/App/AppTests/InboxLoaderTests.swift:13: error: -[AppTests.InboxLoaderTests testFetchMessagesCompletes] : Asynchronous wait failed: Exceeded timeout of 10 seconds, with unfulfilled expectations: "messages loaded".
            Test case 'InboxLoaderTests.testFetchMessagesCompletes()' failed on 'Clone 1 of iPhone 16 - App (30118)' (10.031 seconds)
            Test case 'FeedManagerTests.testIncrementalUpdate()' started on 'Clone 2 of iPhone 16 - App (41244)'
            Thread 9 Crashed:: Dispatch queue: com.apple.root.default-qos.cooperative
            Exception Type:  EXC_BAD_ACCESS (SIGSEGV)
            Restarting after unexpected exit, crash, or test timeout in FeedManagerTests.testIncrementalUpdate(); summary will include totals from previous launches.
            Test case 'FeedManagerTests.testIncrementalUpdate()' failed on 'Clone 2 of iPhone 16 - App (41244)' (1.122 seconds)

            """
        let (report, reader) = Self.read(log)
        func lines(_ name: String) -> [String] {
            report.tests.first { $0.id.name == name }.flatMap { reader.taskLinesByTest[$0.id] }?.compactMap(\.excerpt) ?? []
        }
        #expect(lines("testFetchMessagesCompletes").map { $0.contains("leaked its continuation") } == [true])
        #expect(lines("testIncrementalUpdate").map { $0.contains("EXC_BAD_ACCESS") } == [true])
        // The run's lines keep what no clone's failed test took (the report printed without its process).
        #expect(reader.runTaskLines.map { $0.excerpt?.contains("EXC_BAD_ACCESS") } == [true])
    }

    /// A parallel clone's crash prints no module (`Restarting … in Suite.test()`, `Suite.test()` failed on
    /// a clone): the test target the build compiled `<Suite>.swift` in, when it is one of the run's, gives it.
    @Test func aCrashOnACloneTakesTheModuleThatCompiledItsSuite() {
        let log = """
            SwiftCompile normal arm64 Compiling\\ SearchIndexJobTests.swift /Users/runner/work/app/AppTests/SearchIndexJobTests.swift (in target 'AppTests' from project 'App')
            SwiftCompile normal arm64 Compiling\\ SearchIndexJobTests.swift /Users/runner/work/app/Kit/SearchIndexJobTests.swift (in target 'KitSamples' from project 'App')
            /Users/runner/work/app/AppTests/InboxTests.swift:9: error: -[AppTests.InboxTests testSync] : XCTAssertTrue failed
            Test case 'InboxTests.testSync()' failed on 'Clone 1 of iPhone 16 - App (61222)' (0.010 seconds)
            Restarting after unexpected exit, crash, or test timeout in SearchIndexJobTests.testIndexesUnicodeTitles(); summary will include totals from previous launches.
            Test case 'SearchIndexJobTests.testIndexesUnicodeTitles()' failed on 'Clone 3 of iPhone 16 - App (61223)' (0.000 seconds)

            """
        let (report, _) = Self.read(log)
        #expect(report.tests.filter { $0.status == .failed }.map(\.id.description).sorted() == ["AppTests.InboxTests/testSync", "AppTests.SearchIndexJobTests/testIndexesUnicodeTitles"])
    }

    /// xcodebuild names a parallel test's crash before its restart line (`Suite.test() encountered an
    /// error (Crash: …)`): the crash's reason is the test's issue, once, though `Testing failed:` repeats it.
    @Test func aTestsEncounteredErrorIsItsIssue() {
        let log = """
            Test suite 'LayerCountTests' started on 'Clone 2 of iPhone 16 - Quarry (18351)'
                LayerCountTests.testCountsLayers() encountered an error (Crash: Quarry (18351) +[NSManagedObjectContext __Multithreading_Violation_AllThatIsLeftToUsIsHonor__])
            Restarting after unexpected exit, crash, or test timeout in LayerCountTests.testCountsLayers(); summary will include totals from previous launches.
            Test case 'LayerCountTests.testCountsLayers()' failed on 'Clone 2 of iPhone 16 - Quarry (18351)' (0.000 seconds)
            Testing failed:
            \tLayerCountTests.testCountsLayers() encountered an error (Crash: Quarry (18351) +[NSManagedObjectContext __Multithreading_Violation_AllThatIsLeftToUsIsHonor__])
            \tQuarry-Runner (18340) encountered an error (Early unexpected exit)

            """
        let (report, _) = Self.read(log)
        let failed = report.tests.filter { $0.status == .failed }
        #expect(failed.map(\.id.name) == ["testCountsLayers"])
        #expect(failed.first?.issues.filter { $0.message.hasPrefix("Crash: Quarry") }.count == 1)
    }

    /// `Testing failed:` may name the crashed test without its suite (`testImport() encountered an
    /// error (Crash: …)`), and only there: the crash's reason is that test's issue.
    @Test func theSummarysCrashOfATestNamedAloneIsItsIssue() {
        let log = """
            Test Case '-[AppTests.CatalogImportTests testImportWhileDownloading]' started.
            Restarting after unexpected exit, crash, or test timeout in CatalogImportTests.testImportWhileDownloading(); summary will include totals from previous launches.
            Testing failed:
            \ttestImportWhileDownloading() encountered an error (Crash: Atlas (61203) EXC_BAD_ACCESS (SIGSEGV) in HistoryMerger.merge(into:))

            """
        let (report, _) = Self.read(log)
        let failed = report.tests.filter { $0.status == .failed }
        #expect(failed.map(\.id.name) == ["testImportWhileDownloading"])
        #expect(failed.first?.issues.map(\.message).contains("Crash: Atlas (61203) EXC_BAD_ACCESS (SIGSEGV) in HistoryMerger.merge(into:)") == true)
    }

    /// A CI step prints the crash reports after the run: the report of the process xcodebuild named
    /// under a test (`Crash: App (41822) …`) gives that test its exception; another process's gives none.
    @Test func aPrintedCrashReportJoinsTheTestWhoseProcessCrashed() {
        let log = """
            Test Case '-[AppTests.RequestTests testFinishDeliversOnce]' started.
            Restarting after unexpected exit, crash, or test timeout in RequestTests.testFinishDeliversOnce(); summary will include totals from previous launches.
            Test Case '-[AppTests.OtherTests testSomething]' started.
            Restarting after unexpected exit, crash, or test timeout in OtherTests.testSomething(); summary will include totals from previous launches.
            Testing failed:
            \tRequestTests.testFinishDeliversOnce() encountered an error (Crash: App (41822) objc_msgSend)
            \tOtherTests.testSomething() encountered an error (Crash: App (50001) abort)

            Process:               App [41822]
            Identifier:            com.example.app
            Exception Type:        EXC_BAD_ACCESS (SIGSEGV)
            Process:               App [99999]
            Exception Type:        EXC_CRASH (SIGABRT)

            """
        let (report, _) = Self.read(log)
        let messages = { (name: String) in report.tests.first { $0.id.name == name }?.issues.map(\.message) ?? [] }
        #expect(messages("testFinishDeliversOnce").contains("Exception Type: EXC_BAD_ACCESS (SIGSEGV)"))
        #expect(!messages("testSomething").contains { $0.hasPrefix("Exception Type:") })
    }

    /// A serial run names each crashed test only in its restart line, and each crash's reason only
    /// in `Testing failed:` under the process (`Tern (6120) encountered an error (Crash: …)`), both in
    /// order: as many of each, the restarted tests take the crashes in turn; a runner's stays the run's.
    @Test func aSerialRunsCrashesJoinTheirRestartedTestsInOrder() {
        let restarts = """
            Test Suite 'LedgerStoreTests' started at 2026-09-02 09:41:17.411.
            Restarting after unexpected exit, crash, or test timeout in LedgerStoreTests.testDeletingEntryUpdatesBalance(); summary will include totals from previous launches.
            Test Suite 'LedgerStoreTests' started at 2026-09-02 09:41:24.919.
            Restarting after unexpected exit, crash, or test timeout in LedgerStoreTests.testInsertedEntryIsFetched(); summary will include totals from previous launches.
            Testing failed:
            \tTern (6120) encountered an error (Crash: Tern (6120) EXC_BREAKPOINT)

            """
        let messages = { (report: TestRunReport, name: String) in report.tests.first { $0.id.name == name }?.issues.map(\.message) ?? [] }
        let (paired, _) = Self.read(restarts + "\tTern (6188) encountered an error (Crash: Tern (6188) EXC_BREAKPOINT)\n\tTern-Runner (6001) encountered an error (Crash: Tern-Runner (6001) abort)\n")
        #expect(messages(paired, "testDeletingEntryUpdatesBalance").last == "Crash: Tern (6120) EXC_BREAKPOINT")
        #expect(messages(paired, "testInsertedEntryIsFetched").last == "Crash: Tern (6188) EXC_BREAKPOINT")
        // The runner's crash names the second test's own frame: the app's one crash is the first's.
        let runnerNamesOne = restarts + "\tTern-Runner (6001) encountered an error (Crash: Tern-Runner (6001) _dispatch_assert_queue_fail at closure #1 in LedgerStoreTests.testInsertedEntryIsFetched() (LedgerStoreTests.swift:30))\n"
        let (named, _) = Self.read(runnerNamesOne)
        #expect(messages(named, "testDeletingEntryUpdatesBalance").last == "Crash: Tern (6120) EXC_BREAKPOINT")
        #expect(!messages(named, "testInsertedEntryIsFetched").contains { $0.hasPrefix("Crash: Tern (") })
        // One crash for two restarts: which test it was, the log does not say.
        let (unpaired, _) = Self.read(restarts)
        #expect(!messages(unpaired, "testDeletingEntryUpdatesBalance").contains { $0.hasPrefix("Crash:") })
        #expect(!messages(unpaired, "testInsertedEntryIsFetched").contains { $0.hasPrefix("Crash:") })
    }

    /// An uncaught exception's throw stack whose first frame past CoreFoundation's, libobjc's and Foundation's is
    /// XCTest's: the framework raised it, said as the running test's issue; one raised in the app's code is not.
    @Test func anExceptionXCTestRaisedItselfIsSaid() {
        func log(_ frame: String) -> String {
            """
            Test Case '-[TamsinTests.ReceiptUploadTests testUploadRecordsActivity]' started.
            2026-08-13 12:08:03.118921+0000 Tamsin[5210:61102] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Current context must not be nil'
            *** First throw call stack:
            (
            \t0   CoreFoundation                      0x00000001804c10f0 __exceptionPreprocess + 160
            \t1   libobjc.A.dylib                     0x000000018008add8 objc_exception_throw + 72
            \t2   Foundation                          0x0000000180e1c6f4 -[NSAssertionHandler handleFailureInMethod:object:file:lineNumber:description:] + 172
            \(frame)
            \t4   TamsinTests                         0x000000011cf71ef0 $s11TamsinTests013ReceiptUploadB0C25testUploadRecordsActivityyyYaKF + 216
            )
            libc++abi: terminating due to uncaught exception of type NSException
            Restarting after unexpected exit, crash, or test timeout in ReceiptUploadTests.testUploadRecordsActivity(); summary will include totals from previous launches.

            """
        }
        let messages = { (report: TestRunReport) in report.tests.first { $0.id.name == "testUploadRecordsActivity" }?.issues.map(\.message) ?? [] }
        let (byXCTest, _) = Self.read(log("\t3   XCTestCore                          0x0000000104ca92a0 +[XCTContext currentContextInThread:] + 164"))
        #expect(messages(byXCTest).contains { $0.hasPrefix("XCTest raised this uncaught exception itself (`XCTestCore +[XCTContext currentContextInThread:]`)") })
        let (byTheApp, _) = Self.read(log("\t3   Tamsin.debug.dylib                  0x0000000104ca92a0 ReceiptUploader.record(_:) + 164"))
        #expect(!messages(byTheApp).isEmpty)
        #expect(!messages(byTheApp).contains { $0.hasPrefix("XCTest raised") })
        // An expectation fulfilled twice: XCTest raises it, for the code's completion handler called twice.
        let (fulfilledTwice, _) = Self.read(log("\t3   XCTestCore                          0x0000000104ca92a0 -[XCTestExpectation fulfill] + 164"))
        #expect(!messages(fulfilledTwice).contains { $0.hasPrefix("XCTest raised") })
    }

    /// xctool's pretty reporter: each result as `✓`/`✗ -[Suite test] (N ms)`, its failure's lines after it,
    /// indented — xcodebuild's `file:line: error:` line, or xctool's own `Test did not run: …`, which is then
    /// the failure's message; the summary's repeat of a failure is not another test.
    @Test func xctoolsResultsAndTheirFailuresAfterThem() {
        let log = """
                [Info] Launching test host and running tests ... (0 ms)
                ✓ -[WKHDateParserTests testParsesISO8601] (2 ms)
                ✗ -[WKHDateParserTests testParsesRFC822WithoutSeconds] (4 ms)
                    /Users/travis/build/wickham/WickhamTests/WKHDateParserTests.m:15: error: -[WKHDateParserTests testParsesRFC822WithoutSeconds] : ((date) != nil) failed - RFC 822 dates may omit seconds
                ✗ -[WKHImageCacheTests testEvictsUnderMemoryPressure] (0 ms)
                    Test did not run: the test bundle stopped running or crashed in this test.
                ** RUN-TEST FAILED: 1 passed, 1 failed, 1 errored, 3 total ** (118211 ms)

            === SUMMARY ===

                ✗ -[WKHImageCacheTests testEvictsUnderMemoryPressure] (0 ms)
                    Test did not run: the test bundle stopped running or crashed in this test.

            """
        let (report, _) = Self.read(log)
        let byName = Dictionary(report.tests.map { ($0.id.name, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(report.tests.count == 3)
        #expect(byName["testParsesISO8601"]?.status == .passed)
        #expect(byName["testParsesISO8601"]?.duration == 0.002)
        #expect(byName["testParsesRFC822WithoutSeconds"]?.status == .failed)
        #expect(byName["testParsesRFC822WithoutSeconds"]?.issues.first?.location?.line == 15)
        #expect(byName["testEvictsUnderMemoryPressure"]?.status == .failed)
        #expect(byName["testEvictsUnderMemoryPressure"]?.issues.first?.message == "Test did not run: the test bundle stopped running or crashed in this test.")
    }

    /// xcbeautify prints no test's start: what the app printed since the last result is the next failure's.
    @Test func aFormattersConsoleLinesAreTheNextFailures() {
        let log = """
            Test Suite AnalyticsFlushTests started
                ✔ testQueueStartsEmpty (0.001 seconds)
            Main Thread Checker: UI API called on a background thread: -[UIApplication applicationState]
                ✖ testFlushSendsQueuedEvents, Asynchronous wait failed: Exceeded timeout of 5 seconds, with unfulfilled expectations: "events flushed".

            """
        let (report, reader) = Self.read(log)
        let failed = report.tests.first { $0.status == .failed }
        #expect(failed?.id.name == "testFlushSendsQueuedEvents")
        #expect(failed.flatMap { reader.taskLinesByTest[$0.id] }?.compactMap(\.excerpt).map { $0.hasPrefix("Main Thread Checker") } == [true])
    }

    @Test func parameterisedSwiftTestingAndIssueOutsideAnyTest() {
        let log = """
            ◇ Test run started.
            ◇ Suite RefreshTests started.
            ◇ Test steeps(leaf:) started.
            ✘ Test steeps(leaf:) recorded an issue with 1 argument leaf → "at home" at KettleTests.swift:6:5: Expectation failed: leaf.isEmpty
            ✘ Test steeps(leaf:) with 3 test cases failed after 0.002 seconds with 1 issue.
            ✘ Test "Refresh commits atomically" recorded an issue at RefreshTests.swift:20:9: Issue recorded
            ✘ Test "Refresh commits atomically" failed after 0.010 seconds with 1 issue.
            ✘ Suite RefreshTests recorded an issue at RefreshTests.swift:3:1: Issue recorded in Task.detached
            ✘ Suite RefreshTests failed after 0.011 seconds with 3 issues.
            ✘ Test run with 2 tests failed after 0.012 seconds with 3 issues.

            """
        let (report, reader) = Self.read(log)
        #expect(reader.unrecognizedLineCount == 0)
        #expect(report.tests.map(\.id.description) == ["RefreshTests/steeps(leaf:)", "RefreshTests/Refresh commits atomically"])
        #expect(report.tests.allSatisfy { $0.status == .failed })
        #expect(report.tests[0].issues.first?.location == SourceLocation(file: "KettleTests.swift", line: 6, column: 5))
        #expect(report.tests[0].issues.first?.message == "Expectation failed: leaf.isEmpty")
        #expect(report.unattributedIssues.first?.location == SourceLocation(file: "RefreshTests.swift", line: 3, column: 1))
    }

    @Test func aTestStillRunningAtTheEndOfTheLogFailed() {
        let (report, _) = Self.read("Test Case '-[App.T testHang]' started.\n")
        #expect(report.tests.first?.status == .failed)
        #expect(report.tests.first?.issues.first?.evidence?.line == 1)
    }

    @Test func skippedXCTestKeepsItsReason() {
        let log = """
            Test Case '-[App.T testB]' started.
            /src/T.swift:9: -[App.T testB] : Test skipped - needs a device
            Test Case '-[App.T testB]' skipped (0.001 seconds).

            """
        let (report, reader) = Self.read(log)
        #expect(reader.unrecognizedLineCount == 0)
        #expect(report.tests.first?.status == .skipped)
        #expect(report.tests.first?.issues.first?.message == "Test skipped: needs a device")
        #expect(report.tests.first?.issues.first?.location?.line == 9)
    }

    /// A trap's own line gives its `file:line` (triggering); a line that carries a crash after a
    /// message of its own — an XCTest failure reporting the app's crash — is not a trap's line, and
    /// the message before the crash's location never becomes a path (non-triggering: the XCTest
    /// failure reads it, with its own location).
    @Test func aTrapsOwnLineGivesItsLocationAndACrashInsideAFailureDoesNot() {
        let log = """
            Test Case '-[App.SyncTests testMerge]' started.
            App/Sync.swift:42: Fatal error: Index out of range
            Test Case '-[App.SyncTests testMerge]' failed (0.002 seconds).
            Test Case '-[AppUITests.ImportUITests testImport]' started.
            /src/AppUITests/ImportUITests.swift:15: error: -[AppUITests.ImportUITests testImport] : Crash: App (51234) at AppKit/Importer.swift:88: Fatal error: Unexpectedly found nil while unwrapping an Optional value
            Test Case '-[AppUITests.ImportUITests testImport]' failed (7.301 seconds).
            Test Case '-[App.SyncTests testOnDevice]' started.
            2026-08-13 12:07:23.120456+0000 App[812:9313] 2024/Sync.swift:57: Fatal error: Unexpectedly found nil
            Test Case '-[App.SyncTests testOnDevice]' failed (0.002 seconds).

            """
        let (report, reader) = Self.read(log)
        #expect(reader.unrecognizedLineCount == 0)
        // A device log's header (date, process and thread) before the trap is not its path.
        let device = report.tests.first { $0.id.name == "testOnDevice" }?.issues
        #expect(device?.map(\.location) == [SourceLocation(file: "2024/Sync.swift", line: 57)])
        let trap = report.tests.first { $0.id.name == "testMerge" }?.issues
        #expect(trap?.map(\.location) == [SourceLocation(file: "App/Sync.swift", line: 42)])
        #expect(trap?.map(\.message) == ["Fatal error: Index out of range"])
        let crash = report.tests.first { $0.id.name == "testImport" }?.issues
        #expect(crash?.map(\.location) == [SourceLocation(file: "/src/AppUITests/ImportUITests.swift", line: 15)], "\(String(describing: crash))")
        #expect(crash?.map(\.message) == ["Crash: App (51234) at AppKit/Importer.swift:88: Fatal error: Unexpectedly found nil while unwrapping an Optional value"])
    }

    @Test func errorLinesDuringATestBelongToTheTestNotTheBuild() {
        let log = """
            Test Case '-[App.SyncTests testImport]' started.
            /src/Fixtures/bad.json:3:7: error: unexpected character
            Test Case '-[App.SyncTests testImport]' failed (0.002 seconds).
            ** TEST FAILED **

            """
        let (report, _) = Self.read(log)
        #expect(report.build.succeeded == true)
        #expect(report.build.errors.isEmpty)
        #expect(report.tests.first?.issues.first?.location == SourceLocation(file: "/src/Fixtures/bad.json", line: 3, column: 7))
    }

    @Test func swiftBuildFailureWithoutLocationFailsTheBuild() {
        let log = """
            [1/8] Compiling App Sync.swift
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            error: fatalError

            """
        let (report, reader) = Self.read(log)
        #expect(reader.unrecognizedLineCount == 0)
        #expect(report.build.succeeded == false)
        #expect(report.build.errors.count == 2)
    }

    @Test func multiLineMessageEndsAtTheNextStructuralLine() {
        let log = """
            Test Case '-[App.T testA]' started.
            /a.swift:7: error: -[App.T testA] : XCTAssertEqual failed: ("first
            second") is not equal to ("third")
            Test Case '-[App.T testA]' failed (0.001 seconds).
            /a.swift:90: error: -[App.T testA] : tearDown failed
            Test Suite 'T' failed at 2026-11-20 09:14:03.000.
            \t Executed 1 test, with 2 failures (0 unexpected) in 0.001 (0.001) seconds

            """
        let (report, reader) = Self.read(log)
        #expect(reader.unrecognizedLineCount == 0)
        #expect(report.tests.first?.issues.map(\.message) == ["XCTAssertEqual failed: (\"first\nsecond\") is not equal to (\"third\")", "tearDown failed"])
    }

    /// XCUITest's activity log (`t = …s` steps, as Xcode prints them) goes on after a failure
    /// line: its steps are not part of the message, and an app's line after them is not either.
    @Test func uiTestActivityAfterAFailureEndsItsMessage() {
        let log = """
            Test Case '-[XCUITests.FirefoxSuggestSettingsTests testSuggestToggleSurvivesBackgrounding]' started.
                t =     0.00s Start Test at 2024-03-06 10:02:11.013
                t =     0.21s Set Up
                t =     0.30s         Launch org.mozilla.ios.Fennec
                t =     8.40s Press home button
            /Users/runner/work/firefox-ios/firefox-ios/Tests/XCUITests/FirefoxSuggestSettingsTests.swift:41: error: -[XCUITests.FirefoxSuggestSettingsTests testSuggestToggleSurvivesBackgrounding] : Application org.mozilla.ios.Fennec is not running
                t =    11.88s Tear Down
            Wait for connect to desktop done
            Test Case '-[XCUITests.FirefoxSuggestSettingsTests testSuggestToggleSurvivesBackgrounding]' failed (12.004 seconds).

            """
        let (report, reader) = Self.read(log)
        #expect(report.tests.first?.status == .failed)
        #expect(report.tests.first?.issues.map(\.message) == ["Application org.mozilla.ios.Fennec is not running"])
        // The app's own line is no longer taken into the message: it is the one line left unknown.
        #expect(reader.unrecognizedLineCount == 1)
    }

    /// A message's own lines still continue it, indented or not, also one that starts `t =` but is
    /// not a step (no `…s` seconds); a UI assertion step ends it too.
    @Test func aMultiLineMessageStillContinuesUntilAnActivityStep() {
        let log = """
            Test Case '-[App.T testA]' started.
            /a.swift:7: error: -[App.T testA] : XCTAssertEqual failed: ("first
                t = 3
            second") is not equal to ("third")
                t =    22.27s             Assertion Failure: <unknown>:0: UI Testing Failure - Unable to find hit point for element Button 0x608001165880: {{74.0, -54.0}, {44.0, 38.0}}, label: 'Disconnect'
                t =    22.29s     Tear Down
            Test Case '-[App.T testA]' failed (22.490 seconds).

            """
        let (report, reader) = Self.read(log)
        #expect(reader.unrecognizedLineCount == 0)
        #expect(report.tests.first?.issues.map(\.message) == [
            "XCTAssertEqual failed: (\"first\n    t = 3\nsecond\") is not equal to (\"third\")",
            "UI Testing Failure - Unable to find hit point for element Button 0x608001165880: {{74.0, -54.0}, {44.0, 38.0}}, label: 'Disconnect'",
        ])
    }

    @Test func compilerCrashFailsTheBuild() {
        let log = """
            SwiftCompile normal arm64 /src/App/TheView.swift (in target 'App' from project 'App')
                cd /src/App
                /Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/bin/swift-frontend -frontend -c /src/App/TheView.swift
            Command SwiftCompile failed with a nonzero exit code

            """
        let (report, reader) = Self.read(log)
        #expect(reader.unrecognizedLineCount == 0)
        #expect(report.build.succeeded == false)
        #expect(report.build.errors.first?.message == "Command SwiftCompile failed with a nonzero exit code")
        #expect(report.build.errors.first?.evidence?.line == 4)
    }

    /// A clone's app crashed before any result named its process (`Wrenfield (51022) encountered an
    /// error (Crash: …`): once a result names 51022, the line is that clone's test's, not the run's —
    /// another clone's test killed by the runner at the same time must not take it as its cause.
    @Test func aClonesCrashBeforeItsFirstResultIsThatClonesTest() {
        let (_, reader) = Self.read("""
            Test suite 'BackupTaskRegistrationTests' started on 'Clone 1 of iPhone 16 - Wrenfield (51022)'
            Test suite 'WorkoutHistoryUITests' started on 'Clone 2 of iPhone 16 - WrenfieldUITests-Runner (51387)'
            Wrenfield (51022) encountered an error (Crash: Wrenfield (51022) *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'All launch handlers must be registered before application finishes launching')
            Test case 'BackupTaskRegistrationTests.testBackupHandlerRegistered()' failed on 'Clone 1 of iPhone 16 - Wrenfield (51022)' (0.214 seconds)
            WrenfieldUITests-Runner (51387) encountered an error (Test runner exited unexpectedly with signal kill (9) while running WorkoutHistoryUITests.testFilterToThisWeek().)
            Test case 'WorkoutHistoryUITests.testFilterToThisWeek()' failed on 'Clone 2 of iPhone 16 - WrenfieldUITests-Runner (51387)' (300.012 seconds)

            """)
        let backup = reader.taskLinesByTest.first { $0.key.name == "testBackupHandlerRegistered" }?.value ?? []
        #expect(backup.contains { ($0.excerpt ?? "").contains("must be registered before") })
        #expect(!reader.runTaskLines.contains { ($0.excerpt ?? "").contains("must be registered before") })
        let filter = reader.taskLinesByTest.first { $0.key.name == "testFilterToThisWeek" }?.value ?? []
        #expect(!filter.contains { ($0.excerpt ?? "").contains("must be registered before") })
    }

    /// xcodebuild's restart line as some Xcode versions print it, after its logger's prefix, names the
    /// Swift Testing test that crashed the process; the one running beside it was cut short, not
    /// failed, when xcodebuild's list of failing tests leaves it out (and when it lists it, it failed).
    @Test(arguments: [false, true])
    func aLoggedRestartNamesTheCrashAndTheTestBesideItWasCutShort(listed: Bool) {
        let log = """
            ◇ Test run started.
            ◇ Test refreshWritesTidesAndAdvancesCursor() started.
            ◇ Test refreshKeepsOldTidesWhenFetchFails() started.
            Mockable/Matcher.swift:88: Fatal error: No return value found for member fetchTides(station:since:)
            2026-11-30 14:12:19.702 xcodebuild[3817:29011] [MT] IDETestOperationsObserverDebug: Restarting after unexpected exit, crash, or test timeout in TideRefreshJobTests/refreshWritesTidesAndAdvancesCursor(); summary will include totals from previous launches.
            Test Suite 'Selected tests' started at 2026-11-30 14:12:19.760.

            Failing tests:
            \tTideRefreshJobTests/refreshWritesTidesAndAdvancesCursor()
            \(listed ? "\tTideRefreshJobTests/refreshKeepsOldTidesWhenFetchFails()\n" : "")
            ** TEST FAILED **

            """
        let (report, _) = Self.read(log)
        let failed = report.tests.filter { $0.status == .failed }.map(\.id.name)
        #expect(failed.contains { $0.hasPrefix("refreshWritesTidesAndAdvancesCursor") })
        let crashed = report.tests.first { $0.id.name.hasPrefix("refreshWritesTidesAndAdvancesCursor") }
        #expect(crashed?.issues.contains { $0.message.hasPrefix("Restarting after unexpected exit") } == true)
        #expect(failed.contains { $0.hasPrefix("refreshKeepsOldTidesWhenFetchFails") } == listed)
    }

    /// The test still running when xcodebuild lost the test runner (`Testing failed: Lost connection to the test
    /// manager service.`) has that as its reason, beside the log ending under it; a test that finished keeps none.
    @Test func theTestRunningWhenTheRunnerWasLostCarriesTheLoss() {
        let log = """
            Test Case '-[AppUITests.CallTests testEndsCall]' started.
            Test Case '-[AppUITests.CallTests testEndsCall]' passed (1.000 seconds).
            Test Case '-[AppUITests.CallTests testMutes]' started.
                t =     0.08s     Launch app.example
            Failing tests:
            \tCallTests.testMutes()

            Testing failed:
            \tLost connection to the test manager service.

            ** TEST FAILED **

            """
        let (report, _) = Self.read(log)
        let mutes = report.tests.first { $0.id.name == "testMutes" }
        #expect(mutes?.status == .failed)
        #expect(mutes?.issues.map(\.message).last == "Lost connection to the test manager service.")
        #expect(report.tests.first { $0.id.name == "testEndsCall" }?.issues.isEmpty == true)
    }

    /// A retry's heading (`Retrying tests that failed (iteration 2 of 2)`) right after a parallel clone's failure heads
    /// the retry: it is no more of that failure's message (read as one, `…did not open\nRetrying tests that failed`
    /// once read as a task that "failed" to run, round 97's `rf04`). An app's `Retrying in 5 s`, or its `Retrying chunk 3
    /// after failed response 503`, is not a heading: more of the message.
    @Test func aRetryHeadingEndsTheFailureBeforeIt() {
        let log = """
            Test case 'DeepLinkUITests.testSchemeLinkOpens()' failed on 'Clone 3 of iPhone 16 - AppUITests-Runner (41260)' (15.331 seconds)
            /builds/app/AppUITests/DeepLinkUITests.swift:9: error: -[AppUITests.DeepLinkUITests testSchemeLinkOpens] : XCTAssertTrue failed - app did not open
            Retrying tests that failed (iteration 2 of 2)
            Test case 'CartTests.testTotal()' failed on 'Clone 1 of iPhone 16 - App (41208)' (0.002 seconds)
            /builds/app/AppTests/CartTests.swift:11: error: -[AppTests.CartTests testTotal] : XCTAssertEqual failed: ("1") is not equal to ("2")
            Retrying chunk 3 after failed response 503

            """
        let (report, reader) = Self.read(log)
        #expect(report.tests.first { $0.id.name == "testSchemeLinkOpens" }?.issues.map(\.message) == ["XCTAssertTrue failed - app did not open"])
        #expect(report.tests.first { $0.id.name == "testTotal" }?.issues.map(\.message) == ["XCTAssertEqual failed: (\"1\") is not equal to (\"2\")\nRetrying chunk 3 after failed response 503"])
        #expect(reader.unrecognizedLineCount == 0)
        // Read by its shape: the wordings CI scripts print (round 99's review, M1), and not an app's retry of failed requests.
        for heading in ["Retrying the failed tests (1/1)", "Retrying failed tests...", "Retrying the failing tests (1/2)", "Retrying the failed tests (attempt 2 of 3)"] {
            let (retried, _) = Self.read(log.replacingOccurrences(of: "Retrying tests that failed (iteration 2 of 2)", with: heading))
            #expect(retried.tests.first { $0.id.name == "testSchemeLinkOpens" }?.issues.map(\.message) == ["XCTAssertTrue failed - app did not open"], "\(heading)")
        }
        let requests = Self.read(log.replacingOccurrences(of: "Retrying tests that failed (iteration 2 of 2)", with: "Retrying failed requests for tests/upload"))
        #expect(requests.0.tests.first { $0.id.name == "testSchemeLinkOpens" }?.issues.first?.message.hasSuffix("Retrying failed requests for tests/upload") == true)
    }

    /// A Swift Testing issue as xcodebuild prints it under parallel clones may carry its column
    /// (`StoreTests.swift:11:9: error: StoreTests/loadsProducts() : …`): the test's failure, placed; a compiler's
    /// diagnostic with a column (`error: cannot find 'x' in scope`) is no test's (round 101's `rx07`).
    @Test func aSwiftTestingIssueWithItsColumnIsTheTestsFailure() {
        let log = """
            /ci/pollard/PollardTests/StoreTests.swift:11:9: error: StoreTests/loadsProducts() : Expectation failed: (store.products.count → 0) == 3
            Test case 'StoreTests/loadsProducts()' failed on 'Clone 1 of iPhone 16 - Pollard (71204)' (0.318 seconds)
            /ci/pollard/Pollard/Store.swift:4:13: error: cannot find 'catalog' in scope : a compiler's words

            """
        let (report, _) = Self.read(log)
        let failed = report.tests.first { $0.id.name.hasPrefix("loadsProducts") }
        #expect(failed?.status == .failed)
        #expect(failed?.issues.map(\.message) == ["Expectation failed: (store.products.count → 0) == 3"])
        #expect(failed?.issues.first?.location?.file == "/ci/pollard/PollardTests/StoreTests.swift" && failed?.issues.first?.location?.line == 11)
        #expect(report.tests.count == 1)
    }

    /// `Testing failed:` names a test's crash, then lists the same crashed process on its own; a test on another clone
    /// that restarted after a kill has no crash of its own: the bare entry is the named test's crash again, not the
    /// restarted test's (round 102's `se03`: a UI test read as the location crash's at 0.85).
    @Test func aCrashTheSummaryGaveANamedTestIsNoRestartedTestsCrash() {
        let log = """
            Test Case '-[KiteTests.GeofenceMonitorTests testStartTrackingEnablesBackgroundUpdates]' started on 'Clone 1 of iPhone 16 - Kite (51844)'
            Restarting after unexpected exit, crash, or test timeout in GeofenceMonitorTests.testStartTrackingEnablesBackgroundUpdates(); summary will include totals from previous launches.
            Test Case '-[KiteUITests.TripSummaryUITests testShareCardOpensShareSheet]' started on 'Clone 2 of iPhone 16 - KiteUITests-Runner (52011)'
            Restarting after unexpected exit, crash, or test timeout in TripSummaryUITests.testShareCardOpensShareSheet(); summary will include totals from previous launches.

            Testing failed:
            \ttestStartTrackingEnablesBackgroundUpdates(): Kite (51844) encountered an error (Crash: Kite (51844) -[CLLocationManager setAllowsBackgroundLocationUpdates:]. Check the test's report in the result bundle for crash details.)
            \ttestShareCardOpensShareSheet(): Test crashed with signal kill.
            \tKite (51844) encountered an error (Crash: Kite (51844) -[CLLocationManager setAllowsBackgroundLocationUpdates:]. Check the test's report in the result bundle for crash details.)

            """
        let (report, _) = Self.read(log)
        let shareCard = report.tests.first { $0.id.name == "testShareCardOpensShareSheet" }
        #expect(shareCard?.status == .failed)
        #expect(shareCard?.issues.contains { $0.message.contains("CLLocationManager") } == false)
        #expect(report.tests.first { $0.id.name == "testStartTrackingEnablesBackgroundUpdates" }?.issues.contains { $0.message.contains("CLLocationManager") } == true)
    }

    /// A clone's result line that carries its failure in place of the duration (`failed on '…' (/path/X.swift:18:
    /// XCTAssertEqual failed: …)`): that is the test's failure, placed (round 102's `sb07`: three failures without a message).
    @Test func aClonesResultLineMayCarryItsFailure() {
        let log = """
            Test suite 'TodaySummaryTests' started on 'Clone 1 of iPhone 16 Pro - GaugeFit (3310)'
            Test case 'TodaySummaryTests.testTodayWindowStartsAtLocalMidnight()' failed on 'Clone 1 of iPhone 16 Pro - GaugeFit (3310)' (/ci/GaugeFitTests/TodaySummaryTests.swift:18: XCTAssertEqual failed: ("2026-03-10T00:00:00Z") is not equal to ("2026-03-10T05:00:00Z"))
            Test case 'TodaySummaryTests.testSummaryLoads()' passed on 'Clone 1 of iPhone 16 Pro - GaugeFit (3310)' (0.002 seconds)

            """
        let (report, _) = Self.read(log)
        let failed = report.tests.first { $0.id.name.hasPrefix("testTodayWindowStartsAtLocalMidnight") }
        #expect(failed?.status == .failed)
        #expect(failed?.issues.map(\.message) == ["XCTAssertEqual failed: (\"2026-03-10T00:00:00Z\") is not equal to (\"2026-03-10T05:00:00Z\")"])
        #expect(failed?.issues.first?.location?.line == 18)
        #expect(report.tests.first { $0.id.name.hasPrefix("testSummaryLoads") }?.duration == 0.002)
    }
}
