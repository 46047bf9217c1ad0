import EvidenceKit
@testable import EvidenceReaders
@testable import EvidenceTriage
import Foundation
import Testing

/// Swift Testing in parallel suites prints no suite on its `✘` lines: every failed test must still
/// come out once, as `Suite/name`, with its message — never a bare name beside the summary's entry.
@Suite struct SwiftTestingSuiteResolutionTests {
    static func failedTests(_ log: String) -> [TestResult] {
        TestLogReaderStreamTests.read(log).0.tests.filter { $0.status == .failed }
    }

    static let parallelSuites = """
        ◇ Test run started.
        ◇ Suite SyncJobTests started.
        ◇ Suite FeedParserTests started.
        ◇ Test runningTwiceDoesNotDuplicate() started.
        ◇ Test parsesEmptyFeed() started.
        ✘ Test runningTwiceDoesNotDuplicate() recorded an issue at SyncJobTests.swift:88:9: Expectation failed: (store.items.count → 14) == 7
        ✘ Test runningTwiceDoesNotDuplicate() failed after 0.004 seconds with 1 issue.
        ✘ Test parsesEmptyFeed() recorded an issue at /Users/runner/work/App/AppTests/FeedParserTests.swift:12:5: Expectation failed: feed.items.isEmpty
        ✘ Test parsesEmptyFeed() failed after 0.006 seconds with 1 issue.
        ✘ Suite SyncJobTests failed after 0.010 seconds with 1 issue.
        ✘ Suite FeedParserTests failed after 0.011 seconds with 1 issue.
        ✘ Test run with 2 tests failed after 0.012 seconds with 2 issues.

        """

    @Test func theSummaryNamesTheSuiteAndModule() {
        let log = Self.parallelSuites + """
            Failing tests:
            \tAppTests.SyncJobTests/runningTwiceDoesNotDuplicate()
            \tAppTests.FeedParserTests/parsesEmptyFeed()

            ** TEST FAILED **

            """
        let failed = Self.failedTests(log)
        #expect(failed.map(\.id.description).sorted() == ["AppTests.FeedParserTests/parsesEmptyFeed", "AppTests.SyncJobTests/runningTwiceDoesNotDuplicate"])
        #expect(failed.allSatisfy { $0.issues.count == 1 })
        #expect(failed.first { $0.id.suite == "SyncJobTests" }?.issues.first?.message == "Expectation failed: (store.items.count → 14) == 7")
    }

    @Test func withoutASummaryTheSourceFileNamesTheSuite() {
        let failed = Self.failedTests(Self.parallelSuites)
        #expect(failed.map(\.id.description).sorted() == ["FeedParserTests/parsesEmptyFeed", "SyncJobTests/runningTwiceDoesNotDuplicate"])
    }

    /// Xcode 16's summary names a Swift Testing test by its target, suite and function with its
    /// argument labels (`KestrelTests/DomainArchitectureTests/domainHasNoForbiddenImports(file:)`):
    /// the target is the module, the suite the suite — one test with the display-named one.
    @Test func aTargetSuiteAndFunctionEntryIsOneTestWithTheDisplayNamedOne() {
        let log = """
            ◇ Suite DomainArchitectureTests started.
            ◇ Test "Domain stays free of UI imports" started.
            ✘ Test "Domain stays free of UI imports" recorded an issue with 1 argument file → Domain/Store.swift at DomainArchitectureTests.swift:16:7: Expectation failed: !imports.contains("SwiftData")
            ✘ Test "Domain stays free of UI imports" failed after 0.011 seconds with 1 issue.
            ✘ Suite DomainArchitectureTests failed after 0.012 seconds with 1 issue.
            Failing tests:
            	KestrelTests/DomainArchitectureTests/domainHasNoForbiddenImports(file:)

            """
        let failed = Self.failedTests(log)
        #expect(failed.count == 1)
        #expect(failed.first.map { "\($0.id.module ?? "-") \($0.id.suite)" } == "KestrelTests DomainArchitectureTests")
    }

    @Test func aDisplayNameJoinsTheSummarysOnlyUnmatchedEntryOfItsSuite() {
        let log = """
            ◇ Suite SyncJobTests started.
            ◇ Suite FeedParserTests started.
            ◇ Test "Running twice does not duplicate" started.
            ✘ Test "Running twice does not duplicate" recorded an issue at SyncJobTests.swift:88:9: Expectation failed: 14 == 7
            ✘ Test "Running twice does not duplicate" failed after 0.004 seconds with 1 issue.
            ✘ Suite SyncJobTests failed after 0.010 seconds with 1 issue.
            ✔ Suite FeedParserTests passed after 0.011 seconds.
            Failing tests:
            \tSyncJobTests/runningTwiceDoesNotDuplicate()

            """
        let failed = Self.failedTests(log)
        #expect(failed.map(\.id.description) == ["SyncJobTests/runningTwiceDoesNotDuplicate"])
        #expect(failed.first?.issues.first?.message == "Expectation failed: 14 == 7")
    }

