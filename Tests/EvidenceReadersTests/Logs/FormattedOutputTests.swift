import EvidenceKit
import Testing

/// A log piped through xcbeautify or xcpretty instead of the raw log: its test lines are read for
/// what they carry (name, message, the file and line a UI failure prints, a Swift Testing issue's
/// location), and the reader says in one sentence that the raw log holds the evidence.
@Suite struct FormattedOutputTests {
    /// `xcodebuild test | xcbeautify` (xcbeautify 2.x, colours on: the codes are removed as read).
    static let xcbeautify = """
        Resolving Package Graph
        [App] Compiling SyncJob.swift
        [App] Compiling FeedParser.swift
        [App] Linking App
        [AppTests] Compiling SyncJobTests.swift
        [AppTests] Running script SwiftLint
        Test Suite 'All tests' started at 2026-08-13 12:07:23.100
        Test Suite 'AppTests.xctest' started at 2026-08-13 12:07:23.100
        Test Suite 'SyncJobTests' started at 2026-08-13 12:07:23.101
            \u{1B}[31m✖\u{1B}[0m testRepeatedRunIsIdempotent, XCTAssertEqual failed: ("14") is not equal to ("7") - items were duplicated
            \u{1B}[32m✔\u{1B}[0m testCursorIsCommitted (0.004 seconds)
            ⊘ testNeedsNetwork (0.001 seconds)
        Test Suite 'RefreshUITests' started at 2026-08-13 12:07:24.000
            ✖ /Users/runner/work/App/AppUITests/RefreshUITests.swift:31, Failed to tap "Refresh" Button: No matches found
            ✖ Restarting after unexpected exit, crash, or test timeout in RefreshUITests.testBackgroundRefresh(); summary will include totals from previous launches.
        Test Suite 'SyncJobTests' failed at 2026-08-13 12:07:24.500.
        \t Executed 4 tests, with 2 failures (0 unexpected) in 1.4 (1.5) seconds
        Test run started.
        Suite FeedParserTests started
            ✔ parsesEmptyFeed() (0.001 seconds)
            ⚠️  Test "Runs twice without duplicates" recorded an issue at FeedParserTests.swift:31:9: Expectation failed: (items.count → 14) == 7
            ✖ "Runs twice without duplicates" (0.002 seconds) 1 issue(s)
        Suite FeedParserTests failed after 0.003 seconds with 1 issue(s)
        Test run with 2 tests failed after 0.003 seconds with 1 issue(s)
        Tests Failed: 3 failed, 2 passed, 1 skipped, 6 total (1.5 seconds)

        """

