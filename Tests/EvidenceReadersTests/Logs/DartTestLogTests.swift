import EvidenceKit
import Foundation
import Testing

/// A Flutter app's tests print package:test's reporters: the expanded one (`00:31 +3 -1: name [E]`)
/// wherever there is no terminal, the GitHub one (`::group::❌ name (failed)`) on GitHub Actions.
/// Read with no pattern for them, a `flutter drive` failure was lost: the run said nothing of it.
@Suite struct DartTestLogTests {
    /// Two files, as `flutter test` prints them in CI: a plain test's failure with its terse stack, a
    /// widget test whose Flutter report comes before its `[E]` line (and names the test itself), a skip.
    static let expanded = """
        00:00 +0: loading /ci/app/test/shift_sync_test.dart
        00:02 +0: /ci/app/test/shift_sync_test.dart: ShiftSync merges the server rota
        00:02 +1: /ci/app/test/shift_sync_test.dart: ShiftSync keeps local edits
        00:02 +1 -1: /ci/app/test/shift_sync_test.dart: ShiftSync keeps local edits [E]
          Expected: <3>
            Actual: <2>

          package:matcher                expect
          test/shift_sync_test.dart 41:7  main.<fn>.<fn>

        To run this test again: /flutter/bin/cache/dart-sdk/bin/dart test /ci/app/test/shift_sync_test.dart -p vm --plain-name 'ShiftSync keeps local edits'
        00:03 +1 -1: /ci/app/test/shift_sync_test.dart: ShiftSync drops cancelled shifts
          Skip: needs the staging server
        00:04 +1 ~1 -1: /ci/app/test/rota_page_test.dart: Rota page shows the next shift
        ══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞════════════════════════════════════════════════════
        The following TestFailure was thrown running a test:
        Expected: exactly one matching candidate
          Actual: _TextWidgetFinder:<Found 0 widgets with text "Fri 07:00": []>
           Which: means none were found but one was expected

        When the exception was thrown, this was the stack:
        #4      main.<anonymous closure>.<anonymous closure> (file:///ci/app/test/rota_page_test.dart:58:5)
        <asynchronous suspension>
        #5      testWidgets.<anonymous closure>.<anonymous closure> (package:flutter_test/src/widget_tester.dart:192:15)
        <asynchronous suspension>
        (elided one frame from package:stack_trace)

        This was caught by the test expectation on the following line:
          file:///ci/app/test/rota_page_test.dart line 58
        The test description was:
          shows the next shift
        ════════════════════════════════════════════════════════════════════════════════════════════════════
        00:04 +1 ~1 -2: /ci/app/test/rota_page_test.dart: Rota page shows the next shift [E]
          Test failed. See exception logs above.
          The test description was: shows the next shift

        00:05 +1 ~1 -2: /ci/app/test/rota_page_test.dart: Rota page lists the week
        00:05 +2 ~1 -2: Some tests failed.

        """