    /// A CI step that prints `Failing tests:` again under its own heading lists each entry twice: still
    /// one unmatched entry of the suite, the display-named test's (round 45's `ex07`, read as five failures of three).
    @Test func aSummaryPrintedTwiceStillJoinsTheDisplayName() {
        let log = """
            ◇ Test "Running twice does not duplicate" started.
            ✘ Test "Running twice does not duplicate" recorded an issue at SyncJobTests.swift:88:9: Expectation failed: 14 == 7
            ✘ Test "Running twice does not duplicate" failed after 0.004 seconds with 1 issue.
            Failing tests:
            \tSyncJobTests/runningTwiceDoesNotDuplicate()

            ** TEST FAILED **
            +++ :rotating_light: Test failures
            Failing tests:
            \tSyncJobTests/runningTwiceDoesNotDuplicate()

            """
        #expect(Self.failedTests(log).map(\.id.description) == ["SyncJobTests/runningTwiceDoesNotDuplicate"])
    }

    /// A test run twice (`-test-iterations 2`, round 91's `ps06`) is placed in its suite as it started
    /// the first time and by its file the second, when the suite had closed: one display name still,
    /// one test under the summary's function name — not that entry beside the display name twice.
    @Test func aDisplayNamedTestRunTwiceIsOneTest() {
        let log = """
            ◇ Suite TripDistanceTests started.
            ◇ Test "Trip summary uses nautical miles" started.
            ✘ Test "Trip summary uses nautical miles" recorded an issue at TripDistanceTests.swift:14:9: Expectation failed: (s → "5.8 nmi") == "5.0 nmi"
            ✘ Test "Trip summary uses nautical miles" failed after 0.002 seconds with 1 issue.
            ✘ Suite TripDistanceTests failed after 0.003 seconds with 1 issue.
            ◇ Test "Trip summary uses nautical miles" started.
            ✘ Test "Trip summary uses nautical miles" recorded an issue at TripDistanceTests.swift:14:9: Expectation failed: (s → "5.8 nmi") == "5.0 nmi"
            ✘ Test "Trip summary uses nautical miles" failed after 0.001 seconds with 1 issue.
            Testing failed:
            	Trip summary uses nautical miles: Expectation failed: (s → "5.8 nmi") == "5.0 nmi"

            Failing tests:
            	RunnerTests.TripDistanceTests/summaryUnits()

            """
        let failed = Self.failedTests(log)
        #expect(failed.map(\.id.description) == ["RunnerTests.TripDistanceTests/summaryUnits"])
        #expect(failed.first?.issues.isEmpty == false)
    }

    /// Two display-named tests of one suite, each run twice: joined by their file to the summary's two entries,
    /// each name once, paired by the words they share.
    @Test func twoDisplayNamedTestsRunTwiceAreTwoTests() {
        let run = """
            ◇ Test "Trip summary uses nautical miles" started.
            ✘ Test "Trip summary uses nautical miles" recorded an issue at TripDistanceTests.swift:14:9: Expectation failed: (s → "5.8 nmi") == "5.0 nmi"
            ✘ Test "Trip summary uses nautical miles" failed after 0.002 seconds with 1 issue.
            ◇ Test "Distance adds up across pauses" started.
            ✘ Test "Distance adds up across pauses" recorded an issue at TripDistanceTests.swift:8:9: Expectation failed: (trip.totalKm → 2.1) == 5.3
            ✘ Test "Distance adds up across pauses" failed after 0.002 seconds with 1 issue.

            """
        let log = "◇ Suite TripDistanceTests started.\n" + run + "✘ Suite TripDistanceTests failed after 0.003 seconds with 2 issues.\n" + run + """
            Failing tests:
            \tRunnerTests.TripDistanceTests/distanceAccumulatesAcrossPauses()
            \tRunnerTests.TripDistanceTests/summaryUnits()

            """
        let failed = Self.failedTests(log)
        #expect(failed.map(\.id.description).sorted() == ["RunnerTests.TripDistanceTests/distanceAccumulatesAcrossPauses", "RunnerTests.TripDistanceTests/summaryUnits"])
        #expect(failed.first { $0.id.name == "summaryUnits" }?.issues.first?.message.contains("nmi") == true)
    }