    @Test func xcbeautifysTestLinesAreReadWithWhatTheyCarry() {
        let (report, reader) = TestLogReaderStreamTests.read(Self.xcbeautify)
        #expect(reader.unrecognizedLineCount == 0)
        #expect(reader.formattedBy == "xcbeautify")
        let byName = Dictionary(report.tests.map { ($0.id.description, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byName.keys.sorted() == [
            "FeedParserTests/Runs twice without duplicates", "FeedParserTests/parsesEmptyFeed", "RefreshUITests/testBackgroundRefresh",
            "SyncJobTests/testCursorIsCommitted", "SyncJobTests/testNeedsNetwork", "SyncJobTests/testRepeatedRunIsIdempotent",
        ])
        let idempotent = byName["SyncJobTests/testRepeatedRunIsIdempotent"]
        #expect(idempotent?.status == .failed)
        #expect(idempotent?.issues.map(\.message) == [#"XCTAssertEqual failed: ("14") is not equal to ("7") - items were duplicated"#])
        #expect(idempotent?.issues.first?.evidence?.line == 10)
        #expect(byName["SyncJobTests/testCursorIsCommitted"]?.status == .passed)
        #expect(byName["SyncJobTests/testCursorIsCommitted"]?.duration == 0.004)
        #expect(byName["SyncJobTests/testNeedsNetwork"]?.status == .skipped)
        #expect(byName["RefreshUITests/testBackgroundRefresh"]?.status == .failed)
        let display = byName["FeedParserTests/Runs twice without duplicates"]
        #expect(display?.status == .failed)
        #expect(display?.issues.map(\.message) == ["Expectation failed: (items.count → 14) == 7"])
        #expect(display?.issues.first?.location == SourceLocation(file: "FeedParserTests.swift", line: 31, column: 9))
        #expect(byName["FeedParserTests/parsesEmptyFeed"]?.status == .passed)
        // A UI test's failure names its file, not its test.
        #expect(report.unattributedIssues.map(\.location) == [SourceLocation(file: "/Users/runner/work/App/AppUITests/RefreshUITests.swift", line: 31)])
        #expect(report.build.succeeded == true)
        #expect(reader.formattedOutputNote == "logs/test.log is xcbeautify's output, not the raw log: it keeps test names and messages but drops "
            + "file:line, suites and what the app printed; keep the raw log too (xcodebuild … | tee raw.log | xcbeautify) and give evidence that.")
    }

    /// xcbeautify, like xcpretty, heads a suite's results with its name alone: the tests are that
    /// suite's, so they join the raw log's `Module.Suite/test` (held-out round 9).
    /// A closing list of failures names each test with its suite (`✖ TrailRefreshTests.refresh() (0.471
    /// seconds)`): the suite is the test's, not the last suite that started; a display name with a dot is not split.
    @Test func aResultNamingItsSuiteBeforeTheTestIsThatSuitesTest() {
        let (report, _) = TestLogReaderStreamTests.read("""
            Test Suite SyncReportingTests started
                ✖ TrailRefreshTests.refreshCancellationReplacesPendingRefresh() (0.471 seconds)
                ✖ Sync v1.2 keeps the cursor (0.002 seconds)
            """)
        #expect(report.tests.map(\.id.description) == [
            "TrailRefreshTests/refreshCancellationReplacesPendingRefresh", "SyncReportingTests/Sync v1.2 keeps the cursor",
        ])
    }

    @Test func xcbeautifysSuiteHeadingNamesTheSuite() {
        let log = """
            [App] Compiling Composer.swift
            Test Suite AppTests.xctest started
            ComposerViewModelTests
                ✖ testMentionTokenization, XCTAssertEqual failed: ("["ana", "bo"]") is not equal to ("["ana.lee", "bo"]")
            OnboardingUITests
                ✖ testSignUpFlowReachesHome, Failed to tap "Continue" Button: Timed out while synthesizing event.

            """
        let (report, _) = TestLogReaderStreamTests.read(log)
        #expect(report.tests.map(\.id.description) == ["ComposerViewModelTests/testMentionTokenization", "OnboardingUITests/testSignUpFlowReachesHome"])
        #expect(report.tests.map(\.status) == [.failed, .failed])
    }

    /// A formatter's `Failing tests:` entry with the test's place after it (`Suite.test()  /path/File.swift:37`):
    /// the same test the result line named, not another one named after its place; a destination's heading
    /// in the block (`SimDevice: iPhone 17 (…, Booted)`) is no test.
    @Test func aFailingTestsEntryWithItsPlaceIsTheSameTest() {
        let log = """
            Test Suite GeofenceSyncTests started
                ✖ testEmptyNearbyResponseKeepsMovementTrigger, XCTAssertEqual failed: ("0") is not equal to ("1")
                ✔ testNearbyResponseReplacesRegions (0.020 seconds)

            Failing tests:
            		SimDevice: iPhone 17 (9A4C2E71-0B5D-4F86-A3E9-1D7C6B0F28E4, iOS 26.1, Booted)
                GeofenceSyncTests.testEmptyNearbyResponseKeepsMovementTrigger()  /Users/distiller/project/Tests/GeofenceSyncTests.swift:35

            """
        let (report, _) = TestLogReaderStreamTests.read(log)
        #expect(report.tests.filter { $0.status == .failed }.map(\.id.description) == ["GeofenceSyncTests/testEmptyNearbyResponseKeepsMovementTrigger"])
    }

    /// Suites started on one device (`Test Suite X started on 'Shelf iPhone 14'`) with result lines that
    /// name none: no clones to tell apart, so each test is its suite's, and a retry that passed makes
    /// its failure flaky (round 45's `ez05`: a flaky test read as a failure without a suite).
    @Test func oneDevicesSuiteHeadingsNameResultLinesThatNameNoDevice() {
        let log = """
            Test Suite BackgroundRefreshUITests started on 'Shelf iPhone 14'
                ✖ testSimulatedRefreshUpdatesBadge (46.530 seconds)
            Test Suite OnboardingUITests started on 'Shelf iPhone 14'
                ✖ testSkipOnboardingLandsOnStalls (3.344 seconds)
                ✔ testSkipOnboardingLandsOnStalls (6.803 seconds)

            """
        let (report, _) = TestLogReaderStreamTests.read(log)
        #expect(report.tests.map(\.id.description) == ["BackgroundRefreshUITests/testSimulatedRefreshUpdatesBadge", "OnboardingUITests/testSkipOnboardingLandsOnStalls"])
        #expect(report.tests.map(\.status) == [.failed, .flaky])
        // A plain heading, or a Swift Testing function, names its own: the device's suite does not take them.
        let mixed = """
            Test Suite A started on 'iPhone 14'
                ✖ example() (0.01 seconds)
            SyncTests
                ✖ testSync, XCTAssertTrue failed
                ✖ testSync (0.01 seconds)

            """
        let (other, _) = TestLogReaderStreamTests.read(mixed)
        #expect(other.tests.map(\.id.description).sorted() == ["SyncTests/testSync", "example"])
    }

    /// xcodebuild's retry of the failed tests (`-retry-tests-on-failure`) starts no suite of its own: a
    /// formatter prints `Test Suite Selected tests started`, then the tests' lines with no suite. They are
    /// the tests that failed before, not tests of the suite that ran last (round 65's `iu05`).
    @Test func aRetrysLinesAreTheTestsThatFailedBefore() {
        let log = """
            Test Suite ArticleDateFormatterTests started
                ✖ testYesterdayUsesRelativeLabel, XCTAssertEqual failed: ("1 day ago") is not equal to ("yesterday")
            Test Suite FlagSyncTests started
                ✖ testBackgroundSyncScheduledAfterSDKStart, XCTAssertTrue failed - not scheduled
            Test Suite HeadlinesUITests started
                ✖ testPullToRefresh, XCTAssertTrue failed
            Test Suite StoryParserTests started
                ✔ testParsesBylineWithTwoAuthors (0.007 seconds)
            Test Suite Selected tests started
                ✖ testYesterdayUsesRelativeLabel, XCTAssertEqual failed: ("1 day ago") is not equal to ("yesterday")
                ✖ testBackgroundSyncScheduledAfterSDKStart, XCTAssertTrue failed - not scheduled
                ✔ testPullToRefresh (9.884 seconds)
            Test Suite WidgetTests started
                ✖ testYesterdayUsesRelativeLabel, XCTAssertEqual failed - the widget's own

            """
        let (report, _) = TestLogReaderStreamTests.read(log)
        #expect(report.tests.filter { $0.status == .failed }.map(\.id.description).sorted()
                == ["ArticleDateFormatterTests/testYesterdayUsesRelativeLabel", "FlagSyncTests/testBackgroundSyncScheduledAfterSDKStart",
                    "WidgetTests/testYesterdayUsesRelativeLabel"])
        // xcpretty heads the retry `Selected tests`, as it heads a suite.
        let (headed, _) = TestLogReaderStreamTests.read(log.replacingOccurrences(of: "Test Suite Selected tests started", with: "Selected tests")
            .replacingOccurrences(of: "Test Suite ", with: "").replacingOccurrences(of: " started", with: ""))
        #expect(headed.tests.filter { $0.status == .failed }.map(\.id.description).sorted()
                == ["ArticleDateFormatterTests/testYesterdayUsesRelativeLabel", "FlagSyncTests/testBackgroundSyncScheduledAfterSDKStart",
                    "WidgetTests/testYesterdayUsesRelativeLabel"])
        // A test that passed on its retry is flaky; a suite started after the retry ends it.
        #expect(report.tests.first { $0.id.name == "testPullToRefresh" }.map { "\($0.id.suite) \($0.status)" } == "HeadlinesUITests flaky")
    }

    /// xcbeautify rewrites a failure's first line and passes the raw message's further lines through
    /// as they were: they are the message's (a snapshot's precision decides how it is read), until
    /// the next test's line or a console line, which begins with its date (held-out round 13).
    @Test func xcbeautifysFailureKeepsTheMessagesFurtherLines() {
        let log = """
            Test Suite ListCellSnapshotTests started
                ✖ testCellWithControlView, failed - Snapshot "1" does not match reference.

            @\u{2212}
            "/Users/distiller/project/KelpieTests/__Snapshots__/ListCellSnapshotTests/testCellWithControlView.1.png"
            @+
            "/Users/distiller/Library/Developer/CoreSimulator/Devices/5D0B/data/tmp/ListCellSnapshotTests/testCellWithControlView.1.png"

            To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

                withSnapshotTesting(diffTool: .ksdiff) {
                  // ...
                }

            Newly-taken snapshot@(390.0, 88.0) does not match reference@(390.0, 88.0).
            Actual image precision 0.99871 is less than required 1.0
            2026-08-12 10:31:20.118 Kelpie[4410:88120] [sync] refresh finished
                ✔ testCellWithBadge (0.059 seconds)

            """
        let (report, _) = TestLogReaderStreamTests.read(log)
        let failure = report.tests.first { $0.status == .failed }
        #expect(failure?.issues.count == 1)
        let message = failure?.issues.first?.message ?? ""
        #expect(message.hasPrefix("failed - Snapshot \"1\" does not match reference."))
        #expect(message.contains("Actual image precision 0.99871 is less than required 1.0"))
        #expect(!message.contains("refresh finished"))
        // Its heading names the suite (the raw log's `-[KelpieTests.ListCellSnapshotTests …]` joins it).
        #expect(failure?.id.suite == "ListCellSnapshotTests")
    }

    /// xcbeautify's headings of suites it starts (`Test Suite X started`) name the tests under them; the
    /// bundle's and the run's headings name none.
    @Test func xcbeautifysSuiteHeadingsNameTheirTests() {
        let (report, _) = TestLogReaderStreamTests.read("""
            Test Suite All tests started
            Test Suite MurmurTests.xctest started
            Test Suite AudioSessionConfiguratorTests started
                ✖ testPreviewsMixWithOtherAudio, XCTAssertTrue failed - previews would interrupt the user's music
                ✔ testEpisodesUseLongFormPolicy (0.002 seconds)
            Test Suite BackgroundPlaybackUITests started
                ✖ testPlaybackContinuesAfterHomeButton, XCTAssertGreaterThanOrEqual failed: ("0") is less than ("7")

            """)
        #expect(Set(report.tests.map(\.id.description)) == ["AudioSessionConfiguratorTests/testPreviewsMixWithOtherAudio",
                                                             "AudioSessionConfiguratorTests/testEpisodesUseLongFormPolicy",
                                                             "BackgroundPlaybackUITests/testPlaybackContinuesAfterHomeButton"])
        #expect(report.tests.count == 3)
    }

    /// A failure placed in an Objective-C file (`RunnerUITests.m:5`, XCTest's runner file Patrol places every failure
    /// in) names its type as a Swift file does: xcbeautify's repeat under that place is the test of that type.
    @Test func anObjectiveCFilesStemIsItsType() {
        let (report, _) = TestLogReaderStreamTests.read("""
                ✖ signupShowsInvalidEmailSnackbar, Expected: exactly one matching candidate
                /Users/vagrant/git/ios/RunnerUITests/RunnerUITests.m:5
                ✖ signupShowsInvalidEmailSnackbar (9.114 seconds)

            """)
        #expect(report.tests.map(\.id.description) == ["RunnerUITests/signupShowsInvalidEmailSnackbar"])
    }

    /// Patrol's one runner suite started on both clones, its results naming no clone, each failure placed in the
    /// Objective-C runner file (`RunnerUITests.m:5`): every result is that suite's — a retry's pass on the other clone
    /// makes the test flaky, not a second test beside the failure (round 93's `qe03`).
    @Test func oneSuiteOnEveryCloneIsTheSuiteOfResultsThatNameNone() {
        let (report, _) = TestLogReaderStreamTests.read("""
            Test Suite RunnerUITests started on 'Clone 1 of iPhone 15 - RunnerUITests-Runner (8123)'
                ✔ loginOpensTrips (18.442 seconds)
            Test Suite RunnerUITests started on 'Clone 2 of iPhone 15 - RunnerUITests-Runner (8131)'
                ✖ signupShowsInvalidEmailSnackbar, Expected: exactly one matching candidate
                /Users/vagrant/git/ios/RunnerUITests/RunnerUITests.m:5
                ✖ signupShowsInvalidEmailSnackbar (9.114 seconds)

            Retrying failed tests (iteration 2 of 2)
            Test Suite RunnerUITests started on 'Clone 1 of iPhone 15 - RunnerUITests-Runner (8177)'
                ✔ signupShowsInvalidEmailSnackbar (8.870 seconds)

            """)
        let statuses = Dictionary(uniqueKeysWithValues: report.tests.map { ($0.id.description, $0.status) })
        #expect(statuses == ["RunnerUITests/loginOpensTrips": .passed, "RunnerUITests/signupShowsInvalidEmailSnackbar": .flaky])
    }

    /// Older xcbeautify prints a parallel clone's result without its suite (`✖ testName on 'Clone 1 of …'`):
    /// the suite is the one it started on that clone, and a retry (after its suite ended) keeps the suite
    /// of the attempt that failed on that clone.
    @Test func xcbeautifysParallelResultsWithoutASuiteTakeTheSuiteStartedOnTheirClone() {
        let (report, reader) = TestLogReaderStreamTests.read("""
            Test Suite BeaconCheckInUITests started on 'Clone 1 of iPhone 16 - TrailpostUITests-Runner (48211)'
            Test Suite OnboardingUITests started on 'Clone 2 of iPhone 16 - TrailpostUITests-Runner (48236)'
                ✖ testCheckInAtTrailheadBeacon on 'Clone 1 of iPhone 16 - TrailpostUITests-Runner (48211)' (7.402 seconds)
            Test Suite SearchUITests started on 'Clone 1 of iPhone 16 - TrailpostUITests-Runner (48211)'
                ✖ testLocationPermissionPromptIsHandled, XCTAssertTrue failed - location permission was not handled
                ✖ testLocationPermissionPromptIsHandled on 'Clone 2 of iPhone 16 - TrailpostUITests-Runner (48236)' (15.733 seconds)
                ✖ testSearchShowsMatchingTrails on 'Clone 1 of iPhone 16 - TrailpostUITests-Runner (48211)' (11.086 seconds)
                ✔ testSearchIsEmptyAtFirst on 'Clone 1 of iPhone 16 - TrailpostUITests-Runner (48211)' (2.001 seconds)
                ✖ testCheckInAtTrailheadBeacon on 'Clone 1 of iPhone 16 - TrailpostUITests-Runner (48211)' (7.288 seconds)
                ✔ testSearchShowsMatchingTrails on 'Clone 1 of iPhone 16 - TrailpostUITests-Runner (48211)' (6.214 seconds)
            Test Suite SettingsUITests started on 'Clone 2 of iPhone 16 - TrailpostUITests-Runner (48236)'
                ✔ testCheckInAtTrailheadBeacon on 'Clone 2 of iPhone 16 - TrailpostUITests-Runner (48236)' (1.002 seconds)
            Test Suite started

            """)
        // Only the heading that names no suite (`Test Suite started`, read without a trap) is not recognised.
        #expect(reader.unrecognizedLineCount == 1)
        let statuses = Dictionary(uniqueKeysWithValues: report.tests.map { ($0.id.description, $0.status) })
        // A failure naming no clone is not the last suite started (clones interleave): it joins its test by name.
        #expect(report.tests.first { $0.id.name == "testLocationPermissionPromptIsHandled" }?.issues.map(\.message) == ["XCTAssertTrue failed - location permission was not handled"])
        #expect(statuses == ["BeaconCheckInUITests/testCheckInAtTrailheadBeacon": .failed,
                             "OnboardingUITests/testLocationPermissionPromptIsHandled": .failed,
                             "SearchUITests/testSearchShowsMatchingTrails": .flaky,
                             "SearchUITests/testSearchIsEmptyAtFirst": .passed,
                             // A test of the same name in another suite, on another clone, is another test.
                             "SettingsUITests/testCheckInAtTrailheadBeacon": .passed])
    }

    /// The test bundle's own suite started on a clone (`Test Suite HarborlineTests started on 'Clone 1 …'`), a
    /// failure's line naming neither suite nor clone, then the result naming its module and suite: the failure
    /// is that test's, not a test of the bundle's suite.
    @Test func aFailureUnderTheBundlesSuiteJoinsTheResultOfItsModule() {
        let (report, _) = TestLogReaderStreamTests.read("""
            Test Suite HarborlineTests started on 'Clone 1 of iPhone 17 - Harborline (53310)'
                ✖ testBoardingPassCardLight, failed - Snapshot does not match reference.
                ✖ [HarborlineTests.BoardingPassSnapshotTests] testBoardingPassCardLight (0.842 seconds)
                ✔ [HarborlineTests.BoardingPassSnapshotTests] testBoardingPassCardCompactWidth (0.611 seconds)

            """)
        #expect(report.tests.map(\.id.description) == ["HarborlineTests.BoardingPassSnapshotTests/testBoardingPassCardLight",
                                                       "HarborlineTests.BoardingPassSnapshotTests/testBoardingPassCardCompactWidth"])
        #expect(report.tests.first?.issues.map(\.message) == ["failed - Snapshot does not match reference."])
    }

    /// xcbeautify under parallel testing prints each clone's results first (`✖ [Module.Suite] test on '…'`), then
    /// their failures, which name no suite (`✖ testName, message`): a failure joins the one test of its name that
    /// failed on a clone, not the suite started last; the bracket's module and suite are XCTest's, as the raw log's.
    @Test func xcbeautifysParallelFailuresAfterTheResultsJoinTheTestThatFailedOnAClone() {
        let (report, _) = TestLogReaderStreamTests.read("""
            Test Suite DosageFormatterTests started on ' - Harrowby'
            Test Suite RefillReminderTests started on ' - Harrowby'
                ✖ [HarrowbyTests.DosageFormatterTests] testHalfTabletText on ' - Harrowby (51422)' (0.005 seconds)
                ✖ [HarrowbyTests.RefillReminderTests] testReminderFiresThreeDaysBeforeRunout on ' - Harrowby (51467)' (0.007 seconds)
                ✔ [HarrowbyTests.RefillReminderTests] testReminderTitleNamesTheMedicine on ' - Harrowby (51467)' (0.002 seconds)
                ✖ testHalfTabletText, XCTAssertEqual failed: ("0.5 tablets") is not equal to ("½ tablet")
                /Users/vagrant/git/HarrowbyTests/DosageFormatterTests.swift:10
                ✖ testReminderFiresThreeDaysBeforeRunout, XCTAssertEqual failed: ("2026-12-16") is not equal to ("2026-12-15")

            """)
        let failed = report.tests.filter { $0.status == .failed }
        #expect(failed.map(\.id) == [TestIdentifier(module: "HarrowbyTests", suite: "DosageFormatterTests", name: "testHalfTabletText"),
                                      TestIdentifier(module: "HarrowbyTests", suite: "RefillReminderTests", name: "testReminderFiresThreeDaysBeforeRunout")])
        #expect(failed.map { $0.issues.map(\.message) } == [["XCTAssertEqual failed: (\"0.5 tablets\") is not equal to (\"½ tablet\")"],
                                                            ["XCTAssertEqual failed: (\"2026-12-16\") is not equal to (\"2026-12-15\")"]])
    }

    @Test func xcbeautifysParallelResultsAndBuildErrors() {
        let log = """
            [App] Compiling SyncJob.swift
            ❌ /Users/runner/work/App/App/SyncJob.swift:12:5: cannot find 'cursor' in scope
                    cursor.commit()
                    ^~~~~~
            [x] error: emit-module command failed with exit code 1

            """
        let (report, reader) = TestLogReaderStreamTests.read(log)
        #expect(reader.unrecognizedLineCount == 0)
        #expect(report.build.succeeded == false)
        #expect(report.build.errors.map(\.message) == ["cannot find 'cursor' in scope", "error: emit-module command failed with exit code 1"])
        #expect(report.build.errors.first?.location == SourceLocation(file: "/Users/runner/work/App/App/SyncJob.swift", line: 12, column: 5))
        let parallel = """
                ✔ [SyncJobTests] testCursorIsCommitted on 'Clone 1 of iPhone 16 - App (4242)' (0.004 seconds)
                ✖ [SyncJobTests] testRepeatedRunIsIdempotent on 'Clone 2 of iPhone 16 - App (4243)' (0.012 seconds)

            """
        let (clones, cloneReader) = TestLogReaderStreamTests.read(parallel)
        #expect(cloneReader.unrecognizedLineCount == 0)
        #expect(clones.tests.map(\.id.description) == ["SyncJobTests/testCursorIsCommitted", "SyncJobTests/testRepeatedRunIsIdempotent"])
        #expect(clones.tests.map(\.status) == [.passed, .failed])
    }

    /// `xcodebuild test | xcpretty` (its simple formatter).
    @Test func xcprettysTestLinesAreReadWithWhatTheyCarry() {
        let log = """
            ▸ Compiling SyncJob.swift
            ▸ Linking App
            ▸ Running script 'SwiftLint'
            Test Suite All tests started
            Test Suite AppTests.xctest started
            SyncJobTests
                ✗ testRepeatedRunIsIdempotent, XCTAssertEqual failed: ("14") is not equal to ("7")
                ✓ testCursorIsCommitted (0.004 seconds)
                ⧖ testNeedsNetwork [PENDING]
            FeedParserTests
                ✓ testParsesEmptyFeed (0.001 seconds)

            \t Executed 3 tests, with 1 failure (0 unexpected) in 0.016 (0.017) seconds

            """
        let (report, reader) = TestLogReaderStreamTests.read(log)
        #expect(reader.unrecognizedLineCount == 0)
        #expect(reader.formattedBy == "xcpretty")
        #expect(report.tests.map(\.id.description).sorted() == [
            "FeedParserTests/testParsesEmptyFeed", "SyncJobTests/testCursorIsCommitted", "SyncJobTests/testNeedsNetwork", "SyncJobTests/testRepeatedRunIsIdempotent",
        ])
        #expect(report.tests.first { $0.status == .failed }?.issues.map(\.message) == [#"XCTAssertEqual failed: ("14") is not equal to ("7")"#])
        #expect(reader.formattedOutputNote?.contains("| tee raw.log | xcpretty") == true)
    }

    /// xcpretty's closing summary (its `format_failure`): the test and its message, then the only
    /// file:line xcpretty keeps, then the failing line fenced. The location joins the `✗` line's issue
    /// (so triage can read the test's code), the fenced code is not the log's, and a fence that never
    /// closes stops swallowing lines after the snippet's few.
    @Test func xcprettysClosingSummaryGivesTheFailuresLocation() {
        let log = """
            ▸ Compiling SyncJob.swift
            Test Suite AppTests.xctest started
            SyncJobTests
                ✗ testRepeatedRunIsIdempotent, XCTAssertEqual failed: ("14") is not equal to ("7")
                ✓ testCursorIsCommitted (0.004 seconds)
            UploadTests
                ✗ testResumes, XCTAssertTrue failed
            \t Executed 3 tests, with 2 failures (0 unexpected) in 0.016 (0.017) seconds


            SyncJobTests
              testRepeatedRunIsIdempotent, XCTAssertEqual failed: ("14") is not equal to ("7")
              /Users/ci/work/app/AppTests/SyncJobTests.swift:42
              ```
                      job.run()
                      XCTAssertEqual(store.count, 7)
              ```

            UploadTests
              testResumes, XCTAssertTrue failed

            @\u{2212}
            "/Users/ci/work/app/AppTests/__Snapshots__/UploadTests/testResumes.1.png"

            Actual image precision 0.9712 is less than required 1.0
              /Users/ci/work/app/AppTests/UploadTests.swift:17
              ```
              ```


            \t Executed 3 tests, with 2 failures (0 unexpected) in 0.016 (0.017) seconds

            """
        let (report, reader) = TestLogReaderStreamTests.read(log)
        #expect(reader.unrecognizedLineCount == 0)
        let locations = report.tests.filter { $0.status == .failed }.map { "\($0.id): \($0.issues.map { $0.location.map { "\($0.file):\($0.line)" } ?? "-" })" }
        #expect(locations.sorted() == [
            #"SyncJobTests/testRepeatedRunIsIdempotent: ["/Users/ci/work/app/AppTests/SyncJobTests.swift:42"]"#,
            #"UploadTests/testResumes: ["/Users/ci/work/app/AppTests/UploadTests.swift:17"]"#,
        ])
        #expect(report.tests.allSatisfy { $0.issues.count <= 1 })
        // The message's further lines, which the `✗` line dropped, are the message's.
        #expect(report.tests.first { $0.id.name == "testResumes" }?.issues.first?.message.hasSuffix("Actual image precision 0.9712 is less than required 1.0") == true)
        #expect(reader.formattedOutputNote?.contains("(in its closing summary) file:line") == true)

        // An opening fence with no closing one: after the snippet's most, lines read as usual again.
        let unclosed = """
            ▸ Compiling SyncJob.swift
            SyncJobTests
                ✗ testRepeatedRunIsIdempotent, failed
            SyncJobTests
              testRepeatedRunIsIdempotent, failed
              /Users/ci/work/app/AppTests/SyncJobTests.swift:42
              ```
            a
            b
            c
            d
            e
            Test Suite 'All tests' started at 2026-08-13 12:07:23.100
            Test Case '-[AppTests.FeedTests testParses]' started.
            Test Case '-[AppTests.FeedTests testParses]' passed (0.004 seconds).

            """
        let (after, _) = TestLogReaderStreamTests.read(unclosed)
        #expect(after.tests.map(\.id.name).sorted() == ["testParses", "testRepeatedRunIsIdempotent"])
    }

    @Test func aRawLogIsNotAFormattersOutput() {
        let (report, reader) = TestLogReaderStreamTests.read("""
            Test Case '-[AppTests.SyncJobTests testRun]' started.
                t =     0.00s Start Test at 2026-08-13 12:07:23.100
            Test Case '-[AppTests.SyncJobTests testRun]' passed (0.004 seconds).
            ✔ Test parsesEmptyFeed() passed after 0.001 seconds.

            """)
        #expect(report.tests.count == 2)
        #expect(reader.formattedBy == nil)
        #expect(reader.formattedOutputNote == nil)
    }
}

