@testable import EvidenceReaders
import EvidenceCore
import EvidenceKit
import Foundation
import Testing

/// Test runners' own consoles in the job's log: a Capacitor or Ionic app's Vitest unit tests and
/// WebdriverIO end-to-end tests (through Appium on the Simulator), and Patrol's console for a Flutter
/// app's native tests. Each such log read as 0 tests — triage said "no test results found" for jobs
/// with failures (rounds 43's `eq06` and 44's `eu07`).
@Suite struct RunnerConsoleLogTests {
    /// The log's tests as the reader read them, keyed `suite/name`.
    static func testsBySuiteAndName(_ log: String) -> [String: TestResult] {
        let (report, _) = TestLogReaderStreamTests.read(log)
        return Dictionary(uniqueKeysWithValues: report.tests.map { ("\($0.id.suite)/\($0.id.name)", $0) })
    }

    /// Vitest 3's default reporter (the form public projects' logs show: the banner, file lines, the
    /// tree under a failed file, the `Failed Tests` rule, each block with its place and code frame).
    static let vitest = """
         RUN  v3.2.4 /Users/distiller/project

         ✓ src/tracking/photoQueue.test.ts (9 tests) 14ms
         ❯ src/utils/depth.test.ts (3 tests | 1 failed) 9ms
           ✓ formatDepth > formats metres with one decimal place 1ms
           × formatDepth > rounds fathoms to one decimal place 5ms
             → expected '3.3 fm' to be '3.4 fm' // Object.is equality
           ↓ formatDepth > converts to feet
         ❯ src/runners/checkin.test.ts (4 tests | 1 failed) 12ms
           × check-in args > upload cursor > starts at zero 3ms

        ⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯

         FAIL  src/utils/depth.test.ts > formatDepth > rounds fathoms to one decimal place
        AssertionError: expected '3.3 fm' to be '3.4 fm' // Object.is equality

        Expected: "3.4 fm"
        Received: "3.3 fm"

         ❯ src/utils/depth.test.ts:11:36
              9|   it('rounds fathoms to one decimal place', () => {
             10|     // 6.2 m = 3.390 fm
             11|     expect(formatDepth(6.2, 'fm')).toBe('3.4 fm');
               |                                    ^
             12|   });

        ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/2]⎯

         FAIL  |unit| src/runners/checkin.test.ts > check-in args > upload cursor > starts at zero
        TypeError: Cannot read properties of undefined (reading 'cursor')
         ❯ checkinArgs src/runners/checkin.ts:8:20

        ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[2/2]⎯

         Test Files  2 failed | 1 passed (3)
              Tests  2 failed | 11 passed | 1 skipped (14)
           Start at  15:21:07
           Duration  2.41s (transform 612ms, setup 0ms, collect 1.83s, tests 147ms, environment 3ms, prepare 1.21s)
        """