    @Test func theExpandedReportersResultsAreTheTestsWithTheirMessagesAndPlaces() throws {
        let (report, reader) = TestLogReaderStreamTests.read(Self.expanded)
        let read = Dictionary(uniqueKeysWithValues: report.tests.map { ($0.id.description, $0) })
        #expect(read.mapValues(\.status.rawValue) == [
            "shift_sync_test/ShiftSync merges the server rota": "passed",
            "shift_sync_test/ShiftSync keeps local edits": "failed",
            "shift_sync_test/ShiftSync drops cancelled shifts": "skipped",
            // The report names the test itself: what comes before it is its group.
            "Rota page/shows the next shift": "failed",
            "Rota page/lists the week": "passed",
        ])
        let edits = try #require(read["shift_sync_test/ShiftSync keeps local edits"]?.issues.first)
        #expect(edits.message == "Expected: <3>\n  Actual: <2>")
        #expect(edits.location == SourceLocation(file: "test/shift_sync_test.dart", line: 41, column: 7))
        #expect(edits.evidence?.line == 4)
        let rota = try #require(read["Rota page/shows the next shift"]?.issues.first)
        #expect(rota.message.hasPrefix("Expected: exactly one matching candidate\n  Actual: _TextWidgetFinder"))
        #expect(rota.location == SourceLocation(file: "/ci/app/test/rota_page_test.dart", line: 58))
        #expect(reader.unrecognizedLineCount == 0)
    }

    /// The report may come after the `[E]` line, and a long description wraps in it.
    @Test func aReportAfterItsFailureLineIsThatTestsAndAWrappedNameIsJoined() throws {
        let (report, _) = TestLogReaderStreamTests.read("""
            00:03 +0: reminders schedules the evening reminder in the device time zone after a daylight saving change
            00:03 +0 -1: reminders schedules the evening reminder in the device time zone after a daylight saving change [E]
              Test failed. See exception logs above.
              The test description was: schedules the evening reminder in the device time zone after a daylight saving change

            ══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞════════════════════════════════════════════════════
            The following LateInitializationError was thrown running a test:
            LateInitializationError: Field '_local' has not been initialized.

            When the exception was thrown, this was the stack:
            #0      _local (package:timezone/src/env.dart)
            #3      ReminderService.nextEvening (file:///ci/app/lib/reminder_service.dart:31:23)
            #4      main.<anonymous closure>.<anonymous closure> (file:///ci/app/test/reminders_test.dart:22:30)

            The test description was:
              schedules the evening reminder in the device time zone after a daylight
              saving change
            ════════════════════════════════════════════════════════════════════════════════════════════════════
            00:04 +0 -1: Some tests failed.

            """)
        let failed = try #require(report.tests.first)
        #expect(report.tests.count == 1)
        #expect(failed.id.description == "reminders/schedules the evening reminder in the device time zone after a daylight saving change")
        #expect(failed.issues.first?.message == "LateInitializationError: Field '_local' has not been initialized.")
        #expect(failed.issues.first?.location == SourceLocation(file: "/ci/app/lib/reminder_service.dart", line: 31, column: 23))
    }

    /// `flutter drive`: one file, no path printed; the group is known from its `(tearDownAll)`.
    @Test func aGroupsTearDownNamesTheGroupAndATimeoutIsItsMessage() throws {
        let (report, _) = TestLogReaderStreamTests.read("""
            00:00 +0: loading /ci/app/test_driver/widget_sync_driver.dart
            00:01 +0: widget_sync shows synced berth on the home widget
            00:31 +0 -1: widget_sync shows synced berth on the home widget [E]
              TimeoutException after 0:00:30.000000: Test timed out after 30 seconds. See https://pub.dev/packages/test#timeouts
              dart:isolate  _RawReceivePort._handleMessage
              test_driver/widget_sync_driver.dart 11:36  main.<fn>.<fn>

            00:31 +0 -1: widget_sync (tearDownAll)
            00:31 +0 -1: Some tests failed.

            """)
        #expect(report.tests.map(\.id.description) == ["widget_sync/shows synced berth on the home widget"])
        let issue = try #require(report.tests.first?.issues.first)
        #expect(issue.message.hasPrefix("TimeoutException after 0:00:30.000000: Test timed out after 30 seconds."))
        #expect(issue.location?.line == 11)
    }

    /// The GitHub reporter, as the runner's raw log shows its groups (`##[group]`) and as the command
    /// prints them (`::group::`): passes in a group, each failure a group holding its report.
    @Test(arguments: ["::", "##["])
    func theGitHubReportersGroupsAreResults(_ form: String) throws {
        let (open, end, error) = form == "::" ? ("::group::", "::endgroup::", "::error::") : ("##[group]", "##[endgroup]", "##[error]")
        let (report, reader) = TestLogReaderStreamTests.read("""

            \(open)✅ Passing tests
            ✅ loads the berth list
            ✅ refreshes on pull
            \(end)
            \(open)❌ shows the refreshed berth after a background fetch (failed)
            ══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞════════════════════════════════════════════════════
            The following TestFailure was thrown running a test:
            Expected: 'Berth 4'
              Actual: 'Berth 2'

            When the exception was thrown, this was the stack:
            #4      main.<anonymous closure> (file:///home/runner/work/dock/dock/test/berth_page_test.dart:77:5)

            The test description was:
              shows the refreshed berth after a background fetch
            ════════════════════════════════════════════════════════════════════════════════════════════════════
            Test failed. See exception logs above.
            The test description was: shows the refreshed berth after a background fetch

            \(end)
            ❎ syncs in the background on a real device (skipped)

            \(error)2 tests passed, 1 failed, 1 skipped.

            """)
        let read = Dictionary(uniqueKeysWithValues: report.tests.map { ($0.id.name, $0) })
        #expect(read.mapValues(\.status.rawValue) == [
            "loads the berth list": "passed", "refreshes on pull": "passed",
            "shows the refreshed berth after a background fetch": "failed",
            "syncs in the background on a real device": "skipped",
        ])
        let failure = try #require(read["shows the refreshed berth after a background fetch"]?.issues.first)
        #expect(failure.message == "Expected: 'Berth 4'\n  Actual: 'Berth 2'")
        #expect(failure.location?.line == 77)
        #expect(reader.unrecognizedLineCount == 0)
    }

    /// A test still running when the log ends (the job was cancelled) failed; a failure is never lost.
    @Test func aTestRunningAtTheLogsEndFailed() throws {
        let (report, _) = TestLogReaderStreamTests.read("""
            00:00 +0: loading test/upload_test.dart
            00:02 +0: uploads resume after relaunch
            00:09 +1: uploads finish in the background

            """)
        let read = Dictionary(uniqueKeysWithValues: report.tests.map { ($0.id.name, $0.status.rawValue) })
        #expect(read == ["uploads resume after relaunch": "passed", "uploads finish in the background": "failed"])
        #expect(report.tests.first { $0.status == .failed }?.id.suite == "upload_test")
    }

    /// `flutter drive` runs an integration test inside the app: the app prints its progress (`flutter: `
    /// before each line), under the file `flutter drive` launched; the app's crash ends the log while
    /// a test runs, and that test failed.
    @Test func anIntegrationTestsProgressPrintedByTheAppIsRead() throws {
        let (report, _) = TestLogReaderStreamTests.read("""
            Launching integration_test/geofence_test.dart on iPhone 15 in debug mode...
            flutter: 00:00 +0: geofence reminders shows the location rationale before asking
            flutter: 00:03 +1: geofence reminders arms a geofence around the saved home location
            *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'failed to set registerPlugins'
            Lost connection to device.

            """)
        let read = Dictionary(uniqueKeysWithValues: report.tests.map { ("\($0.id.suite)/\($0.id.name)", $0.status.rawValue) })
        #expect(read == ["geofence_test/geofence reminders shows the location rationale before asking": "passed",
                         "geofence_test/geofence reminders arms a geofence around the saved home location": "failed"])
        // Its message says the tool lost the app under it: the app died, which the rules read as a crash.
        let interrupted = try #require(report.tests.first { $0.status == .failed }?.issues.first?.message)
        #expect(interrupted.hasSuffix("Flutter lost the app while it ran: “Lost connection to device.”"))
        #expect(SignalVocabulary.saysTheAppDied(interrupted))
    }

    /// What the app printed while a test ran (a background isolate's `MissingPluginException`) is that
    /// test's, as an XCTest case's console lines are: the rules read it beside its failure. A passed
    /// test's lines are nobody's failure.
    @Test func theAppsLinesWhileATestRunsAreThatTests() throws {
        let (report, reader) = TestLogReaderStreamTests.read("""
            00:00 +0: loading /Users/runner/work/tides/tides/integration_test/background_sync_test.dart
            01:21 +0: BackgroundSync foreground refresh stores snapshot
            flutter: [tides] snapshot written
            01:23 +1: BackgroundSync one-off task writes tide snapshot to temp dir
            flutter: [bg] callbackDispatcher: executeTask tides.snapshot.oneoff
            [ERROR:flutter/runtime/dart_vm_initializer.cc(41)] Unhandled Exception: MissingPluginException(No implementation found for method getTemporaryDirectory on channel plugins.flutter.io/path_provider)
            01:54 +1 -1: BackgroundSync one-off task writes tide snapshot to temp dir [E]
              Test failed. See exception logs above.

            01:55 +1 -1: Some tests failed.

            """)
        let failed = try #require(report.tests.first { $0.status == .failed })
        #expect(failed.id.name.hasSuffix("one-off task writes tide snapshot to temp dir"))
        let lines = reader.taskLinesByTest[failed.id] ?? []
        #expect(lines.contains { $0.excerpt?.contains("MissingPluginException") == true && $0.line == 6 })
        #expect(!reader.runTaskLines.contains { $0.excerpt?.contains("MissingPluginException") == true })
    }

    /// The same output under GitHub Actions' timestamps and colour reads the same; an xcodebuild run
    /// before it keeps its XCTest results; a clock-like line that is no progress line is not read.
    @Test func timestampsColourAndXcodebuildAroundItChangeNothing() {
        let plain = TestLogReaderStreamTests.read(Self.expanded).0.tests.map { "\($0.id) \($0.status.rawValue)" }
        let stamped = Self.expanded.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            "2026-12-04T07:03:22.8201234Z " + (line.hasPrefix("00:") ? "\u{1B}[32m" + line.replacingOccurrences(of: " [E]", with: "\u{1B}[1m\u{1B}[31m [E]\u{1B}[0m") : String(line))
        }.joined(separator: "\n")
        #expect(TestLogReaderStreamTests.read(stamped).0.tests.map { "\($0.id) \($0.status.rawValue)" } == plain)

        let mixed = TestLogReaderStreamTests.read("""
            Test Case '-[RunnerTests.BerthCacheTests testCacheKeepsNewest]' started.
            Test Case '-[RunnerTests.BerthCacheTests testCacheKeepsNewest]' passed (0.012 seconds).
            12:30 +1 tide table printed by the app
            00:01 +0: berth list loads

            00:02 +1: All tests passed!
            """).0.tests.map { "\($0.id) \($0.status.rawValue)" }
        #expect(mixed == ["RunnerTests.BerthCacheTests/testCacheKeepsNewest passed", "berth list loads passed"])
    }

    /// The JSON reporter (`flutter test --machine`): groups named by id, a load error a failure of
    /// its own, a widget test's error pointing at the Flutter report it printed.
    @Test func theJSONReportersEventsAreTheTestsWithTheirGroupsAndMessages() throws {
        let report = "══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞═══════════\\nThe following TestFailure was thrown running a test:\\n"
            + "Expected: true\\n  Actual: <false>\\n\\nWhen the exception was thrown, this was the stack:\\n"
            + "#4      main.<anonymous closure>.<anonymous closure> (file:///ci/app/test/fetch_test.dart:33:7)\\n\\n"
            + "The test description was:\\n  registers the fetch task\\n═══════════════════════════"
        let (read, reader) = TestLogReaderStreamTests.read("""
            {"protocolVersion":"0.1.1","runnerVersion":"1.25.8","pid":4121,"type":"start","time":0}
            {"suite":{"id":0,"platform":"vm","path":"/ci/app/test/fetch_test.dart"},"type":"suite","time":0}
            {"test":{"id":1,"name":"loading /ci/app/test/fetch_test.dart","suiteID":0,"groupIDs":[],"metadata":{"skip":false,"skipReason":null},"line":null,"column":null,"url":null},"type":"testStart","time":1}
            {"testID":1,"result":"success","skipped":false,"hidden":true,"type":"testDone","time":900}
            {"group":{"id":2,"suiteID":0,"parentID":null,"name":"","metadata":{"skip":false,"skipReason":null},"testCount":3,"line":null,"column":null,"url":null},"type":"group","time":901}
            {"group":{"id":3,"suiteID":0,"parentID":2,"name":"Background fetch","metadata":{"skip":false,"skipReason":null},"testCount":3,"line":8,"column":3,"url":"file:///ci/app/test/fetch_test.dart"},"type":"group","time":901}
            {"test":{"id":4,"name":"Background fetch registers the fetch task","suiteID":0,"groupIDs":[2,3],"metadata":{"skip":false,"skipReason":null},"line":20,"column":5,"url":"file:///ci/app/test/fetch_test.dart"},"type":"testStart","time":902}
            {"testID":4,"messageType":"print","message":"\(report)","type":"print","time":1200}
            {"testID":4,"error":"Test failed. See exception logs above.\\nThe test description was: registers the fetch task","stackTrace":"","isFailure":false,"type":"error","time":1201}
            {"testID":4,"result":"error","skipped":false,"hidden":false,"type":"testDone","time":1202}
            {"test":{"id":5,"name":"Background fetch reschedules after a fetch","suiteID":0,"groupIDs":[2,3],"metadata":{"skip":false,"skipReason":null},"line":40,"column":5,"url":"file:///ci/app/test/fetch_test.dart"},"type":"testStart","time":1203}
            {"testID":5,"result":"success","skipped":false,"hidden":false,"type":"testDone","time":1300}
            {"test":{"id":6,"name":"Background fetch runs on a device","suiteID":0,"groupIDs":[2,3],"metadata":{"skip":true,"skipReason":"device only"},"line":50,"column":5,"url":"file:///ci/app/test/fetch_test.dart"},"type":"testStart","time":1301}
            {"testID":6,"result":"success","skipped":true,"hidden":false,"type":"testDone","time":1302}
            {"suite":{"id":7,"platform":"vm","path":"/ci/app/test/broken_test.dart"},"type":"suite","time":1303}
            {"test":{"id":8,"name":"loading /ci/app/test/broken_test.dart","suiteID":7,"groupIDs":[],"metadata":{"skip":false,"skipReason":null},"line":null,"column":null,"url":null},"type":"testStart","time":1304}
            {"testID":8,"error":"Failed to load \\"/ci/app/test/broken_test.dart\\": test/broken_test.dart:4:8: Error: Error when reading 'lib/sync.dart': No such file or directory","stackTrace":"","isFailure":false,"type":"error","time":1400}
            {"testID":8,"result":"error","skipped":false,"hidden":true,"type":"testDone","time":1401}
            {"success":false,"type":"done","time":1402}
            """)
        let tests = Dictionary(uniqueKeysWithValues: read.tests.map { ($0.id.description, $0) })
        #expect(tests.mapValues(\.status.rawValue) == [
            "Background fetch/registers the fetch task": "failed",
            "Background fetch/reschedules after a fetch": "passed",
            "Background fetch/runs on a device": "skipped",
            "broken_test/loading /ci/app/test/broken_test.dart": "failed",
        ])
        let fetch = try #require(tests["Background fetch/registers the fetch task"]?.issues.first)
        #expect(fetch.message == "Expected: true\n  Actual: <false>")
        #expect(fetch.location?.line == 33)
        #expect(tests["broken_test/loading /ci/app/test/broken_test.dart"]?.issues.first?.message.hasPrefix("Failed to load") == true)
        #expect(reader.unrecognizedLineCount == 0)
    }

    /// A Flutter integration test run as an XCTest case (integration_test, Patrol): xcodebuild places
    /// the failure in the runner's bridging file; the Dart stack under the message names the test's line.
    @Test func anIntegrationTestsXCTestFailureIsPlacedAtItsDartLine() throws {
        let (report, _) = TestLogReaderStreamTests.read("""
            Test Case '-[RunnerUITests home_widget_shows_next_shift]' started.
            /ci/app/ios/RunnerUITests/RunnerUITests.m:5: error: -[RunnerUITests home_widget_shows_next_shift] : ((passed) is true) failed - Test failed: TestFailure: Expected: 'Fri 07:00'
            \t  Actual: <null>
            \t#0      fail (package:matcher/src/expect/expect.dart:149:31)
            \t#4      main.<anonymous closure> (file:///ci/app/integration_test/home_widget_test.dart:30:5)
            \t#5      main.<anonymous closure> (file:///ci/app/integration_test/home_widget_test.dart:12:3)
            Test Case '-[RunnerUITests home_widget_shows_next_shift]' failed (4.120 seconds).
            """)
        let issue = try #require(report.tests.first?.issues.first)
        #expect(issue.location == SourceLocation(file: "/ci/app/integration_test/home_widget_test.dart", line: 30, column: 5))
        #expect(issue.message.hasPrefix("((passed) is true) failed - Test failed: TestFailure: Expected: 'Fri 07:00'"))
    }

    /// A file that failed to load is a failure of its own, under that file's name (not the file read before it).
    @Test func aFileThatFailedToLoadIsAFailureUnderItsOwnName() throws {
        let (report, _) = TestLogReaderStreamTests.read("""
            00:00 +0: loading /ci/app/integration_test/charts_test.dart
            01:25 +2: loading /ci/app/integration_test/tap_test.dart
            03:23 +2 -1: loading /ci/app/integration_test/tap_test.dart [E]
              Failed to load "/ci/app/integration_test/tap_test.dart": Error waiting for a debug connection: The log reader failed unexpectedly
            03:24 +2 -1: loading /ci/app/integration_test/tracking_test.dart
            04:10 +3 -1: Some tests failed.

            """)
        #expect(report.tests.map(\.id.description) == ["tap_test/loading /ci/app/integration_test/tap_test.dart"])
        #expect(report.tests.first?.issues.first?.message.hasPrefix("Failed to load") == true)
    }

    /// A file whose loading only ran out of time (the integration test's app never connected back) ran
    /// none of its code: its failure says so in the infrastructure's words. One that failed to compile
    /// keeps its own error, the file's code's.
    @Test func aFileWhoseLoadingTimedOutRanNothingOneThatFailedToCompileKeepsItsError() throws {
        let (timedOut, _) = TestLogReaderStreamTests.read("""
            00:00 +0: loading /ci/app/integration_test/app_test.dart
            Xcode build done.                                           92.3s
            12:00 +0 -1: loading /ci/app/integration_test/app_test.dart [E]
              TimeoutException after 0:12:00.000000: Test timed out after 12 minutes.
              package:test_api/src/backend/invoker.dart 333:28  Invoker._handleError.<fn>

            12:00 +0 -1: Some tests failed.

            """)
        let message = try #require(timedOut.tests.first?.issues.first?.message)
        #expect(message.hasPrefix(SignalVocabulary.testFileNeverLoaded + ": TimeoutException after 0:12:00"))
        #expect(TestInfrastructure.isProblem(message))

        let (compileError, _) = TestLogReaderStreamTests.read("""
            00:00 +0: loading /ci/app/test/sync_test.dart
            00:03 +0 -1: loading /ci/app/test/sync_test.dart [E]
              Failed to load "/ci/app/test/sync_test.dart": Compilation failed for testPath=/ci/app/test/sync_test.dart: test/sync_test.dart:12:5: Error: Method not found: 'SyncQueue.drain'.
            00:03 +0 -1: Some tests failed.

            """)
        let own = try #require(compileError.tests.first?.issues.first?.message)
        #expect(own.hasPrefix("Failed to load"))
        #expect(!TestInfrastructure.isProblem(own))

        // A test its author named `loading …` that timed out is a test that hung, not a file's loading.
        let (named, _) = TestLogReaderStreamTests.read("""
            00:00 +0: test/home_test.dart: loading state shows a spinner
            00:30 +0 -1: test/home_test.dart: loading state shows a spinner [E]
              TimeoutException after 0:00:30.000000: Test timed out after 30 seconds.
            00:30 +0 -1: Some tests failed.

            """)
        let hung = try #require(named.tests.first?.issues.first?.message)
        #expect(hung.hasPrefix("TimeoutException after 0:00:30"))
    }

    /// Found by review: tests of one name in two files are two tests; reports of one test name in two
    /// groups stay each with its own test; what a test printed before its error is not the message; a
    /// report never closed does not swallow the lines after it; a JSON test that never finished failed.
    @Test func namesAcrossFilesAndGroupsReportsAndCutLogsKeepEachFailureItsOwn() throws {
        let dup = TestLogReaderStreamTests.read("""
            00:01 +0: test/a_test.dart: renders
            00:01 +1: test/b_test.dart: renders
            00:01 +1 -1: test/b_test.dart: renders [E]
              Expected: <1>
              test/b_test.dart 12:5  main.<fn>

            00:02 +1 -1: Some tests failed.
            """).0.tests.map { "\($0.id) \($0.status.rawValue)" }.sorted()
        #expect(dup == ["a_test/renders passed", "b_test/renders failed"])

        func report(_ expected: String, line: Int) -> String {
            "══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞════════════════════\nThe following TestFailure was thrown running a test:\n"
                + "Expected: '\(expected)'\n\nWhen the exception was thrown, this was the stack:\n"
                + "#4      main.<anonymous closure> (file:///ci/app/test/pages_test.dart:\(line):5)\n\nThe test description was:\n  renders\n"
                + "════════════════════════════════════════════════════════════════════"
        }
        let pages = TestLogReaderStreamTests.read("""
            00:01 +0: LoginPage renders
            \(report("Log in", line: 20))
            00:01 +0 -1: LoginPage renders [E]
              Test failed. See exception logs above.
              The test description was: renders

            00:02 +0 -1: SignupPage renders
            \(report("Sign up", line: 60))
            00:02 +0 -2: SignupPage renders [E]
              Test failed. See exception logs above.
              The test description was: renders

            00:03 +0 -2: Some tests failed.
            """).0.tests
        let lines = Dictionary(uniqueKeysWithValues: pages.map { ($0.id.description, $0.issues.first?.location?.line) })
        #expect(lines == ["LoginPage/renders": 20, "SignupPage/renders": 60])

        let printed = try #require(TestLogReaderStreamTests.read("""

            ::group::❌ uploads resume after relaunch (failed)
            Uploading 3 files

            Expected: <3>
              Actual: <2>

            test/upload_test.dart 42:5      main.<fn>
            ::endgroup::
            ::error::0 tests passed, 1 failed.
            """).0.tests.first?.issues.first)
        #expect(printed.message == "Expected: <3>\n  Actual: <2>")

        let cut = TestLogReaderStreamTests.read("""
            00:01 +0: renders
            ══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞════════════════════
            The following TestFailure was thrown running a test:
            Expected: 1
            00:02 +0 -1: renders [E]
              Test failed. See exception logs above.
            00:03 +0 -1: second test [E]
              boom
            00:04 +0 -2: Some tests failed.
            Test Case '-[RunnerTests.CacheTests testKeepsNewest]' started.
            /ci/app/ios/RunnerTests/CacheTests.swift:12: error: -[RunnerTests.CacheTests testKeepsNewest] : XCTAssertEqual failed: ("1") is not equal to ("2")
            Test Case '-[RunnerTests.CacheTests testKeepsNewest]' failed (0.010 seconds).
            """).0.tests.map(\.id.name).sorted()
        #expect(cut == ["renders", "second test", "testKeepsNewest"])

        let unfinished = TestLogReaderStreamTests.read("""
            {"protocolVersion":"0.1.1","runnerVersion":"1.25.8","pid":1,"type":"start","time":0}
            {"suite":{"id":0,"platform":"vm","path":"test/sync_test.dart"},"type":"suite","time":0}
            {"test":{"id":1,"name":"syncs","suiteID":0,"groupIDs":[],"metadata":{"skip":false,"skipReason":null},"line":3,"column":3,"url":null},"type":"testStart","time":1}
            """).0.tests.map { "\($0.id) \($0.status.rawValue)" }
        #expect(unfinished == ["sync_test/syncs failed"])
    }

    /// A skip with no reason shows only in the count (`~1`); a line a test printed in its own GitHub
    /// group (`✅ synced 3 items`) is what it printed, not a test.
    @Test func aSkipSeenInTheCountAndALinePrintedInATestsGroupAreNoPasses() {
        let skipped = TestLogReaderStreamTests.read("""
            00:01 +0: sync runs on a device
            00:01 +0 ~1: sync merges
            00:02 +1 ~1: All tests passed!
            """).0.tests.map { "\($0.id.name) \($0.status.rawValue)" }.sorted()
        #expect(skipped == ["sync merges passed", "sync runs on a device skipped"])
        // A `~` in a test's name is no count.
        let tilde = TestLogReaderStreamTests.read("""
            00:01 +0: renders the list
            00:01 +1: shows the total ~3 km
            00:02 +2: All tests passed!
            """).0.tests.map { "\($0.id.name) \($0.status.rawValue)" }.sorted()
        #expect(tilde == ["renders the list passed", "shows the total ~3 km passed"])

        let printed = TestLogReaderStreamTests.read("""

            ::group::✅ uploads the queue
            ✅ synced 3 items
            ::endgroup::
            ::group::❌ resumes after relaunch (failed)
            ✅ synced 1 item

            Expected: <3>
              Actual: <2>
            ::endgroup::
            ::error::1 test passed, 1 failed.
            """).0.tests.map { "\($0.id.name) \($0.status.rawValue)" }.sorted()
        #expect(printed == ["resumes after relaunch failed", "uploads the queue passed"])
    }
}