extension FormattedOutputTests {
    @Test func aFormattersOutputIsRecognisedAsALog() {
        #expect(EvidenceRecognizer.kind(ofFileNamed: "build.txt", prefix: Array("Resolving Package Graph\n[App] Compiling SyncJob.swift\n".utf8)) == .log)
        #expect(EvidenceRecognizer.kind(ofFileNamed: "build.txt", prefix: Array("\u{25B8} Compiling SyncJob.swift\n".utf8)) == .log)
        #expect(EvidenceRecognizer.kind(ofFileNamed: "notes.txt", prefix: Array("[ ] Compile the notes\n".utf8)) == nil)
        // fastlane scan's output: its summary table says which simulator it ran on.
        #expect(EvidenceRecognizer.kind(ofFileNamed: "scan-summary.txt", prefix: Array("+------+\n|   Summary for scan 2.228.0   |\n+------+\n".utf8)) == .log)
    }

    /// A formatter's failure with its place alone on the next, indented line: the place is the issue's
    /// location (so triage reads the test's code), not more of its message; collect archives that file.
    @Test func aFailuresPlaceOnTheNextLineIsItsLocation() {
        let log = """
            Test handlerMarksTaskCompleted() started.
                ✖ handlerMarksTaskCompleted(), Confirmation was confirmed 0 times, but expected to be confirmed 1 time
                  /ci/AppTests/RefreshTests.swift:11
                  /ci/AppTests/NotItsPlace.swift:3
            Test handlerSchedulesNextRefresh() started.
                ✔ handlerSchedulesNextRefresh() (0.006 seconds)

            """
        let (report, _) = TestLogReaderStreamTests.read(log)
        let issue = report.tests.first { $0.status == .failed }?.issues.first
        #expect(issue?.message == "Confirmation was confirmed 0 times, but expected to be confirmed 1 time")
        #expect(issue?.location == SourceLocation(file: "/ci/AppTests/RefreshTests.swift", line: 11))
        let scanner = FailureLocationScanner()
        Array(log.utf8).withUnsafeBytes { scanner.consume($0) }
        #expect(scanner.finish() == ["/ci/AppTests/RefreshTests.swift"])
    }