    /// Display-named suites holding display-named tests (held-out round 4): the summary's function
    /// names join by the `Testing failed:` block's messages — identical messages pair in the order
    /// the log ran them — or, when that block names no function, by the issue's source file.
    @Test func displayNamedSuitesJoinTheSummaryByMessageOrByFile() {
        let log = """
            ◇ Suite "Statement export" started.
            ◇ Test "Failed write completes the task unsuccessfully" started.
            ✘ Test "Failed write completes the task unsuccessfully" recorded an issue at ExportTests.swift:15:9: Expectation failed: (task.completion → .completed(success: true)) == .completed(success: false)
            ✘ Test "Failed write completes the task unsuccessfully" failed after 0.008 seconds with 1 issue.
            ◇ Test "Expiration completes the task" started.
            ✘ Test "Expiration completes the task" recorded an issue at ExportTests.swift:25:9: Expectation failed: (task.completion → .completed(success: true)) == .completed(success: false)
            ✘ Test "Expiration completes the task" failed after 0.043 seconds with 1 issue.
            ✘ Suite "Statement export" failed after 0.06 seconds with 2 issues.
            ◇ Suite "Freshness labels" started.
            ◇ Test "Age label stays live" started.
            ✘ Test "Age label stays live" recorded an issue at FreshnessLabelTests.swift:11:9: Expectation failed: label.usesRelativeDateText
            ✘ Test "Age label stays live" failed after 0.042 seconds with 1 issue.
            ✘ Suite "Freshness labels" failed after 0.08 seconds with 1 issue.

            Testing failed:
            \tfailedWriteReportsFailure(): Expectation failed: (task.completion → .completed(success: true)) == .completed(success: false)
            \texpirationCompletesTask(): Expectation failed: (task.completion → .completed(success: true)) == .completed(success: false)
            \tExpectation failed: label.usesRelativeDateText

            Failing tests:
            \tExportTests.failedWriteReportsFailure()
            \tExportTests.expirationCompletesTask()
            \tFreshnessLabelTests.ageLabelStaysLive()

            """
        let failed = Self.failedTests(log)
        #expect(failed.map(\.id.description).sorted() == ["ExportTests/expirationCompletesTask", "ExportTests/failedWriteReportsFailure", "FreshnessLabelTests/ageLabelStaysLive"])
        #expect(failed.allSatisfy { $0.issues.count == 1 })
        #expect(failed.first { $0.id.name == "expirationCompletesTask" }?.issues.first?.location?.line == 25)
    }

    /// Two display-named failures of one file: one joins its entry by its words, and the other —
    /// whose words differ from its function's (`completes` against `Completion`) — is then the file's
    /// only open entry, not a second test beside it (held-out round 6).
    @Test func aJoinByWordsLeavesTheFilesOtherEntryToTheOtherFailure() {
        let log = """
            ◇ Suite "Continued uploads" started.
            ◇ Test "Continued task starts right after submit" started.
            ✘ Test "Continued task starts right after submit" recorded an issue at ContinuedUploadTests.swift:21:9: Expectation failed: (launched → false) == true
            ✘ Test "Continued task starts right after submit" failed after 5.011 seconds with 1 issue.
            ◇ Test "Progress reaches the total before the task completes" started.
            ✘ Test "Progress reaches the total before the task completes" recorded an issue at ContinuedUploadTests.swift:28:9: Expectation failed: (done → 0) == 4
            ✘ Test "Progress reaches the total before the task completes" failed after 0.013 seconds with 1 issue.
            ✘ Suite "Continued uploads" failed after 5.041 seconds with 2 issues.
            Failing tests:
            \tContinuedUploadTests/continuedTaskStartsRightAfterSubmit()
            \tContinuedUploadTests/progressReachesTotalBeforeCompletion()

            """
        let failed = Self.failedTests(log)
        #expect(failed.map(\.id.description).sorted() == ["ContinuedUploadTests/continuedTaskStartsRightAfterSubmit", "ContinuedUploadTests/progressReachesTotalBeforeCompletion"])
        #expect(failed.first { $0.id.name == "progressReachesTotalBeforeCompletion" }?.issues.first?.location?.line == 28)
    }

