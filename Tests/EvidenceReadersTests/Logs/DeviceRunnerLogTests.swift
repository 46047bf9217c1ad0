@testable import EvidenceReaders
import EvidenceKit
import Foundation
import Testing

/// A .NET MAUI or Xamarin app's tests run on a Simulator by XHarness (`dotnet xharness apple test`):
/// the in-app runner prints `\t[PASS] Namespace.Class.Method`, `\t[FAIL] …` (twice: alone, then with
/// its details) and `\t[IGNORED] …`, as XHarness's `XUnitTestRunner` writes them, then its summary
/// `Tests run: … Failed: 2 …`. Read with no pattern for them, such a log gave 0 tests: both failures lost.
@Suite struct DeviceRunnerLogTests {
    /// XHarness's own lines, as its runner writes them (the details' labels included).
    static let raw = """
        Discovered: HarborReader.DeviceTests (4 test cases to be run)
        \t[PASS] HarborReader.DeviceTests.BackgroundSessionEventsTests.CompletionHandlerStoredPerIdentifier
        \t[FAIL] HarborReader.DeviceTests.BackgroundSessionEventsTests.CompletionHandlerInvokedAfterEvents
        \t[FAIL] HarborReader.DeviceTests.BackgroundSessionEventsTests.CompletionHandlerInvokedAfterEvents
           Exception messages: stored completion handler was never invoked
           Exception stack traces:    at Xunit.Assert.True(Nullable`1 condition, String userMessage)
           at HarborReader.DeviceTests.BackgroundSessionEventsTests.CompletionHandlerInvokedAfterEvents() in /ci/tests/HarborReader.DeviceTests/BackgroundSessionEventsTests.cs:line 22
           Execution time: 0.0118
        \t[IGNORED] HarborReader.DeviceTests.ThemeTests.HighContrastOnOldDevices
        \t[PASS] HarborReader.DeviceTests.LibraryIndexTests.IndexSortsByIssueDate(order: "desc")
        Tests run: 4 Passed: 2 Inconclusive: 0 Failed: 1 Ignored: 1

        """

