@testable import EvidenceArchive
@testable import EvidenceCore
@testable import EvidenceReaders
import EvidenceTestSupport
import Foundation
import Testing

@Suite struct EvidenceRecognizerTests {
    static func prefix(_ fixture: String) throws -> [UInt8] {
        try FileReader.prefix(of: TestPaths.fixture(fixture), count: EvidenceRecognizer.prefixLength)
    }

    /// Every fixture file is recognised as what it is.
    @Test(.requiresSharedFixtures, arguments: [
        ("logs/xcbeautify__TestLog.txt", EvidenceKind.log),
        ("logs/muter__buildError_withTestFailedFooter.log", .log),
        ("logs/xcpretty__raw_kiwi_compilation_fail.txt", .log),
        ("logs/xcbeautify__spi_swift_testing_short_log.txt", .log),
        ("logs/xcpretty__SAMPLE_UITEST_CASE_WITH_FAILURE.txt", .log),
        ("junit/xcresultparser__junit.xml", .junit),
        ("junit/fastlane_trainer__SwiftTesting.junit.xml", .junit),
        ("plists/NetNewsWire__iOS_Resources_Info.plist", .plist),
        ("plists/cwa-app-ios__src_xcode_ENA_ENA_Resources_Info.plist", .plist),
    ])
    func recognisesFixture(_ fixture: String, _ kind: EvidenceKind) throws {
        let name = URL(fileURLWithPath: fixture).lastPathComponent
        #expect(EvidenceRecognizer.kind(ofFileNamed: name, prefix: try Self.prefix(fixture)) == kind)
    }