    /// A function-named test in a display-named suite whose issue came as an xcodebuild error line
    /// (a crash): one test, under the summary's suite — not a second under the display name (round 7).
    @Test func aFunctionInADisplayNamedSuiteJoinsTheSummary() {
        let log = """
            ◇ Suite "Store migrations" started.
            ◇ Test upgradesV3StoreToCurrent() started.
            ◇ Test opensShippedV2Fixture() started.
            ◇ Test freshStoreUsesCurrentSchema() started.
            ✔ Test freshStoreUsesCurrentSchema() passed after 0.061 seconds.
            2026-09-15 11:40:12.338120+0000 Pantry[7788:121090] [store] staged migration V2 -> V5 for pantry-v2-shipped.store
            2026-09-15 11:40:12.351733+0000 Pantry[7788:121090] CoreData: error: Cannot use staged migration with an unknown model version.
            ✘ Test opensShippedV2Fixture() recorded an issue at MigrationTests.swift:18:9: Expectation failed: an error was thrown when none was expected: Error Domain=NSCocoaErrorDomain Code=134504 "Cannot use staged migration with an unknown model version." UserInfo={NSLocalizedDescription=Cannot use staged migration with an unknown model version.}
            ✘ Test opensShippedV2Fixture() failed after 0.104 seconds with 1 issue.
            2026-09-15 11:40:12.402918+0000 Pantry[7788:121090] [store] staged migration V3 -> V5 for pantry-v3.store
            2026-09-15 11:40:12.455301+0000 Pantry[7788:121090] SwiftData/ModelContext.swift:3290: Fatal error: Failed to cast fetched object of type PantrySchemaV5.PantryItem to PantryItem in a context whose model is PantrySchemaV4
            Thread 6 Crashed:: Dispatch queue: com.apple.swiftdata.migration
            0   libswiftCore.dylib            \t0x000000019a7c1d40 _assertionFailure(_:_:file:line:flags:) + 176
            1   SwiftData                     \t0x00000002571e0b2c ModelContext.fetch<A>(_:) + 1212
            2   Pantry.debug.dylib            \t0x0000000104f51a08 closure #1 in variable initialization expression of static PantryMigrationPlan.v3toV4 + 168 (PantryMigrationPlan.swift:15)
            /Users/runner/work/hollis-pantry/hollis-pantry/PantryTests/MigrationTests.swift:12: error: PantryTests.MigrationTests/upgradesV3StoreToCurrent() : Crash: Pantry (7788) closure #1 in variable initialization expression of static PantryMigrationPlan.v3toV4 at PantryMigrationPlan.swift:15. Fatal error: Failed to cast fetched object of type PantrySchemaV5.PantryItem to PantryItem in a context whose model is PantrySchemaV4
            ✘ Test upgradesV3StoreToCurrent() failed after 0.061 seconds with 1 issue.
            
            Restarting after unexpected exit, crash, or test timeout in MigrationTests/upgradesV3StoreToCurrent(); summary will include totals from previous launches.
            
            ✘ Suite "Store migrations" failed after 0.211 seconds with 2 issues.
            ✘ Test run with 3 tests in 1 suite failed after 0.211 seconds with 2 issues.
            2026-09-15 11:40:14.012 xcodebuild[8123:91044] [MT] IDETestOperationsObserverDebug: 11.461 elapsed -- Testing started completed.
            
            Test session results, code coverage, and logs:
            \t/Users/runner/work/hollis-pantry/hollis-pantry/artifacts/Pantry.xcresult
            
            Testing failed:
            \ttestPruneCompletesOnceWithTwoHouseholds(): Crash: Pantry (7710) dispatch_group_leave.cold.1. BUG IN CLIENT OF LIBDISPATCH: Unbalanced call to dispatch_group_leave()
            \topensShippedV2Fixture(): Expectation failed: an error was thrown when none was expected: Error Domain=NSCocoaErrorDomain Code=134504 "Cannot use staged migration with an unknown model version."
            \tupgradesV3StoreToCurrent(): Crash: Pantry (7788) closure #1 in variable initialization expression of static PantryMigrationPlan.v3toV4
            
            Failing tests:
            \tPantryTests:
            \t\tExpiryPruneTaskTests.testPruneCompletesOnceWithTwoHouseholds()
            \t\tMigrationTests/opensShippedV2Fixture()
            \t\tMigrationTests/upgradesV3StoreToCurrent()
            

            """
        // The module-qualified error line and the summary's entry are one test to triage's merger
        // (one test identity); what must not appear is the display-named suite.
        let failed = Set(Self.failedTests(log).map { "\($0.id.suite)/\($0.id.name)" })
        #expect(failed == ["ExpiryPruneTaskTests/testPruneCompletesOnceWithTwoHouseholds", "MigrationTests/opensShippedV2Fixture", "MigrationTests/upgradesV3StoreToCurrent"], "\(failed)")
    }

    /// Display names paired with the summary's functions by their words, not the summary's order
    /// (xcodebuild lists functions alphabetically): round 7.
    @Test func displayNamesPairWithTheFunctionsTheirWordsName() {
        let log = """
            ◇ Suite "Continued map export" started.
            ◇ Test "export request asks for GPU only where the device supports it" started.
            ✘ Test "export request asks for GPU only where the device supports it" recorded an issue at ContinuedExportTests.swift:19:9: Expectation failed: supported
            ✘ Test "export request asks for GPU only where the device supports it" failed after 0.003 seconds with 1 issue.
            ◇ Test "export is accepted by the scheduler" started.
            ✘ Test "export is accepted by the scheduler" recorded an issue at ContinuedExportTests.swift:24:9: Caught error: Error Domain=BGTaskSchedulerErrorDomain Code=3 "(null)"
            ✘ Test "export is accepted by the scheduler" failed after 0.004 seconds with 1 issue.
            ◇ Test "export starts within 2 s of tapping Export" started.
            ✘ Test "export starts within 2 s of tapping Export" recorded an issue at ContinuedExportTests.swift:30:9: Expectation failed: delay
            ✘ Test "export starts within 2 s of tapping Export" failed after 41.094 seconds with 1 issue.
            Failing tests:
            \tContinuedExportTests/exportSubmitted()
            \tContinuedExportTests/gpuOnlyWhereSupported()
            \tContinuedExportTests/startsImmediately()

            """
        let lines = Dictionary(uniqueKeysWithValues: Self.failedTests(log).map { ($0.id.name, $0.issues.first?.location?.line) })
        #expect(lines == ["gpuOnlyWhereSupported": 19, "exportSubmitted": 24, "startsImmediately": 30])
    }