    @Test func xharnessLinesGiveEachTestItsResultMessageAndPlace() {
        let (report, reader) = TestLogReaderStreamTests.read(Self.raw)
        #expect(report.tests.map { "\($0.id) \($0.status)" }.sorted() == [
            "HarborReader.DeviceTests.BackgroundSessionEventsTests/CompletionHandlerInvokedAfterEvents failed",
            "HarborReader.DeviceTests.BackgroundSessionEventsTests/CompletionHandlerStoredPerIdentifier passed",
            "HarborReader.DeviceTests.LibraryIndexTests/IndexSortsByIssueDate(order: \"desc\") passed",
            "HarborReader.DeviceTests.ThemeTests/HighContrastOnOldDevices skipped",
        ].sorted())
        let failed = report.tests.filter { $0.status == .failed }
        #expect(failed.count == 1)
        let issue = try? #require(failed.first?.issues.first)
        #expect(issue?.message == "stored completion handler was never invoked")
        // The test's own frame, not the assertion library's.
        #expect(issue?.location == SourceLocation(file: "/ci/tests/HarborReader.DeviceTests/BackgroundSessionEventsTests.cs", line: 22))
        #expect(failed.first?.issues.count == 1)
        _ = reader
    }

    /// The same lines as a CI shows them when XHarness logs the app's output (`[09:03:33] dbug: `
    /// before each, the runner's own time before a result) and Touch.Unit's message on the result line.
    @Test func prefixedLinesReadAsTheRawOnes() {
        let (report, _) = TestLogReaderStreamTests.read("""
            [09:03:33] dbug: [09:03:33.640] [PASS] App.Tests.SyncTests.MergesEdits
            [09:03:33] dbug: [09:03:33.652] [FAIL] App.Tests.SyncTests.KeepsNewest
            [09:03:33] dbug:    expected newest edit
            [09:03:33] dbug: Expected: null
            [09:03:33] dbug: Actual:   Foundation.NSErrorException: Error Domain=NSCocoaErrorDomain Code=3000
            [09:03:33] dbug:       at App.Tests.SyncTests.KeepsNewest() in /ci/App.Tests/SyncTests.cs:line 41
            [09:03:33] dbug: App.Tests[61377:3310742] App: FailedToRegisterForRemoteNotifications: no valid “aps-environment” entitlement
            [09:03:33] dbug:    the app's indented output after it is not the failure's
            [09:03:34] info: Tests run: 2 Passed: 1 Inconclusive: 0 Failed: 1 Ignored: 0
            [FAIL] App.Tests.CacheTests.Expires : Expected: 1 But was: 2

            """)
        let failed = report.tests.filter { $0.status == .failed }.sorted { $0.id < $1.id }
        #expect(failed.map(\.id.description) == ["App.Tests.CacheTests/Expires", "App.Tests.SyncTests/KeepsNewest"])
        #expect(failed.map { $0.issues.first?.message } == ["Expected: 1 But was: 2",
                                                             "expected newest edit\nExpected: null\nActual:   Foundation.NSErrorException: Error Domain=NSCocoaErrorDomain Code=3000"])
        #expect(failed.last?.issues.first?.location?.line == 41)
    }

    /// NUnit's device runner (Touch.Unit's listener, XHarness's NUnit runner) prints each fixture's name
    /// when it starts and its tests by method alone; the device log, shown inside a CI's job log, keeps
    /// the runner's own time before every line and its indentation after it.
    @Test func methodOnlyResultsTakeTheFixtureThePrintedBeforeThem() {
        let (report, _) = TestLogReaderStreamTests.read("""
            2025-10-07T08:10:05.0674894Z [08:08:40.002] Test framework: NUnit 4.4.0
            2025-10-07T08:10:05.0685415Z [08:08:40.014] Rota.DeviceTests.AppShellTests
            2025-10-07T08:10:05.0705991Z [08:08:40.021] \t[PASS] NavigatesToWeekViewOnLaunch
            2025-10-07T08:10:05.0802160Z [08:08:40.088] Rota.DeviceTests.BackgroundSyncTests
            2025-10-07T08:10:05.0809596Z [08:08:40.095] RotaRefreshScheduler: submit failed
            2025-10-07T08:10:05.0815534Z [08:09:40.095] \t[FAIL] RotaRefreshRunsAfterSubmit : Timed out after 60 s
            2025-10-07T08:10:05.0820889Z [08:09:40.102]   Expected: True
            2025-10-07T08:10:05.0828726Z [08:09:40.109]   But was:  False
            2025-10-07T08:10:05.0837220Z [08:09:40.116] \t\t   at Rota.DeviceTests.BackgroundSyncTests.RotaRefreshRunsAfterSubmit() in /ci/tests/BackgroundSyncTests.cs:line 18
            2025-10-07T08:10:05.1250694Z [08:09:40.338] ShiftRosterTests
            2025-10-07T08:10:05.1267349Z [08:09:40.345] \t[FAIL] MergesOverlappingShifts(3) :   Expected: 3
            2025-10-07T08:10:05.1555617Z [08:09:40.504] Tests run: 3 Passed: 1 Inconclusive: 0 Failed: 2 Ignored: 0

            """)
        #expect(report.tests.map { "\($0.id) \($0.status)" }.sorted() == [
            "Rota.DeviceTests.AppShellTests/NavigatesToWeekViewOnLaunch passed",
            "Rota.DeviceTests.BackgroundSyncTests/RotaRefreshRunsAfterSubmit failed",
            "ShiftRosterTests/MergesOverlappingShifts(3) failed",
        ])
        let refresh = report.tests.first { $0.id.name == "RotaRefreshRunsAfterSubmit" }?.issues.first
        #expect(refresh?.message == "Timed out after 60 s\nExpected: True\nBut was:  False")
        #expect(refresh?.location == SourceLocation(file: "/ci/tests/BackgroundSyncTests.cs", line: 18))
    }

    /// XHarness's NUnit device log: the assembly's file on its own line, then each fixture indented
    /// under it, its results indented once more. The assembly is no fixture; an indented fixture is one.
    @Test func fixturesIndentedUnderTheirAssemblyNameTheirResults() {
        let (report, _) = TestLogReaderStreamTests.read("""
            2023-03-21T10:09:11.8720540Z Test framework: NUnit
            2023-03-21T10:09:11.8779810Z Harbourcast.DeviceTests.dll
            2023-03-21T10:09:11.8817310Z \tHarbourcast.DeviceTests.FeedRefreshJobTests
            2023-03-21T10:09:11.8905560Z \t\t[PASS] ParsesEnclosureLengths
            2023-03-21T10:09:11.9171200Z \tHarbourcast.DeviceTests.FeedRefreshJobTests: 4 ms
            2023-03-21T10:09:11.9667780Z \tHarbourcast.DeviceTests.PlaybackSessionTests
            2023-03-21T10:09:11.9789610Z \t\t[FAIL] AudioSessionUsesPlaybackCategoryOnceEpisodeLoads :   Expected string length 30 but was 33.
            2023-03-21T10:09:12.0180200Z \tHarbourcast.DeviceTests.PlaybackSessionTests: 2874 ms
            2023-03-21T10:09:12.0462310Z Tests run: 2 Passed: 1 Inconclusive: 0 Failed: 1 Ignored: 0

            """)
        #expect(report.tests.map { "\($0.id) \($0.status)" }.sorted() == [
            "Harbourcast.DeviceTests.FeedRefreshJobTests/ParsesEnclosureLengths passed",
            "Harbourcast.DeviceTests.PlaybackSessionTests/AudioSessionUsesPlaybackCategoryOnceEpisodeLoads failed",
        ])
    }
    /// The runner prints a result once its test ran: the app's lines since the last result are that
    /// test's, and the lines of a failure's details are that failure's, not the next test's.
    @Test func appLinesBeforeAResultAreItsTestsAndDetailsStayWithTheirFailure() {
        let (_, reader) = TestLogReaderStreamTests.read("""
            [0:] [Tally] PushProbe: FailedToRegisterForRemoteNotifications: no valid “aps-environment” entitlement string found for application
            \t[FAIL] Tally.DeviceTests.PushTests.Registers
            \t   Assert.Null() Failure: Value is not null
            Actual:   "no valid “aps-environment” entitlement string found for application"
            [0:] [Tally] submit failed: Error Domain=BGTaskSchedulerErrorDomain Code=1 "(null)"
            \t[FAIL] Tally.DeviceTests.SyncTests.RunsAfterSubmit
            \t   job ran 0 time(s)

            """)
        let lines = reader.taskLinesByTest.mapValues { $0.compactMap(\.line) }
        #expect(lines[TestIdentifier(module: "Tally.DeviceTests", suite: "PushTests", name: "Registers")] == [1])
        #expect(lines[TestIdentifier(module: "Tally.DeviceTests", suite: "SyncTests", name: "RunsAfterSubmit")] == [5])
    }

    /// Without the runner's start and a fixture's line before it, a result that names only its method is
    /// no test's: a script's own `[PASS] lint` stays unread, whatever one-word line came before it (GitHub
    /// Actions' runner header prints `macOS`); and inside a run, an app's one-word line is no fixture.
    @Test func aMethodOnlyResultWithoutAFixtureIsNotATest() {
        let (report, _) = TestLogReaderStreamTests.read("""
            macOS
            Running checks...
            SyncTests
            \t[PASS] lint
            \t[FAIL] format : 2 files differ

            """)
        #expect(report.tests.isEmpty)
        let (run, _) = TestLogReaderStreamTests.read("""
            [08:08:40.002] Test framework: NUnit 4.4.0
            [08:08:40.088] Rota.DeviceTests.BackgroundSyncTests
            [08:08:40.090] Scheduled
            [08:09:40.095] \t[FAIL] RotaRefreshRunsAfterSubmit : Timed out
            [08:09:40.504] Tests run: 1 Passed: 0 Inconclusive: 0 Failed: 1 Ignored: 0
            [08:09:40.600] SyncTests
            \t[PASS] lint

            """)
        #expect(run.tests.map(\.id.description) == ["Rota.DeviceTests.BackgroundSyncTests/RotaRefreshRunsAfterSubmit"])
    }

    /// The runner's lines as the app's console prints them, after NSLog's date, time and process.
    @Test func linesAfterTheAppsConsolePrefixReadAsTheRawOnes() {
        let (report, _) = TestLogReaderStreamTests.read("""
            [13:42:00] dbug: 2026-11-30 13:44:17.702 Kestrel.DeviceTests[61204:3388120] \t[PASS] Kestrel.Tests.PriceFormatterTests.FormatsEuro
            [13:42:00] dbug: 2026-11-30 13:44:17.718 Kestrel.DeviceTests[61204:3388120] \t[FAIL] Kestrel.Tests.PriceFormatterTests.FormatsNorwegianKroner :   Expected string length 9 but was 10.
            [13:42:00] dbug: 2026-11-30 13:44:17.719 Kestrel.DeviceTests[61204:3388120]    at Kestrel.Tests.PriceFormatterTests.FormatsNorwegianKroner() in /ci/tests/Kestrel.Tests/PriceFormatterTests.cs:line 21
            [13:42:00] dbug: 2026-11-30 13:44:17.720 Kestrel.DeviceTests[61204:3388120] [sync] journal opened

            """)
        #expect(report.tests.map(\.id.description).sorted() == ["Kestrel.Tests.PriceFormatterTests/FormatsEuro", "Kestrel.Tests.PriceFormatterTests/FormatsNorwegianKroner"])
        let failed = report.tests.first { $0.status == .failed }
        #expect(failed?.issues.first?.message == "Expected string length 9 but was 10.")
        #expect(failed?.issues.first?.location?.line == 21)
    }

    /// xUnit's collection asserts print their collection and the item on unindented lines: they are
    /// the failure's, and the frame under them still gives its place.
    @Test func xUnitsCollectionLinesAreTheFailures() {
        let (report, _) = TestLogReaderStreamTests.read("""
            [FAIL] App.DeviceTests.BackgroundModeTests.BuiltInfoPlistDeclaresFetch : Assert.Contains() Failure: Item not found in collection
            Collection: ["processing", "remote-notification"]
            Not found:  "fetch"
               at App.DeviceTests.BackgroundModeTests.BuiltInfoPlistDeclaresFetch() in /ci/tests/App.DeviceTests/BackgroundModeTests.cs:line 38
            [PASS] App.DeviceTests.BackgroundModeTests.PerformFetchCompletes

            """)
        let failed = report.tests.first { $0.status == .failed }
        #expect(failed?.issues.first?.message == "Assert.Contains() Failure: Item not found in collection\nCollection: [\"processing\", \"remote-notification\"]\nNot found:  \"fetch\"")
        #expect(failed?.issues.first?.location?.line == 38)
        #expect(report.tests.count == 2)
    }

    @Test(arguments: [
        "The [FAIL] marker in prose is no result",
        "\t[FAIL] NoClassName",
        "\t[PASS] Has Blanks.In.Its.Name",
        "[INFO] [FAIL] App.Tests.X.Y",  // a bracket that is no time
    ])
    func linesThatAreNoResult(_ line: String) {
        let (report, _) = TestLogReaderStreamTests.read(line + "\n")
        #expect(report.tests.isEmpty)
    }

    /// collect archives the file a failure's own frame names.
    @Test func theScannerTakesTheFramesFile() {
        let scanner = FailureLocationScanner()
        Array(Self.raw.utf8).withUnsafeBytes { scanner.consume($0) }
        #expect(scanner.finish().contains("/ci/tests/HarborReader.DeviceTests/BackgroundSessionEventsTests.cs"))
    }
}