    @Test func vitestsFailuresAreTheTestsWithTheirMessagesAndPlaces() throws {
        let read = Self.testsBySuiteAndName(Self.vitest)
        #expect(read.mapValues(\.status.rawValue) == [
            "formatDepth/formats metres with one decimal place": "passed",
            "formatDepth/rounds fathoms to one decimal place": "failed",
            "formatDepth/converts to feet": "skipped",
            "check-in args > upload cursor/starts at zero": "failed",
        ])
        let depth = try #require(read["formatDepth/rounds fathoms to one decimal place"]?.issues.first)
        // The matcher's values are the code's data, not the message.
        #expect(depth.message == "AssertionError: expected '3.3 fm' to be '3.4 fm' // Object.is equality")
        #expect(depth.location == SourceLocation(file: "src/utils/depth.test.ts", line: 11, column: 36))
        #expect(read["formatDepth/rounds fathoms to one decimal place"]?.issues.count == 1)
        let cursor = try #require(read["check-in args > upload cursor/starts at zero"]?.issues.first)
        #expect(cursor.message == "TypeError: Cannot read properties of undefined (reading 'cursor')")
        #expect(cursor.location?.file == "src/runners/checkin.ts")
    }

    /// Jest's file header is still Jest's: only a heading with ` > ` after the path is Vitest's.
    /// A Capacitor app's job runs Vitest, then xcodebuild through xcpretty: Vitest's last failure, read to its
    /// place, ends at its summary, and the xcpretty step's results are read after it — not swallowed by the block.
    @Test func aStepAfterVitestIsReadToo() throws {
        let log = Self.vitest + """
            $ xcodebuild test -scheme App | xcpretty
            Test Suite AppTests.xctest started
            BeforeExitPluginTests
                ✗ testFinishEndsBackgroundTaskOnlyOnce, XCTAssertEqual failed: ("2") is not equal to ("1")
                ✓ testLoadsCachedManifest (0.012 seconds)

            """
        let (report, _) = TestLogReaderStreamTests.read(log)
        let vitestFailures = TestLogReaderStreamTests.read(Self.vitest).0.tests.filter { $0.status == .failed }.count
        #expect(report.tests.filter { $0.status == .failed }.count == vitestFailures + 1)
        #expect(report.tests.contains { $0.id.name == "testFinishEndsBackgroundTaskOnlyOnce" && $0.status == .failed })
        #expect(report.tests.contains { $0.id.name == "testLoadsCachedManifest" && $0.status == .passed })
    }

    @Test func jestsHeaderIsNotAVitestHeading() {
        #expect(VitestOutputReader.heading(" FAIL  e2e/reminders.e2e.ts (52.318 s)") == nil)
        #expect(JestOutputReader.fileHeader(" FAIL  e2e/reminders.e2e.ts (52.318 s)") == "e2e/reminders.e2e.ts")
        #expect(JestOutputReader.fileHeader(" FAIL  src/utils/depth.test.ts > formatDepth > rounds") == nil)
        // A file's own line names no test.
        #expect(VitestOutputReader.treeResult("✓ src/tracking/photoQueue.test.ts (9 tests) 14ms") == nil)
    }

    /// WebdriverIO's spec reporter as the public issues show it: two workers, a nested `describe`, a
    /// multi-line matcher message whose later lines carry no prefix, frames in the runner's packages.
    static let webdriverIO = """
        Execution of 2 workers started at 2026-11-18T15:26:40.118Z

        [0-0] RUNNING in iPhone 16 iOS 18.5 - file:///e2e/specs/background-runner.e2e.ts
        [0-0] FAILED in iPhone 16 iOS 18.5 - file:///e2e/specs/background-runner.e2e.ts

         "spec" Reporter:
        ------------------------------------------------------------------
        [iPhone 16 iOS 18.5 #0-0] Running: iPhone 16 iOS 18.5 (v18.5) on iOS 18.5 executing /Users/distiller/project/e2e/specs/background-runner.e2e.ts
        [iPhone 16 iOS 18.5 #0-0] Session ID: 4f0b8c2e-91d3-4a6e-b7c5-2e8d1a9f3c60
        [iPhone 16 iOS 18.5 #0-0]
        [iPhone 16 iOS 18.5 #0-0] » /e2e/specs/background-runner.e2e.ts
        [iPhone 16 iOS 18.5 #0-0] Background runner
        [iPhone 16 iOS 18.5 #0-0]    ✓ registers the check-in runner at launch
        [iPhone 16 iOS 18.5 #0-0]    ✖ initialises the upload cursor on the first check-in
        [iPhone 16 iOS 18.5 #0-0]    Offline
        [iPhone 16 iOS 18.5 #0-0]       - queues check-ins while offline
        [iPhone 16 iOS 18.5 #0-0]
        [iPhone 16 iOS 18.5 #0-0] 1 passing (41.9s)
        [iPhone 16 iOS 18.5 #0-0] 1 failing
        [iPhone 16 iOS 18.5 #0-0]
        [iPhone 16 iOS 18.5 #0-0] 1) Background runner initialises the upload cursor on the first check-in
        [iPhone 16 iOS 18.5 #0-0] Expect $(`~checkin-result`) to have text

        Expected: "cursor: 1"
        Received: "error: check-in failed: HTTP 422"
        [iPhone 16 iOS 18.5 #0-0] Error: Expect $(`~checkin-result`) to have text
        [iPhone 16 iOS 18.5 #0-0]     at async Browser.waitUntil (/Users/distiller/project/node_modules/webdriverio/build/node.js:5120:19)
        [iPhone 16 iOS 18.5 #0-0]     at async CheckinScreen.result (/Users/distiller/project/e2e/screens/checkin.screen.ts:14:5)
        [iPhone 16 iOS 18.5 #0-0]     at Context.<anonymous> (/Users/distiller/project/e2e/specs/background-runner.e2e.ts:20:40)
        ------------------------------------------------------------------
        [iPhone 16 iOS 18.5 #0-1] » /e2e/specs/live-upload.e2e.ts
        [iPhone 16 iOS 18.5 #0-1] Live tracking
        [iPhone 16 iOS 18.5 #0-1]    ✖ keeps uploading queued photos for 60 s after the app is backgrounded
        [iPhone 16 iOS 18.5 #0-1]
        [iPhone 16 iOS 18.5 #0-1] 1 failing (1m 17.6s)
        [iPhone 16 iOS 18.5 #0-1]
        [iPhone 16 iOS 18.5 #0-1] 1) Live tracking keeps uploading queued photos for 60 s after the app is backgrounded
        [iPhone 16 iOS 18.5 #0-1] expect(received).toBeGreaterThanOrEqual(expected)
        [iPhone 16 iOS 18.5 #0-1] Error: expect(received).toBeGreaterThanOrEqual(expected)
        [iPhone 16 iOS 18.5 #0-1]     at Context.<anonymous> (/Users/distiller/project/e2e/specs/live-upload.e2e.ts:12:22)

        Spec Files:\t 0 passed, 2 failed, 2 total (100% completed) in 00:02:02
        """

    @Test func webdriverIOsReportIsTheTestsWithTheirMessagesAndPlaces() throws {
        let read = Self.testsBySuiteAndName(Self.webdriverIO)
        #expect(read.mapValues(\.status.rawValue) == [
            "Background runner/registers the check-in runner at launch": "passed",
            "Background runner/initialises the upload cursor on the first check-in": "failed",
            "Background runner › Offline/queues check-ins while offline": "skipped",
            "Live tracking/keeps uploading queued photos for 60 s after the app is backgrounded": "failed",
        ])
        let cursor = try #require(read["Background runner/initialises the upload cursor on the first check-in"]?.issues.first)
        #expect(cursor.message == "Expect $(`~checkin-result`) to have text")
        // The spec's own frame, not the runner's package nor a screen object's.
        #expect(cursor.location == SourceLocation(file: "/Users/distiller/project/e2e/specs/background-runner.e2e.ts", line: 20, column: 40))
        let photos = try #require(read["Live tracking/keeps uploading queued photos for 60 s after the app is backgrounded"]?.issues.first)
        #expect(photos.message == "expect(received).toBeGreaterThanOrEqual(expected)")
        #expect(photos.location?.line == 12)
    }

    /// A worker's report whose header (`Running: …`) is not followed by its spec's `» path` line
    /// (a reporter configured without it) still lists its tests: none is dropped.
    @Test func aWorkersReportWithoutItsSpecLineKeepsItsTests() throws {
        let log = """
            [iPhone 15 iOS 17.5 #0-1] Running: iPhone 15 on iOS 17.5 executing /Users/jenkins/workspace/app/build/Kestrel.app
            [iPhone 15 iOS 17.5 #0-1] Session ID: 0a9e31c7-55d2-4b1f-8c64-e2d70f19a3b4
            [iPhone 15 iOS 17.5 #0-1]
            [iPhone 15 iOS 17.5 #0-1] Background tracking
            [iPhone 15 iOS 17.5 #0-1]    ✖ keeps updating the courier position while backgrounded
            [iPhone 15 iOS 17.5 #0-1]
            [iPhone 15 iOS 17.5 #0-1] 1 failing
            [iPhone 15 iOS 17.5 #0-1]
            [iPhone 15 iOS 17.5 #0-1] 1) Background tracking keeps updating the courier position while backgrounded
            [iPhone 15 iOS 17.5 #0-1] Error: element ("~courier-distance") still not displayed after 10000ms
            [iPhone 15 iOS 17.5 #0-1]     at async Context.<anonymous> (/Users/jenkins/workspace/app/test/specs/background-tracking.e2e.js:6:9)
            """
        let read = Self.testsBySuiteAndName(log)
        #expect(read.mapValues(\.status.rawValue) == ["Background tracking/keeps updating the courier position while backgrounded": "failed"])
        #expect(read.values.first?.issues.first?.location?.line == 6)
    }

    /// jasmine-spec-reporter's tree, as cordova-paramedic prints a Cordova plugin's specs run on the
    /// Simulator: each spec under its `describe` titles, a failure's `- ` lines its message; the
    /// summary after the stars, which names the same failures by full names, adds nothing.
    @Test func jasminesTreeIsTheSpecsWithTheirMessages() throws {
        let log = """
            cordova-paramedic: Tests started
            Jasmine started

              cordova-plugin-nightjar-sync-tests.tests >> NightjarSync

                sync queue
                  ✓ sync.spec.4 keeps items in insertion order
                  ✗ sync.spec.5 drops acknowledged items and keeps the rest
                    - Expected 0 to be 2.

                remote feed
                  ✗ sync.spec.9 downloads the sample feed from the fixture host
                    - Failed: fetchFeed error callback: Error Domain=NSURLErrorDomain Code=-1004 "Could not connect to the server."
                    - Error: Timeout - Async callback was not invoked within timeout specified by jasmine.DEFAULT_TIMEOUT_INTERVAL.
                  * sync.spec.12 fires the fetch callback

            **************************************************
            *                    Failures                    *
            **************************************************

            1) cordova-plugin-nightjar-sync-tests.tests >> NightjarSync sync queue sync.spec.5 drops acknowledged items and keeps the rest
              - Expected 0 to be 2.

            Executed 4 of 4 specs (2 FAILED) (1 PENDING) in 27 secs.
            cordova-paramedic: Tests failed
            """
        let suite = "cordova-plugin-nightjar-sync-tests.tests >> NightjarSync › "
        let read = Self.testsBySuiteAndName(log)
        #expect(read.mapValues(\.status.rawValue) == [
            suite + "sync queue/sync.spec.4 keeps items in insertion order": "passed",
            suite + "sync queue/sync.spec.5 drops acknowledged items and keeps the rest": "failed",
            suite + "remote feed/sync.spec.9 downloads the sample feed from the fixture host": "failed",
            suite + "remote feed/sync.spec.12 fires the fetch callback": "skipped",
        ])
        #expect(read[suite + "sync queue/sync.spec.5 drops acknowledged items and keeps the rest"]?.issues.first?.message == "Expected 0 to be 2.")
        let feed = try #require(read[suite + "remote feed/sync.spec.9 downloads the sample feed from the fixture host"]?.issues.first)
        #expect(feed.message.hasPrefix("Failed: fetchFeed error callback") && feed.message.hasSuffix("jasmine.DEFAULT_TIMEOUT_INTERVAL."))
    }

    /// Cucumber's pretty formatter (Gherkin scenarios under Maze Runner or Appium): each scenario a test
    /// of its feature, the closing `Failing Scenarios:` list the failed ones — a retried scenario printed
    /// twice is one test —, the lines under the failing step its message, the scenario's line its place.
    @Test func cucumbersScenariosAreTheTestsOfTheirFeature() throws {
        let log = """
            # language: en
            Feature: Thermal state

              Scenario: Thermal state is captured on a handled error                # features/thermal_state.feature:6
                Given I clear all persistent data                                   # maze-runner/lib/features/steps/app_automator_steps.rb:12
                Then the event "metaData.device.thermalState" equals "nominal"      # maze-runner/lib/features/steps/payload_steps.rb:55

              Scenario: Thermal state change is recorded as a breadcrumb            # features/thermal_state.feature:11
                Then the event has a "state" breadcrumb named "Thermal State Changed" # maze-runner/lib/features/steps/breadcrumb_steps.rb:18
                  No breadcrumb matched: {"type"=>"state", "name"=>"Thermal State Changed"}
                  ./maze-runner/lib/features/steps/breadcrumb_steps.rb:27:in `/^the event has a "(.+)" breadcrumb named "(.+)"$/'
                  features/thermal_state.feature:14:in `the event has a "state" breadcrumb named "Thermal State Changed"'
                Retrying scenario (attempt 2 of 2)
              Scenario: Thermal state change is recorded as a breadcrumb            # features/thermal_state.feature:11
                Then the event has a "state" breadcrumb named "Thermal State Changed" # maze-runner/lib/features/steps/breadcrumb_steps.rb:18
                  No breadcrumb matched: {"type"=>"state", "name"=>"Thermal State Changed"}

            Failing Scenarios:
            cucumber features/thermal_state.feature:11 # Scenario: Thermal state change is recorded as a breadcrumb

            2 scenarios (1 failed, 1 passed)
            """
        let read = Self.testsBySuiteAndName(log)
        #expect(read.mapValues(\.status.rawValue) == [
            "Thermal state/Thermal state is captured on a handled error": "passed",
            "Thermal state/Thermal state change is recorded as a breadcrumb": "failed",
        ])
        let breadcrumb = try #require(read["Thermal state/Thermal state change is recorded as a breadcrumb"]?.issues)
        #expect(breadcrumb.count == 1)
        #expect(breadcrumb.first?.message == "No breadcrumb matched: {\"type\"=>\"state\", \"name\"=>\"Thermal State Changed\"}")
        #expect(breadcrumb.first?.location == SourceLocation(file: "features/thermal_state.feature", line: 11))
    }

    /// A bracket that is no worker's id is not the reporter's (xcpretty's `[x]`, a log's `[INFO]`).
    @Test(arguments: ["[0-0] RUNNING in iPhone 16", "[INFO] Building", "[x] Compiling", "[chrome #a-0] text", "[chrome #0-] text"])
    func notAWorkersLine(_ line: String) {
        #expect(WebdriverIOSpecReader.prefix(line) == nil)
    }

    /// Patrol's own console as its log reader prints it (leancodepl/patrol's `patrol_log`: a test's
    /// start, its end with its file and seconds, a failure's error under it, the closing summary that
    /// lists the failures again): a job that kept nothing else read as 0 tests (round 44's `eu07`).
    static let patrol = """
        🧪 reminders_test Reminder actions opens the chore when the notification is tapped
            ✅ Reminder actions opens the chore when the notification is tapped (patrol_test/reminders_test.dart) (14s)
        🧪 reminders_test Reminder actions marks the chore done from the notification action
        flutter: [chores] done today: []
            ❌ Reminder actions marks the chore done from the notification action (patrol_test/reminders_test.dart)
        MissingPluginException(No implementation found for method getAll on channel plugins.flutter.io/shared_preferences)
        Expected: true  Actual: <false> (41s)
        🧪 board_test Chore board ticking two chores quickly keeps both
            ❌ Chore board ticking two chores quickly keeps both (patrol_test/board_test.dart) (12s)
        ⏩ board_test Chore board archives last week

        Test summary:
        📝 Total: 4
        ✅ Successful: 1
        ❌ Failed: 2
          - Reminder actions marks the chore done from the notification action (patrol_test/reminders_test.dart)
          - Chore board ticking two chores quickly keeps both (patrol_test/board_test.dart)
        ⏩ Skipped: 1
        📊 Report: file:///Users/builder/clone/build/ios_results_1764857301/index.html
        ⏱️  Duration: 1m 28s
        """

    /// A failure's line that already has its seconds, its error under it (as some versions print it): the
    /// error runs to a blank line or Patrol's next test, and is the failure's message.
    @Test func patrolsErrorUnderAFailureWithItsSecondsIsItsMessage() throws {
        let read = Self.testsBySuiteAndName("""
            🧪 background.draft_resume_test background generation simulated processing launch resumes the pending draft
            ❌ background generation simulated processing launch resumes the pending draft (patrol_test/background/draft_resume_test.dart) (31s)
            Expected: 'completed'
              Actual: 'pending'

            package:matcher                                     expect
            🧪 push.inbox_push_test push sync refreshes the inbox
            ❌ push sync refreshes the inbox (patrol_test/push/inbox_push_test.dart) (1m 9s)
            WaitUntilVisibleTimeoutException: Finder "Found 0 widgets with text "2 new": []" did not find any visible widgets
            🧪 push.inbox_push_test push sync keeps the badge
            ✅ push sync keeps the badge (patrol_test/push/inbox_push_test.dart) (3s)
            """)
        #expect(read["draft_resume_test/background generation simulated processing launch resumes the pending draft"]?.issues.map(\.message)
                == ["Expected: 'completed'\nActual: 'pending'"])
        #expect(read["inbox_push_test/push sync refreshes the inbox"]?.issues.map(\.message)
                == ["WaitUntilVisibleTimeoutException: Finder \"Found 0 widgets with text \"2 new\": []\" did not find any visible widgets"])
        #expect(read["inbox_push_test/push sync keeps the badge"]?.status == .passed)
    }

    @Test func patrolsConsoleIsTheTestsWithTheirErrors() throws {
        let read = Self.testsBySuiteAndName(Self.patrol)
        #expect(read.mapValues(\.status.rawValue) == [
            "reminders_test/Reminder actions opens the chore when the notification is tapped": "passed",
            "reminders_test/Reminder actions marks the chore done from the notification action": "failed",
            "board_test/Chore board ticking two chores quickly keeps both": "failed",
        ])
        let reminder = try #require(read["reminders_test/Reminder actions marks the chore done from the notification action"])
        #expect(reminder.issues.map(\.message) == ["MissingPluginException(No implementation found for method getAll on channel plugins.flutter.io/shared_preferences)\nExpected: true  Actual: <false>"])
        #expect(read["board_test/Chore board ticking two chores quickly keeps both"]?.issues.count == 1)
        // package:test's GitHub reporter names no file: still package:test's.
        #expect(PatrolOutputReader.result("❌ Sync keeps local edits (failed)") == nil)
        // Patrol's bundle groups a file's tests under the file's name: the suite says it, the name does not repeat it.
        let grouped = try #require(PatrolOutputReader.result("❌ notifications_test notifications tapping a reminder opens the habit detail (integration_test/notifications_test.dart) (27s)"))
        #expect(grouped.1.description == "notifications_test/notifications tapping a reminder opens the habit detail")
        #expect(PatrolOutputReader.result("✅ notifications_test (integration_test/notifications_test.dart)")?.1.name == "notifications_test")
    }

    /// Patrol runs each Dart test as an XCTest method: where xcodebuild's lines name the tests, its
    /// console's naming of the same failures is not a second set of tests.
    @Test func patrolsConsoleBesideXCTestsLinesAddsNoTests() {
        let log = """
            Test Case '-[RunnerUITests.RunnerUITests board_test___Chore_board_ticking_two_chores_quickly_keeps_both]' started.
            /Users/builder/clone/ios/RunnerUITests/RunnerUITests.m:5: error: -[RunnerUITests.RunnerUITests board_test___Chore_board_ticking_two_chores_quickly_keeps_both] : ((success) is true) failed - Expected: <2> Actual: <1>
            Test Case '-[RunnerUITests.RunnerUITests board_test___Chore_board_ticking_two_chores_quickly_keeps_both]' failed (12.104 seconds).
                ❌ Chore board ticking two chores quickly keeps both (patrol_test/board_test.dart) (12s)
            """
        let (report, _) = TestLogReaderStreamTests.read(log)
        #expect(report.tests.map(\.id.name) == ["board_test___Chore_board_ticking_two_chores_quickly_keeps_both"])
    }

    /// Mocha's spec reporter with no runner around it (Appium's end-to-end tests, `ns-dev-appium`):
    /// the list after `N failing` names each failure by its title path, its message above the diff
    /// and stack, its place the spec's frame. Round 45's `fa02`: the job read as 0 tests.
    static let mocha = """
        Info: Send app to background for 90 seconds
            1) runs the nightly compaction processing task while backgrounded
            ✓ verify app is running (1418ms)

          1 passing (6m)
          2 failing

          1) background-tasks
               runs the nightly compaction processing task while backgrounded:

              AssertionError: expected false to be true
              + expected - actual

              -false
              +true

              at Context.<anonymous> (e2e/background-tasks.e2e.ts:36:12)

          2) background-tasks
               export
                 finishes the CSV export after five minutes in the background:
              AssertionError: expected 'Export paused: 412 of 1200 rows' to equal 'Export complete: 1200 rows'
              + expected - actual
              at Context.<anonymous> (node_modules/chai/lib/assert.js:12:3)
              at Context.<anonymous> (e2e/background-tasks.e2e.ts:45:12)



        Exited with code exit status 2
          3) not a failure: the list has ended
        """

    @Test func mochasFailureListIsTheTestsWithTheirMessagesAndPlaces() throws {
        let read = Self.testsBySuiteAndName(Self.mocha)
        #expect(read.mapValues(\.status.rawValue) == [
            "background-tasks/runs the nightly compaction processing task while backgrounded": "failed",
            "background-tasks › export/finishes the CSV export after five minutes in the background": "failed",
        ])
        let nightly = try #require(read["background-tasks/runs the nightly compaction processing task while backgrounded"]?.issues.first)
        #expect(nightly.message == "AssertionError: expected false to be true")
        #expect(nightly.location == SourceLocation(file: "e2e/background-tasks.e2e.ts", line: 36, column: 12))
        let export = try #require(read["background-tasks › export/finishes the CSV export after five minutes in the background"]?.issues.first)
        #expect(export.message == "AssertionError: expected 'Export paused: 412 of 1200 rows' to equal 'Export complete: 1200 rows'")
        // The spec's frame, not an assertion library's.
        #expect(export.location?.line == 45)
    }

    /// A hook's failure is the test it ran for; Node's own frames are not the test's place.
    @Test func mochasHookFailureIsItsTestsAndNodesFramesAreNotPlaces() throws {
        let log = """
              1 failing

              1) Sync
                   "before each" hook for "uploads the outbox":
                  Error: connect ECONNREFUSED 127.0.0.1:4723
                  at processTicksAndRejections (node:internal/process/task_queues:95:5)
                  at async Context.<anonymous> (e2e/sync.e2e.ts:12:5)

            """
        let read = Self.testsBySuiteAndName(log)
        #expect(Array(read.keys) == ["Sync/uploads the outbox"])
        #expect(read.values.first?.issues.first?.location == SourceLocation(file: "e2e/sync.e2e.ts", line: 12, column: 5))
    }

    /// Karma's progress reporter (a NativeScript app's Jasmine specs on the Simulator): a failed
    /// spec is the browser's name, its full name and `FAILED`, named under its spec file's stem.
    @Test func karmasFailedSpecIsTheTestWithItsMessageAndPlace() throws {
        let log = """
            NativeScript / 17.5 (17.5; iPhone): Executed 18 of 31 SUCCESS (0 secs / 0.604 secs)
            NativeScript / 17.5 (17.5; iPhone) CompactionStatus publishes the last compaction time to the widget group FAILED
            \tExpected null to equal '2025-03-11T09:17:41.208Z'.
            \t    at <Jasmine>
            \t    at UserContext.<anonymous> (src/tests/compaction-status.spec.ts:26:40)
            \t    at <Jasmine>
            NativeScript / 17.5 (17.5; iPhone): Executed 31 of 31 (1 FAILED) (1.102 secs / 0.861 secs)
            TOTAL: 1 FAILED, 30 SUCCESS
            Chrome Headless 120.0.0.0 (Linux x86_64) Not a browser Karma counted FAILED
            """
        let read = Self.testsBySuiteAndName(log)
        #expect(Array(read.keys) == ["compaction-status.spec/CompactionStatus publishes the last compaction time to the widget group"])
        let issue = try #require(read.values.first?.issues.first)
        #expect(issue.message == "Expected null to equal '2025-03-11T09:17:41.208Z'.")
        #expect(issue.location == SourceLocation(file: "src/tests/compaction-status.spec.ts", line: 26, column: 40))
    }

    /// Karma without a terminal prints its count only after every failure: a failed spec read before
    /// any count is the test once the count names its browser (a V8 frame by `file:///` URL its place);
    /// a line ending in `FAILED` whose browser no count names is no Karma test.
    @Test func karmasFailuresBeforeItsOnlyCountAreTheTests() throws {
        let log = """
            08 12 2026 09:41:31.552:INFO [NativeScript / 18.5 (18.5; iPhone)]: Connected on socket aW9z-Q1ND-0001 with id NativeScriptUnit-2026
            Chrome Headless 120.0.0.0 (Linux x86_64) Not a browser Karma counted FAILED
            CONSOLE LOG: 2026-12-08 09:41:33.611 cinderbox[51822:31a7c] - TSBackgroundFetch WARNING: completionHandler is nil.  No fetch event to finish.  Ignored
            NativeScript / 18.5 (18.5; iPhone) AppDelegate forwards the fetch completion handler FAILED
            	Error: Timeout - Async function did not complete within 5000ms (set by jasmine.DEFAULT_TIMEOUT_INTERVAL)
            	    at <Jasmine>
            	    at file:///app/tests/app-delegate.spec.ts:8:3
            NativeScript / 18.5 (18.5; iPhone) FeedMerger keeps the newest item per guid FAILED
            	Expected 'Draft headline' to be 'Final headline'.
            	    at UserContext.<anonymous> (file:///app/tests/feed-merger.spec.ts:12:53)
            NativeScript / 18.5 (18.5; iPhone): Executed 11 of 11 (2 FAILED) (1 min 8.913 secs / 1 min 8.201 secs)
            TOTAL: 2 FAILED, 9 SUCCESS
            """
        let (_, reader) = TestLogReaderStreamTests.read(log)
        let printed = reader.taskLinesByTest.mapValues { $0.compactMap(\.line) }
        // What the app printed before a failure's line, since the last, is that spec's.
        #expect(printed == [TestIdentifier(module: nil, suite: "app-delegate.spec", name: "AppDelegate forwards the fetch completion handler"): [3]])
        let read = Self.testsBySuiteAndName(log)
        #expect(read.keys.sorted() == [
            "app-delegate.spec/AppDelegate forwards the fetch completion handler",
            "feed-merger.spec/FeedMerger keeps the newest item per guid",
        ])
        let issue = try #require(read["app-delegate.spec/AppDelegate forwards the fetch completion handler"]?.issues.first)
        #expect(issue.message == "Error: Timeout - Async function did not complete within 5000ms (set by jasmine.DEFAULT_TIMEOUT_INTERVAL)")
        #expect(issue.location == SourceLocation(file: "/app/tests/app-delegate.spec.ts", line: 8, column: 3))
        // No count, no Karma: the same failures without one are nobody's tests.
        let uncounted = log.split(separator: "\n").filter { !$0.contains(": Executed ") }.joined(separator: "\n")
        #expect(Self.testsBySuiteAndName(uncounted).isEmpty)
    }

    /// A failure kept aside, then confirmed by a count before the next failure: what the app printed before
    /// it is its own, not the next failure's as well (a refused submission is no formatter spec's).
    @Test func whatAConfirmedFailureCopiedIsNoLaterFailures() {
        let (_, reader) = TestLogReaderStreamTests.read("""
            08 12 2026 09:41:31.552:INFO [NativeScript / 18.2 (18.2; iPhone)]: Connected on socket 7k2p with id NativeScriptKarmaRunner-1
            CONSOLE LOG: 'BGTaskScheduler submit failed: Error Domain=BGTaskSchedulerErrorDomain Code=3 "(null)"'
            NativeScript / 18.2 (18.2; iPhone) BackgroundRefresh submits the feed refresh request FAILED
            	Expected Error Domain=BGTaskSchedulerErrorDomain Code=3 "(null)" to be null.
            	    at UserContext.<anonymous> (file: app/tests/background-refresh.spec.ts:6:26)
            NativeScript / 18.2 (18.2; iPhone): Executed 2 of 6 (1 FAILED) (0 secs / 0.041 secs)
            NativeScript / 18.2 (18.2; iPhone) DigestFormatter orders unread articles newest first FAILED
            	Expected $[0] = 'a' to equal 'b'.
            	    at UserContext.<anonymous> (file: app/tests/digest-formatter.spec.ts:10:36)
            NativeScript / 18.2 (18.2; iPhone): Executed 6 of 6 (2 FAILED) (0 secs / 0.058 secs)
            """)
        let printed = reader.taskLinesByTest.mapValues { $0.compactMap(\.line) }
        #expect(printed == [TestIdentifier(module: nil, suite: "background-refresh.spec", name: "BackgroundRefresh submits the feed refresh request"): [2]])
    }

    /// Several browsers, each count last: each browser's failures wait for its own count (the first
    /// count confirms only its browser's); a spec failing in both is one test with each browser's failure.
    @Test func karmasBrowsersFailuresWaitForTheirOwnCounts() {
        let log = """
            Chrome Headless 120.0.0.0 (Linux x86_64) Sync merges remote edits FAILED
            \tExpected 1 to be 2.
            Firefox 121.0 (Linux x86_64) Sync merges remote edits FAILED
            \tExpected 1 to be 2.
            Chrome Headless 120.0.0.0 (Linux x86_64): Executed 11 of 11 (1 FAILED) (0.5 secs / 0.4 secs)
            Firefox 121.0 (Linux x86_64) Sync keeps local edits FAILED
            \tExpected 3 to be 4.
            Firefox 121.0 (Linux x86_64): Executed 11 of 11 (2 FAILED) (0.6 secs / 0.5 secs)
            """
        let (report, _) = TestLogReaderStreamTests.read(log)
        #expect(report.tests.map(\.id.name) == ["Sync merges remote edits", "Sync keeps local edits"])
        #expect(report.tests.first?.issues.count == 2)
    }

    /// An app's own line ending in `FAILED` is no Karma failure, and takes nothing: the lines the app
    /// printed stay the next failure's (a formatter's, here).
    @Test func anotherLineEndingInFailedLeavesTheAppsLinesToTheNextFailure() {
        let (_, reader) = TestLogReaderStreamTests.read("""
            2026-12-03 10:09:35.100 Pagewise[6120:88] BGTaskScheduler submit failed: Error Domain=BGTaskSchedulerErrorDomain Code=1 "(null)"
            2026-12-03 10:09:36.269 Pagewise[6120:88] [Feed] refresh FAILED
                ✖ testFeedRefreshes, XCTAssertTrue failed

            """)
        let lines = reader.taskLinesByTest.values.flatMap { $0.compactMap(\.line) }
        #expect(lines.contains(1))
    }

    /// Karma's log where the count comes only at the end is a test log to collect (its server's own first line).
    @Test func karmasLogIsCollectedByItsServersLine() {
        let log = """
            08 12 2026 09:41:27.107:INFO [karma-server]: Karma v6.4.4 server started at http://localhost:9876/
            08 12 2026 09:41:31.552:INFO [NativeScript / 18.5 (18.5; iPhone)]: Connected on socket aW9z-Q1ND-0001 with id NativeScriptUnit-2026
            """
        #expect(EvidenceRecognizer.kind(ofFileNamed: "circleci-ios-unit-tests.txt", prefix: Array(log.utf8)) == .log)
    }

    /// Maven Surefire's console (Appium's Java client under TestNG, `mvn test` with no XML kept): each
    /// failed test's heading, its exception as the message, its own frame as the place; Surefire 2's
    /// heading too; the closing list adds only what no heading named; a rerun's `Run 1:` lines add nothing.
    @Test func surefiresFailedTestsAreTheTestsWithTheirMessagesAndPlaces() throws {
        let log = """
            [INFO] Running TestSuite
            [main] INFO com.example.e2e.UploadQueueTest - app deactivated, waiting 45s
            [ERROR] Tests run: 4, Failures: 2, Errors: 0, Skipped: 0, Time elapsed: 91.3 s <<< FAILURE! -- in TestSuite
            [ERROR] com.example.e2e.UploadQueueTest.uploadContinuesWhileBackgrounded -- Time elapsed: 71.38 s <<< FAILURE!
            java.lang.AssertionError: background upload should keep the app running expected [RUNNING_IN_BACKGROUND] but found [RUNNING_IN_BACKGROUND_SUSPENDED]
            	at org.testng.Assert.fail(Assert.java:111)
            	at com.example.e2e.UploadQueueTest.uploadContinuesWhileBackgrounded(UploadQueueTest.java:59)
            Caused by: not a message line

            savesDraft(com.example.e2e.DraftTest)  Time elapsed: 2.1 sec  <<< ERROR!
            org.openqa.selenium.NoSuchElementException: An element could not be located on the page using the given search parameters.
            	at com.example.e2e.DraftTest.savesDraft(DraftTest.java:30)

            [INFO] Results:
            [ERROR] Failures:
            [ERROR]   UploadQueueTest.uploadContinuesWhileBackgrounded:59 background upload should keep the app running
            [ERROR]   SyncTest.mergesTwice:44 expected [1] but found [2]
            [ERROR]   LoginTest.signIn » WebDriver unknown error: cannot find app
            [ERROR] Errors:
            [ERROR] Run 1: SyncTest.flaky:12 » Timeout
            [ERROR] Tests run: 4, Failures: 2, Errors: 1, Skipped: 0
            """
        let read = Self.testsBySuiteAndName(log)
        #expect(read.mapValues(\.status.rawValue) == [
            "UploadQueueTest/uploadContinuesWhileBackgrounded": "failed", "DraftTest/savesDraft": "failed", "SyncTest/mergesTwice": "failed",
            // An entry without a line: its name ends at the error's ` » `.
            "LoginTest/signIn": "failed",
        ])
        let upload = try #require(read["UploadQueueTest/uploadContinuesWhileBackgrounded"]?.issues)
        #expect(upload.count == 1, "the closing list repeats it: one failure")
        #expect(upload.first?.message == "java.lang.AssertionError: background upload should keep the app running expected [RUNNING_IN_BACKGROUND] but found [RUNNING_IN_BACKGROUND_SUSPENDED]")
        #expect(upload.first?.location == SourceLocation(file: "UploadQueueTest.java", line: 59))
        #expect(read["DraftTest/savesDraft"]?.issues.first?.location == SourceLocation(file: "DraftTest.java", line: 30))
        #expect(read["SyncTest/mergesTwice"]?.issues.first?.message == "expected [1] but found [2]")
    }

    /// `dotnet test`'s console (Appium's C# client, no `.trx` kept): each failed test is its result line,
    /// its error message, and its stack's frame of its own method (its class, namespace and place); an
    /// inner exception's frames and a lambda's frame of the same method name no other test.
    @Test func vstestsFailedTestsAreNamedByTheirOwnFrame() throws {
        let log = """
              Passed UploadProgressShownInForeground [37 s]
              Failed UploadContinuesWhileAppIsBackgrounded [4 m 31 s]
              Error Message:
                 Assert.That(status.Text, Is.EqualTo("Synced 40 of 40"))
              Expected: "Synced 40 of 40"
              But was:  "Paused · 6 of 40"

              Stack Trace:
                 at FieldNotes.UITests.FieldSyncTests.UploadContinuesWhileAppIsBackgrounded() in /Users/runner/work/1/s/tests/FieldNotes.UITests/FieldSyncTests.cs:line 27

            1)    at FieldNotes.UITests.FieldSyncTests.UploadContinuesWhileAppIsBackgrounded() in /Users/runner/work/1/s/tests/FieldNotes.UITests/FieldSyncTests.cs:line 27


              Failed ImmediateReminderBannerAppears [27 s]
              Error Message:
               OpenQA.Selenium.WebDriverTimeoutException : Timed out after 20 seconds
              Stack Trace:
                 at OpenQA.Selenium.Support.UI.DefaultWait`1.Until[TResult](Func`2 condition)
               at FieldNotes.UITests.ReminderTests.<>c.<ImmediateReminderBannerAppears>b__1_0(IWebDriver d) in /Users/runner/work/1/s/tests/FieldNotes.UITests/ReminderTests.cs:line 31
               at FieldNotes.UITests.ReminderTests.ImmediateReminderBannerAppears() in /Users/runner/work/1/s/tests/FieldNotes.UITests/ReminderTests.cs:line 30
            --NoSuchElementException
               at OpenQA.Selenium.WebDriver.FindElement(String mechanism, String value)

              Passed SettingsShowsAppVersion [7 s]

            Failed!  - Failed:     2, Passed:    2, Skipped:     0, Total:    4, Duration: 7 m 33 s - FieldNotes.UITests.dll (net9.0)
            """
        let read = Self.testsBySuiteAndName(log)
        #expect(read.mapValues(\.status.rawValue) == ["FieldSyncTests/UploadContinuesWhileAppIsBackgrounded": "failed", "ReminderTests/ImmediateReminderBannerAppears": "failed"])
        let upload = try #require(read["FieldSyncTests/UploadContinuesWhileAppIsBackgrounded"])
        #expect(upload.id.module == "FieldNotes.UITests")
        #expect(upload.issues.first?.message.hasPrefix("Assert.That(status.Text, Is.EqualTo(\"Synced 40 of 40\"))\nExpected: \"Synced 40 of 40\"") == true)
        #expect(upload.issues.first?.location == SourceLocation(file: "/Users/runner/work/1/s/tests/FieldNotes.UITests/FieldSyncTests.cs", line: 27))
        #expect(read["ReminderTests/ImmediateReminderBannerAppears"]?.issues.first?.location?.line == 30)
    }

    /// A Kotlin/Native test binary that crashed: Gradle names the test only as `Current test:`, its class
    /// in the process output's frame of it; the crash's reason is its message.
    @Test func aKotlinNativeTestThatCrashedIsNamedByItsFrame() throws {
        let log = """
            Execution failed for task ':shared:iosSimulatorArm64Test'.
            > Failed to execute all tests:
              :shared:iosSimulatorArm64Test: Test running process exited unexpectedly.
              Current test: schedulesDailyDigestReminder
              Process output:
               2026-11-10 10:42:37.881 test.kexe[41927:1870344] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'bundleProxyForCurrentProcess is nil'
              	8   test.kexe   0x00000001047f3a90 kfun:dev.cinder.notifications.IosReminderScheduler.$init_global$lambda$0#internal + 64
              	10  test.kexe   0x0000000104801b5c kfun:dev.cinder.notifications.ReminderSchedulerTest#schedulesDailyDigestReminder(){} + 184
              )

            * Try:
            """
        let read = Self.testsBySuiteAndName(log)
        let crashed = try #require(read["ReminderSchedulerTest/schedulesDailyDigestReminder"])
        #expect(read.count == 1)
        #expect(crashed.id.module == "dev.cinder.notifications")
        #expect(crashed.issues.first?.message.contains("Terminating app due to uncaught exception 'NSInternalInconsistencyException'") == true)
        // Where Gradle's own event named the test (`Class > test FAILED`), the crash's report adds no second one.
        let named = Self.testsBySuiteAndName("""
            app.example.QueueDispatcherTest > dispatchFromMainThreadRunsBlock FAILED
                Test running process exited unexpectedly.
                Current test: dispatchFromMainThreadRunsBlock

            > Test running process exited unexpectedly.
              Current test: dispatchFromMainThreadRunsBlock
            """)
        #expect(Array(named.keys) == ["QueueDispatcherTest/dispatchFromMainThreadRunsBlock"])
    }

    /// Gradle's `… FAILED` names the crashed test and says nothing more: the crash's report (Kotlin/Native's
    /// own `Uncaught Kotlin exception:`) is its failure's message too (round 49's `fr04`).
    @Test func aCrashGradleNamedTakesTheCrashsWords() throws {
        let read = Self.testsBySuiteAndName("""
            quarry.sync.OutboxDrainerTest.drainsQueuedNotesOnWorkerThread[iosX64] FAILED

            > Task :shared:iosX64Test FAILED
            Execution failed for task ':shared:iosX64Test'.
            > Test running process exited unexpectedly.
              Current test: drainsQueuedNotesOnWorkerThread
              Process output:
               Uncaught Kotlin exception: kotlin.native.IncorrectDereferenceException: illegal attempt to access non-shared com.russhwolf.settings.AppleSettings@8a9e48 from other thread
            """)
        #expect(read.count == 1)
        let crashed = try #require(read.values.first)
        #expect(crashed.status == .failed)
        #expect(crashed.issues.filter { $0.message.contains("Uncaught Kotlin exception: kotlin.native.IncorrectDereferenceException") }.count == 1)
    }

    /// `patrol test --show-flutter-logs`: the error is Flutter's exception report in the app's console
    /// (`flutter: ` before each line, `flutter:` alone for a blank one) before the `❌` line, which carries
    /// only the time — minutes too (`(3m 58s)`, patrol_log's format). Round 49's `fr06`.
    @Test func patrolsFailureTakesTheFlutterReportOfItsName() throws {
        let read = Self.testsBySuiteAndName("""
            flutter: PatrolBinding: test "reminders schedules the reminder for tomorrow" started
            flutter: ══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞═════════════════════════════════════════════════
            flutter: The following ArgumentError was thrown running a test:
            flutter: Invalid argument (scheduledDate): Must be a date in the future: Instance of 'TZDateTime'
            flutter:
            flutter: When the exception was thrown, this was the stack:
            flutter: #0      validateDateIsInTheFuture (package:flutter_local_notifications/src/helpers.dart:31:5)
            flutter:
            flutter: The test description was:
            flutter:   reminders schedules the reminder for tomorrow
            flutter: ════════════════════════════════════════════════════════════════════════════════════════════════════
                    ❌ reminders schedules the reminder for tomorrow (integration_test/reminders_test.dart) (3m 58s)
                    ✅ reminders turns the reminder off (integration_test/reminders_test.dart) (6s)
            """)
        #expect(read.mapValues(\.status.rawValue) == ["reminders_test/reminders schedules the reminder for tomorrow": "failed",
                                                      "reminders_test/reminders turns the reminder off": "passed"])
        #expect(read["reminders_test/reminders schedules the reminder for tomorrow"]?.issues.map(\.message)
                == ["The following ArgumentError was thrown running a test:\nInvalid argument (scheduledDate): Must be a date in the future: Instance of 'TZDateTime'"])
        // A `❌` line whose error lines follow takes the report for its place when its lines end.
        let block = Self.testsBySuiteAndName("""
            flutter: ══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞═════════════════════════════════════════════════
            flutter: The following TestFailure was thrown running a test:
            flutter: Expected: 'Taken'
            flutter: #1      main.<anonymous closure> (file:///Users/builder/clone/integration_test/doses_test.dart:31:7)
            flutter: The test description was:
            flutter:   doses marks the dose taken
            flutter: ════════════════════════════════════════════════════════════════════════════════════════════════════
                    ❌ doses marks the dose taken (integration_test/doses_test.dart)
                    Expected: 'Taken' (41s)
            """)
        let dose = try #require(block["doses_test/doses marks the dose taken"])
        #expect(dose.issues.first?.message == "Expected: 'Taken'")
        #expect(dose.issues.first?.location?.line == 31)
        // Flutter's report names the test by its own description; Patrol's line, by its groups (the file's too) and description.
        let grouped = Self.testsBySuiteAndName("""
            flutter: ══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞═════════════════════════════════════════════════
            flutter: The following TestFailure was thrown running a test:
            flutter: Expected: <5>
            flutter:   Actual: <3>
            flutter: The test description was:
            flutter:   streak survives a skipped rest day
            flutter: ════════════════════════════════════════════════════════════════════════════════════════════════════
                    ❌ streaks_test streaks streak survives a skipped rest day (integration_test/streaks_test.dart) (2s)
            """)
        #expect(grouped["streaks_test/streaks streak survives a skipped rest day"]?.issues.first?.message.contains("Expected: <5>") == true)
        #expect(PatrolOutputReader.withoutTime("name (a_test.dart) (1h 0m 7s)").1)
        #expect(!PatrolOutputReader.withoutTime("name (a_test.dart) (7 s)").1)
    }
}