    /// xcbeautify repeats xcodebuild's restart of a crashed XCTest case as a failure named `Suite.test()`:
    /// that suite's test (the one the raw log's `-[Module.Suite test]` lines name), not a Swift Testing
    /// function with no suite — which had been reported as a second test that never ran.
    @Test func aRestartedXCTestCaseInXcbeautifysLineKeepsItsSuite() {
        let (report, _) = TestLogReaderStreamTests.read("""
            Test Suite TrailmarkTests.xctest started
            TrackingSessionTests
                ✖ TrackingSessionTests.testBackgroundTracking(), Restarting after unexpected exit, crash, or test timeout; summary will include totals from previous launches.
            StopDetectorTests
                ✖ arrivalDoesNotStop(), Expectation failed: stopped → true

            """)
        let names = report.tests.map(\.id.description)
        #expect(names.contains("TrackingSessionTests/testBackgroundTracking"))
        #expect(!names.contains { $0.contains("TrackingSessionTests.testBackgroundTracking") })
        // A Swift Testing function's own line is still read as one.
        #expect(names.contains("arrivalDoesNotStop"))
    }

    /// xcbeautify's failures repeated after the run, each under its place, naming the test with its type (whatever
    /// the file is called): the failures already read, not tests of the suite open at the time.
    @Test func aRepeatNamingItsTypeIsThatTypesTest() {
        let log = """
            Test Suite 'ElevationFormatterTests' started at 2026-08-13 12:07:23.100
                ✖ testFeetRounding, XCTAssertEqual failed: ("0 ft") is not equal to ("1 ft")
            Test Suite 'MapUITests' started at 2026-08-13 12:07:24.100
                ✖ testRecenterButton, XCTAssertTrue failed
                ✔ testRecenterButton (7.331 seconds)

            /Users/distiller/project/ios/MarshlightTests/ElevationTests.swift:7
                ✖ ElevationFormatterTests.testFeetRounding, XCTAssertEqual failed: ("0 ft") is not equal to ("1 ft")
            /Users/distiller/project/ios/MarshlightTests/Formatters/ElevationFormatterTests+Rounding.swift:7
                ✖ ElevationFormatterTests.testFeetRounding, XCTAssertEqual failed: ("0 ft") is not equal to ("1 ft")

            """
        let (report, _) = TestLogReaderStreamTests.read(log)
        #expect(report.tests.filter { $0.status == .failed }.map(\.id.description) == ["ElevationFormatterTests/testFeetRounding"])
    }