    /// Xcode 16 prints its own `Test case 'Suite/f()' failed on …` line after Swift Testing's: the
    /// display-named failure carries the issue, the bare line the name — one test. A test that
    /// crashed before its result joins by its display name's words (`"Bookmark sync updates state"`).
    @Test func aBareTestCaseLineAndADisplayNameAreOneTest() {
        let log = """
            ◇ Suite "Article refresh registration" started.
            ◇ Test "Refresh handler accepted at launch" started.
            ✘ Test "Refresh handler accepted at launch" recorded an issue at ArticleRefreshRegistrationTests.swift:15:9: Expectation failed: (registration.accepted → false) == true
            ✘ Test "Refresh handler accepted at launch" failed after 0.002 seconds with 1 issue.
            ✘ Suite "Article refresh registration" failed after 0.004 seconds with 1 issue.
            Test case 'ArticleRefreshRegistrationTests/refreshHandlerAcceptedAtLaunch()' failed on 'iPhone 16 Pro Max - Lumen (41233)' (0.002 seconds)
            ◇ Suite "Reader state" started.
            ◇ Test "Bookmark sync updates state" started.
            ✘ Test "Bookmark sync updates state" recorded an issue: Expectation failed: state.bookmarks.count == 1

            Failing tests:
            \tArticleRefreshRegistrationTests/refreshHandlerAcceptedAtLaunch()
            \tReaderStateTests/bookmarkSyncUpdatesState()

            """
        let failed = Self.failedTests(log)
        #expect(failed.map(\.id.description).sorted() == ["ArticleRefreshRegistrationTests/refreshHandlerAcceptedAtLaunch", "ReaderStateTests/bookmarkSyncUpdatesState"])
        #expect(failed.first { $0.id.suite == "ArticleRefreshRegistrationTests" }?.issues.first?.message == "Expectation failed: (registration.accepted → false) == true")
    }

    /// `@Test("Runs twice without duplicates") func runsTwice()`: Swift Testing prints the display
    /// name, xcodebuild's summary the function. One suite running (its id is known at once) or two
    /// in parallel (resolved at the end), it is one failed test, under the summary's name.
    @Test(arguments: [["SyncJobTests"], ["SyncJobTests", "FeedParserTests"]])
    func aDisplayNameAndTheSummarysFunctionNameAreOneTest(_ suites: [String]) {
        let log = """
            Test Suite 'All tests' started at 2026-08-13 12:07:23.100
            ◇ Test run started.
            ↳ Testing Library Version: 6.1 (43b6f88e2f2712e)
            ↳ Target Platform: arm64e-apple-ios13.0-simulator
            \(suites.map { "◇ Suite \($0) started." }.joined(separator: "\n"))
            ◇ Test "Runs twice without duplicates" started.
            ◇ Test cursorIsCommitted() started.
            ✘ Test "Runs twice without duplicates" recorded an issue at SyncJobTests.swift:31:9: Expectation failed: (store.items.count → 14) == 7
            ↳ // the second run must not write the items again
            ✔ Test cursorIsCommitted() passed after 0.003 seconds.
            ✘ Test "Runs twice without duplicates" failed after 0.004 seconds with 1 issue.
            \(suites.map { "✘ Suite \($0) failed after 0.005 seconds with 1 issue." }.joined(separator: "\n"))
            ✘ Test run with 2 tests in \(suites.count) suites failed after 0.006 seconds with 1 issue.
            Test Suite 'All tests' passed at 2026-08-13 12:07:23.107.
            \t Executed 0 tests, with 0 failures (0 unexpected) in 0.000 (0.007) seconds

            Failing tests:
            \tAppTests.SyncJobTests/runsTwice()

            ** TEST FAILED **

            """
        let (report, reader) = TestLogReaderStreamTests.read(log)
        #expect(reader.unrecognizedLineCount == 0)
        let failed = report.tests.filter { $0.status == .failed }
        #expect(failed.map(\.id.description) == ["AppTests.SyncJobTests/runsTwice"])
        #expect(failed.first?.issues.map(\.message) == ["Expectation failed: (store.items.count → 14) == 7\n// the second run must not write the items again"])
        #expect(failed.first?.issues.first?.evidence?.line == 7 + suites.count)
        #expect(report.tests.count == 2)
    }