    @Test(arguments: [
        ("records.jsonl", #"{"schema":"evidence.diagnostic/v1","identifier":"a"}"#, EvidenceKind?.some(.diagnostics)),
        ("other.jsonl", #"{"schema":"something/v1"}"#, nil),
        ("README.md", "Run xcodebuild test and look for Test Case '-[A b]' lines.", nil),
        ("GoogleService-Info.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>BUNDLE_ID</key><string>a.b</string></dict></plist>", nil),
        ("ExportOptions.plist", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>method</key></dict></plist>", nil),
        ("notes.txt", "nothing to see", nil),
        ("console", "Test Suite 'All tests' started at 2026-01-01", .log),
        ("swift-test.out", "Building for debugging...\n[1/4] Compiling", .log),
        ("results.xml", "<?xml version=\"1.0\"?>\n<testsuites tests=\"1\">", .junit),
        // .NET runners' result files (NUnit 3, NUnit 2, xUnit v2): read as JUnit's.
        ("TestResult.xml", "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<test-run id=\"0\" result=\"Failed\">", .junit),
        ("TestResult.xml", "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"no\"?>\n<!--This file represents the results of running a test suite-->\n<test-results name=\"a.dll\">", .junit),
        ("xunit.xml", "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<assemblies timestamp=\"02/01/2019 14:47:17\">", .junit),
        ("feed.xml", "<?xml version=\"1.0\"?>\n<rss>", nil),
        // package:test's output (a Flutter app's tests): the expanded reporter, the JSON one's file.
        ("flutter-test.txt", "Running \"flutter pub get\" in app...\n00:00 +0: loading /ci/app/test/sync_test.dart", .log),
        // `flutter drive`'s step: the integration test's launch, its progress printed by the app.
        ("5_Device integration tests (profile).txt", "Launching integration_test/offline_sync_test.dart on iPhone 12 in profile mode...\nRunning Xcode build...", .log),
        ("drive.txt", "VMServiceFlutterDriver: Connected to Flutter application.\nflutter: 00:00 +0: offline receipts queue persists receipts", .log),
        ("drive-classic.txt", "Launching test_driver/app.dart on iPhone 15 in debug mode...\nRunning Xcode build...", .log),
        ("flutter-notes.txt", "Run flutter drive against integration_test/app_test.dart.", nil),
        ("launch-notes.txt", "Launching the rocket at 09:00.\nIt went fine.", nil),
        ("tests.json", #"{"protocolVersion":"0.1.1","runnerVersion":"1.25.8","pid":4121,"type":"start","time":0}"#, .log),
        ("package.json", #"{"name":"app","version":"1.0.0","type":"module"}"#, nil),
        // A JavaScript runner's step saved as text: Detox's trace of a test, Jest's closing summary.
        ("circleci-step-detox-test-ios.txt", "$ detox test --configuration ios.sim.debug\n10:41:01.550 detox[4814] i Background sync: applies a fetch", .log),
        ("jest-unit.txt", "PASS src/parcels/a.test.ts\nTest Suites: 1 failed, 3 passed, 4 total", .log),
        ("detox-notes.txt", "Run detox test and read the trace.", nil),
    ])
    func recognisesByContentAndName(_ name: String, _ content: String, _ kind: EvidenceKind?) {
        #expect(EvidenceRecognizer.kind(ofFileNamed: name, prefix: Array(content.utf8)) == kind)
    }

    /// A device runner's console (XHarness's `[FAIL] Suite.Test` lines of a .NET MAUI app's device tests, saved as a
    /// CI step's `.txt`) is a log by its markers; a console no marker names (GoogleTest's) is one when the log reader
    /// reads a test from it — a file with a log's extension only; a text file it reads none from is not.
    @Test func aTextFileTheLogReaderReadsTestsFromIsALog() {
        let xharness = """
            2026-11-14T11:06:06.5100000Z info: Starting test run for com.kelpie.app..
            2026-11-14T11:06:07.7400000Z [FAIL] Kelpie.DeviceTests.BackgroundRefreshTests.RegisterReturnsTrueForSyncIdentifier
            2026-11-14T11:06:08.1500000Z    BGTaskScheduler.Register(com.kelpie.app.sync) returned false
            2026-11-14T11:06:09.7900000Z [PASS] Kelpie.DeviceTests.ReminderNotificationTests.ShowReturnsTrue

            """
        #expect(EvidenceRecognizer.kind(ofFileNamed: "Job_Run device tests (xharness).txt", prefix: Array(xharness.utf8)) == .log)
        #expect(EvidenceRecognizer.kind(ofFileNamed: "NOTES.txt", prefix: Array("Remember to rotate the lab profile.\nPASS the build to QA.\n".utf8)) == nil)
        let gtest = """
            [==========] Running 2 tests from 1 test suite.
            [ RUN      ] SyncQueueTest.DrainsOnce
            sync_queue_test.cc:41: Failure
            Expected equality of these values:
            [  FAILED  ] SyncQueueTest.DrainsOnce (3 ms)

            """
        #expect(EvidenceRecognizer.testLogMarkers.allSatisfy { !gtest.contains($0) })
        #expect(EvidenceRecognizer.kind(ofFileNamed: "native-tests.txt", prefix: Array(gtest.utf8)) == .log)
        // (Not an extensionless file of a folder walked: a script, a LICENSE.)
        #expect(EvidenceRecognizer.kind(ofFileNamed: "run-native-tests", prefix: Array(gtest.utf8)) == nil)
        #expect(EvidenceRecognizer.kind(ofFileNamed: "CHANGELOG.txt", prefix: Array("## 2.4\n  ✓ sync drains once\n  ✓ faster launch\n".utf8)) == nil)
    }

    /// A log with a stray NUL or in UTF-16 is a log, by its `.log` name or by its markers; a `.log`
    /// of random bytes is kept as it is (other), and random bytes under another name are no evidence.

    @Test func logsWithANULOrInUTF16AreLogs() {
        let line = "Test Case '-[AppTests.LoginTests testLogin]' failed (0.002 seconds).\n"
        let strayNUL = Array(line.utf8) + [0] + Array(line.utf8)
        #expect(EvidenceRecognizer.kind(ofFileNamed: "crash.log", prefix: strayNUL) == .log)
        #expect(EvidenceRecognizer.kind(ofFileNamed: "output.txt", prefix: strayNUL) == .log)
        for (bigEndian, byteOrderMark) in [(false, true), (true, true), (false, false), (true, false)] {
            let utf16 = TestInput.utf16(line, bigEndian: bigEndian, byteOrderMark: byteOrderMark)
            #expect(EvidenceRecognizer.kind(ofFileNamed: "xcodebuild.log", prefix: utf16) == .log)
            #expect(EvidenceRecognizer.kind(ofFileNamed: "xcodebuild-test.txt", prefix: utf16) == .log)
            #expect(EvidenceRecognizer.kind(ofFileNamed: "notes.txt", prefix: TestInput.utf16("just notes", bigEndian: bigEndian, byteOrderMark: byteOrderMark)) == nil)
        }
        var random = SeededGenerator(seed: 3)
        let noise = (0..<8192).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        #expect(EvidenceRecognizer.kind(ofFileNamed: "core.log", prefix: noise) == .other)
        #expect(EvidenceRecognizer.kind(ofFileNamed: "core.txt", prefix: noise) == nil)
    }

    @Test(.requiresSharedFixtures) func resultBundleFilesAreRedactedOnlyWhenText() throws {
        let bundle = TestPaths.fixture("xcresult/xcparse__testFailure.xcresult")
        #expect(EvidenceRecognizer.isRedactableText(try FileReader.prefix(of: bundle + "/Info.plist", count: 8192)))
        let sqlite = TestPaths.fixture("xcresult/fastlane__Xcode16-Mixed-XCTest-SwiftTesting.xcresult/database.sqlite3")
        #expect(!EvidenceRecognizer.isRedactableText(try FileReader.prefix(of: sqlite, count: 8192)))
        #expect(!EvidenceRecognizer.isRedactableText([0x28, 0xB5, 0x2F, 0xFD, 0x41, 0x42]))
        #expect(!EvidenceRecognizer.isRedactableText(Array("bplist00".utf8) + [0, 1]))
    }

    /// Runners' output a CI saves as `.txt` or re-indents: `dotnet test`'s console (an Azure step's log of a
    /// .NET MAUI app's tests), and package:test's JSON reporter with a blank after each colon. Both were
    /// skipped as not evidence, and their failures silently lost from the archive (round 75's `kt04`, `kt02`).
    @Test func runnersOutputInEveryFormIsALog() {
        let vstest = """
            2026-11-28T09:21:44.1180000Z Test run for /Users/runner/work/1/s/tests/App.Tests/bin/Debug/net8.0/App.Tests.dll (.NETCoreApp,Version=v8.0)
            2026-11-28T09:21:44.1180000Z Microsoft (R) Test Execution Command Line Tool Version 17.11.1 (arm64)
            2026-11-28T09:21:44.1180000Z Starting test execution, please wait...
            2026-11-28T09:21:48.1180000Z   Failed App.Tests.TideFormatterTests.FormatsHeightInFeet [4 ms]

            """
        #expect(EvidenceRecognizer.kind(ofFileNamed: "5_Unit tests.txt", prefix: Array(vstest.utf8)) == .log)
        let spaced = """
            {"protocolVersion": "0.1.1", "runnerVersion": "1.25.8", "pid": 4411, "type": "start", "time": 0}
            {"suite": {"id": 0, "platform": "vm", "path": "test/sync_test.dart"}, "type": "suite", "time": 2}
            {"group": {"id": 1, "suiteID": 0, "parentID": null, "name": "SyncQueue", "metadata": {"skip": false, "skipReason": null}, "testCount": 1, "line": 7, "column": 3, "url": null}, "type": "group", "time": 900}
            {"test": {"id": 2, "name": "SyncQueue uploads each photo once", "suiteID": 0, "groupIDs": [1], "metadata": {"skip": false, "skipReason": null}, "line": 9, "column": 5, "url": null}, "type": "testStart", "time": 901}
            {"testID": 2, "error": "Expected: <1>\\n  Actual: <2>", "stackTrace": "test/sync_test.dart 12:7  main.<fn>.<fn>", "isFailure": true, "type": "error", "time": 950}
            {"testID": 2, "result": "failure", "skipped": false, "hidden": false, "type": "testDone", "time": 951}
            {"success": false, "type": "done", "time": 960}

            """
        #expect(EvidenceRecognizer.kind(ofFileNamed: "flutter.json", prefix: Array(spaced.utf8)) == .log)
        let (report, _) = TestLogReaderStreamTests.read(spaced)
        #expect(report.tests.filter { $0.status == .failed }.map(\.id.name) == ["uploads each photo once"])
    }
}

@Suite struct CollectorOrderTests {
    @Test func manifestFirstThenLooseEvidenceThenSmallBundleFilesThenLargeOnes() {
        func entry(_ path: String, _ size: Int64, bundle: Bool) -> PlannedEntry {
            PlannedEntry(archivePath: path, kind: bundle ? .xcresult : .log, sourcePath: path, size: size, isBundleMember: bundle)
        }
        let entries = [
            entry("xcresult/B.xcresult/Data/data.1", 5_000_000, bundle: true),
            entry("xcresult/A.xcresult/Info.plist", 500, bundle: true),
            entry("xcresult/A.xcresult/Data/data.9", 300_000, bundle: true),
            entry("logs/z.log", 9_000_000, bundle: false),
            entry("config/App/Info.plist", 900, bundle: false),
            entry("xcresult/B.xcresult/Info.plist", 400, bundle: true),
        ]
        #expect(Collector.order(entries).map(\.archivePath) == [
            "config/App/Info.plist", "logs/z.log", "xcresult/A.xcresult/Info.plist", "xcresult/B.xcresult/Info.plist",
            "xcresult/A.xcresult/Data/data.9", "xcresult/B.xcresult/Data/data.1",
        ])
    }
}