    /// A `Failing tests:` block that repeats each test's message and place under it: the places, absolute,
    /// relative or from home, are no tests.
    @Test(arguments: ["/Users/distiller/project/TrailmarkTests/", "TrailmarkTests/", "~/project/TrailmarkTests/"])
    func placesUnderAFailingTestAreNoTests(folder: String) {
        let log = """
            Test Suite 'ElevationProfileTests' started at 2026-08-13 12:07:23.100
                ✖ testTotalAscentIgnoresGpsNoise, XCTAssertEqual failed: ("45.0") is not equal to ("30.0")

            Failing tests:
              ElevationProfileTests.testTotalAscentIgnoresGpsNoise()
                XCTAssertEqual failed: ("45.0") is not equal to ("30.0")
                \(folder)ElevationProfileTests.swift:8
                \(folder)ElevationProfileTests.swift:8:5

            ** TEST FAILED **

            """
        let (report, _) = TestLogReaderStreamTests.read(log)
        #expect(report.tests.filter { $0.status == .failed }.map(\.id.description) == ["ElevationProfileTests/testTotalAscentIgnoresGpsNoise"])
    }

    /// A formatter's failed result that carried no message (`✖ testName (0.003 seconds)`), then the failure's place and
    /// message on an indented line and the failing line fenced: the test's failure, placed (read as a failure with no
    /// message, it told triage nothing — round 98's `rh03`). A console line there is no message.
    @Test func aPlacedMessageAfterABareFailedResultIsItsFailure() {
        let (report, reader) = TestLogReaderStreamTests.read("""
            BloodPressureSyncTests
                ✖ testAuthorizationSetExcludesCorrelation (0.003 seconds)
                /Users/vagrant/git/MosslightTests/BloodPressureSyncTests.swift:8: XCTAssertTrue failed - allTypes contains [bloodPressure]

                ```
                        XCTAssertTrue(correlations.isEmpty, "allTypes contains \\(correlations)")
                ```
            ReadingsFormatterTests
                ✖ testSystolicDiastolicLabel (0.002 seconds)
            2026-07-19 09:41:07.118402+0000 Mosslight[5120:61877] refreshed 3 readings

            """)
        let failed = report.tests.first { $0.id.name == "testAuthorizationSetExcludesCorrelation" }
        #expect(failed?.issues.map(\.message) == ["XCTAssertTrue failed - allTypes contains [bloodPressure]"])
        #expect(failed?.issues.first?.location == SourceLocation(file: "/Users/vagrant/git/MosslightTests/BloodPressureSyncTests.swift", line: 8))
        #expect(report.tests.first { $0.id.name == "testSystolicDiastolicLabel" }?.issues.isEmpty == true)
        // (The fences and the line between them are the snippet's: left unclaimed are the console line and the first
        // heading, read before any line says a formatter printed the log.)
        #expect(reader.unrecognizedLineCount == 2)
    }