    @Test func aSummaryEntryWithNoFailureLineIsStillOneFailedTest() {
        let log = """
            Test Case '-[AppTests.CleanupTests testRuns]' started.
            Test Case '-[AppTests.CleanupTests testRuns]' failed (0.010 seconds).
            Failing tests:
            \tAppTests.CleanupTests.testRuns()
            \tAppTests.OtherTests.testNeverPrinted()

            """
        let failed = Self.failedTests(log)
        #expect(failed.map(\.id.description) == ["AppTests.CleanupTests/testRuns", "AppTests.OtherTests/testNeverPrinted"])
    }

    @Test func consoleLinesOfTheOnlyRunningSwiftTestAreItsEvidence() {
        let log = """
            ◇ Suite RefreshTests started.
            ◇ Test refreshRuns() started.
            2026-11-20 09:14:03.120 App[123:456] BGTaskScheduler submit failed: Error Domain=BGTaskSchedulerErrorDomain Code=1 "(null)"
            ✘ Test refreshRuns() recorded an issue at RefreshTests.swift:20:9: Expectation failed: ran
            ✘ Test refreshRuns() failed after 0.004 seconds with 1 issue.

            """
        let (report, reader) = TestLogReaderStreamTests.read(log)
        let id = report.tests.first { $0.status == .failed }?.id
        #expect(id?.description == "RefreshTests/refreshRuns")
        #expect(reader.taskLinesByTest[id!]?.first?.excerpt?.contains("Code=1") == true)
    }

    /// Two Swift Testing tests run at once and the process crashes: the crash report's frame names
    /// the one that crashed, so its `error:` line is that test's; the other, which xcodebuild's own
    /// list of failures leaves out, was cut short, not failed. Without the list it stays a failure.
    @Test(arguments: [true, false])
    func aCrashFrameNamesWhichOfTheRunningTestsCrashed(withSummary: Bool) {
        let log = """
            ◇ Test sydneyNoonRendersLocal() started.
            ◇ Test perthNoonRendersLocal() started.
            Planner(41872) crashed: EXC_BAD_ACCESS (SIGSEGV) on com.apple.root.default-qos.cooperative
            Thread 3 Crashed:
            2   Foundation    0x0000000180c2e8a0 -[NSDateFormatter setTimeZone:] + 120
            4   PlannerTests  0x0000000103f18e44 HumanizedDateTests.sydneyNoonRendersLocal() + 212 (/ci/PlannerTests/HumanizedDateTests.swift:17)
            /ci/PlannerTests/HumanizedDateTests.swift:17: error: Test crashed with signal segv.

            """ + (withSummary ? "Failing tests:\n\tPlannerTests:\n\t\tHumanizedDateTests/sydneyNoonRendersLocal()\n" : "")
        let (report, _) = TestLogReaderStreamTests.read(log)
        let failed = report.tests.filter { $0.status == .failed }
        let sydney = failed.first { $0.id.name == "sydneyNoonRendersLocal" }
        #expect(sydney?.issues.contains { $0.message.contains("Test crashed with signal segv") } == true)
        #expect(report.unattributedIssues.isEmpty)
        #expect(failed.contains { $0.id.name == "perthNoonRendersLocal" } == !withSummary)
    }

    /// A crashed Swift Testing test the restart names takes the console lines no running test took —
    /// only those printed after its own start: the others were other tests' (several run at once).
    @Test func aRestartedTestTakesNoLinePrintedBeforeItStarted() throws {
        let log = """
            ◇ Test refreshRunsWithinOneMinute() started.
            ◇ Test opensFreshStore() started.
            2026-08-13 16:40:24.604 App[5120:24417] [refresh] Could not schedule app refresh: Error Domain=BGTaskSchedulerErrorDomain Code=1 "(null)"
            ✔ Test opensFreshStore() passed after 0.118 seconds.
            ◇ Test corruptStoreIsReopened() started.
            2026-08-13 16:40:24.741 App[5120:24433] [store] store open failed: SwiftDataError(_error: SwiftData.SwiftDataError._Error.loadIssueModelContainer) EXC_BREAKPOINT
            App/ModelContainerFactory.swift:24: Fatal error: Could not create ModelContainer
            Restarting after unexpected exit, crash, or test timeout in ModelContainerFactoryTests/corruptStoreIsReopened(); summary will include totals from previous launches.

            """
        let (report, reader) = TestLogReaderStreamTests.read(log)
        let crashed = try #require(report.tests.first { $0.id.name == "corruptStoreIsReopened" })
        let lines = reader.taskLinesByTest[crashed.id]?.compactMap(\.line) ?? []
        #expect(!lines.contains(3))
    }

    /// SwiftPM's warning of files it does not ship names them on the indented lines after it: the
    /// run's line keeps them, and stops at the first line that is no path.
    @Test func swiftPMsUnhandledFilesJoinItsWarning() {
        let log = """
            warning: 'hearthlinekit': found 2 file(s) which are unhandled; explicitly declare them as resources or exclude from the target
                /Users/ci/project/Sources/HearthlineKit/Resources/units.de_DE.json
                /Users/ci/project/Sources/HearthlineKit/Resources/units.fr_FR.json
            Resolved source packages:
              /Users/ci/project/NotAResource.swift
            Test Case '-[AppTests.UnitTableTests testLoads]' started.
            Test Case '-[AppTests.UnitTableTests testLoads]' passed (0.001 seconds).

            """
        let (_, reader) = TestLogReaderStreamTests.read(log)
        let warning = reader.runTaskLines.first?.excerpt ?? ""
        #expect(warning.hasSuffix("exclude from the target /Users/ci/project/Sources/HearthlineKit/Resources/units.de_DE.json /Users/ci/project/Sources/HearthlineKit/Resources/units.fr_FR.json"))
        #expect(reader.runTaskLines.count == 1)
    }

    @Test func consoleLinesOutsideAnyTestSpeakForTheRun() {
        let log = """
            *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'All launch handlers must be registered before application finishes launching'
            Test Case '-[AppTests.LaunchTests testLaunch]' started.
            Test Case '-[AppTests.LaunchTests testLaunch]' failed (0.010 seconds).

            """
        let (_, reader) = TestLogReaderStreamTests.read(log)
        #expect(reader.runTaskLines.map(\.line) == [1])
    }

    /// A display-named failure and xcodebuild's bare `Test case 'Suite/f()' failed on …` line (which
    /// the build's `SwiftCompile … (in target 'T')` gives a module) are one test; so are one whose run
    /// crashed and the restart line that names its function (held-out round 13).
    @Test func aDisplayNamedFailureJoinsItsBareResultLineWhateverItsModule() {
        let log = """
            SwiftCompile normal arm64 /Users/runner/work/g/GannetTests/AsyncHelpersTests.swift (in target 'GannetTests' from project 'Gannet')
            Test Suite 'All tests' started at 2026-08-21 05:12:51.112
            Test Case '-[GannetTests.GeofenceTests testExit]' started.
            Test Case '-[GannetTests.GeofenceTests testExit]' passed (0.002 seconds).
            ◇ Test run started.
            ◇ Suite AsyncHelpersTests started.
            ◇ Test "withTimeout returns value from async operation" started.
            ✘ Test "withTimeout returns value from async operation" recorded an issue at AsyncHelpersTests.swift:7:27: Caught error: TimeoutError(seconds: 5.0)
            ✘ Test "withTimeout returns value from async operation" failed after 5.012 seconds with 1 issue.
            ✘ Suite AsyncHelpersTests failed after 5.013 seconds with 1 issue.
            Test case 'AsyncHelpersTests/withTimeoutReturnsValue()' failed on 'iPhone 16 - Gannet (9120)' (5.012 seconds)
            ◇ Suite "TaskManager lifecycle" started.
            ◇ Test "A task that finishes in the foreground does not crash" started.
            Restarting after unexpected exit, crash, or test timeout in TaskManagerRaceTests/finishInForegroundDoesNotCrash(); summary will include totals from previous launches.
            ✘ Test "A task that finishes in the foreground does not crash" recorded an issue at TaskManagerRaceTests.swift:19:23: Crash: Gannet (61420) EXC_BAD_ACCESS (SIGSEGV)
            ✘ Test "A task that finishes in the foreground does not crash" failed after 3.118 seconds with 1 issue.

            Failing tests:
            \tAsyncHelpersTests/withTimeoutReturnsValue()
            \tTaskManagerRaceTests/finishInForegroundDoesNotCrash()

            ** TEST FAILED **

            """
        let failed = Self.failedTests(log)
        #expect(failed.map(\.id.suite).sorted() == ["AsyncHelpersTests", "TaskManagerRaceTests"])
        #expect(failed.map(\.id.name).sorted() == ["finishInForegroundDoesNotCrash", "withTimeoutReturnsValue"])
        #expect(failed.first { $0.id.suite == "AsyncHelpersTests" }?.issues.map(\.message) == ["Caught error: TimeoutError(seconds: 5.0)"])
        #expect(failed.first { $0.id.suite == "TaskManagerRaceTests" }?.issues.contains { $0.message.contains("EXC_BAD_ACCESS") } == true)
    }

    /// Four suites run at once and a crash's error line names the function, so the display-named
    /// failure carries no issue and no suite: it is the summary's test whose name shares its words.
    @Test func anIssuelessDisplayNamedFailureJoinsTheTestItsWordsName() {
        let log = """
            ◇ Suite "Member portfolio" started.
            ◇ Suite "Club list reader" started.
            ◇ Test "Refresh featured image" started.
            ◇ Test "Loads clubs from bundled JSON" started.
            ShutterClubTests/MemberPortfolio+refreshFirstImageTest.swift:18: error: MemberPortfolioTests/refreshFirstImage(): Test crashed with signal trap.
            ✘ Test "Refresh featured image" failed after 1.204 seconds with 1 issue.
            ✘ Test "Loads clubs from bundled JSON" recorded an issue at ClubListReaderTests.swift:9:5: Expectation failed: clubs.count → 0
            ✘ Test "Loads clubs from bundled JSON" failed after 0.004 seconds with 1 issue.

            Failing tests:
            \tClubListReaderTests/loadsClubsFromBundledJSON()
            \tMemberPortfolioTests/refreshFirstImage()

            ** TEST FAILED **

            """
        let failed = Self.failedTests(log)
        #expect(failed.map(\.id.description).sorted() == ["ClubListReaderTests/loadsClubsFromBundledJSON", "MemberPortfolioTests/refreshFirstImage"])
    }