    /// A fence only opens a snippet right after a placed message (or xcpretty's place): a Markdown block some output
    /// printed into the log, or a stray fence, swallows no test's failure (read as snippets, the failure was lost).
    /// Nor does an app's own `path:line:` warning after a bare failed result become its failure: a test's is in a source file.
    @Test func aFenceElsewhereOrANonSourcePlaceIsNoSnippetOrFailure() {
        let (report, _) = TestLogReaderStreamTests.read("""
            ReleaseNotesTests
                ✔ testHeadingRendered (0.002 seconds)
            ```
            func greet() {
                print("hi")
            }

            greet()
            // done
            ```
                ✖ testCodeBlockRendered, XCTAssertEqual failed: ("3") is not equal to ("4")
                ✖ testCodeBlockRendered (0.003 seconds)
                ✔ testLinkRendered (0.001 seconds)
            ```
                ✖ testTableRendered, XCTAssertTrue failed
                ✖ testTableRendered (0.002 seconds)
                ✖ testLoadsAllFareClasses (0.002 seconds)
                /Users/runner/work/ferry/ferry/Fixtures/fares.csv:12: skipping row, unknown fare class "Z"

            """)
        #expect(report.tests.filter { $0.status == .failed }.map(\.id.name).sorted() == ["testCodeBlockRendered", "testLoadsAllFareClasses", "testTableRendered"])
        #expect(report.tests.first { $0.id.name == "testCodeBlockRendered" }?.issues.map(\.message) == ["XCTAssertEqual failed: (\"3\") is not equal to (\"4\")"])
        #expect(report.tests.first { $0.id.name == "testLoadsAllFareClasses" }?.issues.isEmpty == true)
    }
}