    /// A parameterised test as xcbeautify and its JUnit name it (`nextReminderDate(for:) with 4 test cases`,
    /// under `classname="SwiftTesting"`, no suite): the function, one test with the raw log's
    /// `WateringReminderTests/nextReminderDate(for:)` whichever source comes first (round 59's `hp03`).
    @Test func aParameterisedTestNamedWithItsCasesIsTheFunction() throws {
        #expect(SwiftTestingCaseCount.withoutCount("nextReminderDate(for:) with 4 test cases") == "nextReminderDate(for:)")
        #expect(SwiftTestingCaseCount.withoutCount("check(value:) with 1 test case") == "check(value:)")
        #expect(SwiftTestingCaseCount.withoutCount("\"works with 3 test cases\"") == "\"works with 3 test cases\"")
        let raw = TestLogReaderStreamTests.read("""
            ✘ Test nextReminderDate(for:) recorded an issue with 1 argument frequency → .everyOtherDay at WateringReminderTests.swift:23:9: Expectation failed: (next → 2026-05-13 22:00:00 +0000) == (expected → 2026-05-14 07:00:00 +0000)
            ✘ Test nextReminderDate(for:) with 4 test cases failed after 0.007 seconds with 1 issue.

            """).0
        let formatted = TestLogReaderStreamTests.read("""
            Test Suite 'PlantStoreTests' started at 2026-05-12 08:41:46.012.
                ✔ testAddingPlantAssignsDefaultFrequency (0.004 seconds)
            Test run started.
                [!]  Test nextReminderDate(for:) recorded an issue with 1 argument(s)
                ✖ nextReminderDate(for:) with 4 test cases (0.007 seconds) 1 issue(s)

            """).0
        #expect(formatted.tests.filter { $0.status == .failed }.map(\.id.description) == ["nextReminderDate(for:)"])
        let junitPath = FileManager.default.temporaryDirectory.appendingPathComponent("swift-testing-\(UUID().uuidString).xml").path
        try """
            <testsuites><testsuite name="SwiftTesting" tests="1" failures="1">
            <testcase classname="SwiftTesting" name="nextReminderDate(for:) with 4 test cases" time="0.007"><failure message="Swift testing test failed" /></testcase>
            </testsuite></testsuites>
            """.write(toFile: junitPath, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: junitPath) }
        let junit = try JUnitReader.read(path: junitPath, evidencePath: "junit/junit.xml")
        #expect(junit.tests.map(\.id.description) == ["nextReminderDate(for:)"])
        for order in [[formatted, raw, junit], [raw, formatted, junit], [junit, formatted, raw]] {
            let failed = TestMerger.merge(order).tests.filter { $0.status == .failed }
            #expect(failed.map(\.id.name) == ["nextReminderDate(for:)"], "\(order.map(\.source)): \(failed.map(\.id.description))")
        }
    }

    /// A test the log ends in (hung until a watchdog killed the run), started while several suites ran: the
    /// one of them still open at the end is its suite — the others finished.
    @Test func aTestTheLogEndsInIsOfTheOnlySuiteStillOpen() {
        let failed = Self.failedTests("""
            ◇ Test run started.
            ◇ Suite RefreshPolicyTests started.
            ◇ Suite TideSyncTests started.
            ◇ Test earliestBeginDateIsNextHighTide() started.
            ◇ Test flushCompletesAfterMockLaunch() started.
            ✔ Test earliestBeginDateIsNextHighTide() passed after 0.004 seconds.
            ✔ Suite RefreshPolicyTests passed after 0.011 seconds.
            watchdog: no output for 600 s; killing xcodebuild

            """)
        #expect(failed.map(\.id.description) == ["TideSyncTests/flushCompletesAfterMockLaunch"])
        // Two tests the log ends in, both started with that suite open (one of them a free function): which one
        // the suite holds is not said, and neither takes it.
        let two = Self.failedTests("""
            ◇ Test run started.
            ◇ Suite SyncTests started.
            ◇ Suite CacheTests started.
            ◇ Test migratesLegacyStore() started.
            ◇ Test flushes() started.
            ✔ Suite CacheTests passed after 0.011 seconds.

            """)
        #expect(two.map(\.id.suite) == ["", ""])
    }
}
