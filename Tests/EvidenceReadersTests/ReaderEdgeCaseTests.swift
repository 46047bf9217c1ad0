@testable import EvidenceCore
@testable import EvidenceReaders
import EvidenceTestSupport
import Foundation
import Testing

/// Inputs the readers once mishandled (a code review found them): odd log lines, a result bundle's
/// empty database, a JUnit file's entities, an oversized object, a record's control characters.
@Suite struct ReaderEdgeCaseTests {
    func read(_ log: String) -> (TestRunReport, TestLogReader) {
        let reader = TestLogReader(evidencePath: "logs/x.log")
        Array(log.utf8).withUnsafeBytes { reader.consume($0) }
        return (reader.finish(), reader)
    }

    @Test func aLineWithColonSpaceRightBeforeTestSkippedDoesNotTrap() {
        let (report, _) = read("Note: : Test skipped because nothing\n")
        #expect(report.tests.isEmpty)
    }

    @Test func sameNamedSwiftTestingTestsInParallelSuitesKeepTheFailure() {
        let (report, _) = read("""
            ◇ Test run started.
            ◇ Suite CacheTests started.
            ◇ Suite TokenStoreTests started.
            ◇ Test decoding() started.
            ◇ Test decoding() started.
            ✘ Test decoding() recorded an issue at CacheTests.swift:12:5: Expectation failed: (cache.count → 0) == 1
            ✘ Test decoding() failed after 0.002 seconds with 1 issue.
            ✔ Test decoding() passed after 0.003 seconds.
            ✘ Test run with 2 tests failed after 0.005 seconds with 1 issue.

            """)
        #expect(report.tests.map(\.status) == [.failed])
        // Its issue's file names the suite: one test, as `Suite/name`.
        #expect(report.tests.first?.id.description == "CacheTests/decoding")
    }

    @Test func nonFiniteDurationsAreDropped() {
        let (report, _) = read("Test Case '-[App.SyncTests testA]' started.\nTest Case '-[App.SyncTests testA]' passed (1e999 seconds).\n")
        #expect(report.tests.count == 1)
        #expect(report.tests.first?.duration == nil)
    }

    @Test func anEmptyDatabaseBesideAnObjectStoreIsNotAClean0TestRun() throws {
        let directory = try TemporaryDirectory()
        let copy = directory.path("Run.xcresult")
        let source = try SharedFixtures.resultBundle("xcresultparser__test", orSyntheticAt: copy)
        if source != copy { try FileManager.default.copyItem(atPath: source, toPath: copy) }
        try Data().write(to: URL(fileURLWithPath: copy + "/database.sqlite3"))
        let document = try XCResultReader().read(bundlePath: copy)
        #expect(document.source == .objectStore)
        #expect(document.runs.count >= 7)
        #expect(document.notes.contains { $0.contains("database.sqlite3 holds no test results") })
    }

    @Test func displayNamesWithRecordedOrQuotesInThemAreReadWhole() {
        let (report, _) = read("""
            ◇ Test run started.
            ◇ Suite RefreshTests started.
            ◇ Test "Registration is recorded at launch" started.
            ✔ Test "Registration is recorded at launch" passed after 0.001 seconds.
            ◇ Test "Fetches the "latest" feed" started.
            ✘ Test "Fetches the "latest" feed" recorded an issue at FeedTests.swift:20:9: Expectation failed: feed.isEmpty == false
            ✘ Test "Fetches the "latest" feed" failed after 0.010 seconds with 1 issue.
            ✘ Test run with 2 tests failed after 0.012 seconds with 1 issue.

            """)
        #expect(report.tests.map(\.id.name) == ["Registration is recorded at launch", "Fetches the \"latest\" feed"])
        #expect(report.tests.map(\.status) == [.passed, .failed])
        #expect(report.tests[1].issues.first?.location == SourceLocation(file: "FeedTests.swift", line: 20, column: 9))
        #expect(report.unattributedIssues.isEmpty)
    }

    @Test func aJUnitFileThatDeclaresEntitiesIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("bomb.xml", """
            <?xml version="1.0"?>
            <!DOCTYPE testsuites [ <!ENTITY a "aaaaaaaaaa"> <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"> ]>
            <testsuites><testsuite name="S"><testcase name="t" classname="S"><failure message="&b;"/></testcase></testsuite></testsuites>
            """)
        #expect(throws: EvidenceError(.malformedInput, "\(path) declares XML entities, which JUnit files never do: refused, since expanding them could take unbounded memory.")) {
            try JUnitReader.read(path: path)
        }
    }

    @Test func anObjectOfMillionsOfTinyValuesIsRefusedNotAllocated() {
        var bytes = Array("[S5:Array".utf8)
        let element = Array("[S6:StringK2:_vV1:a]".utf8)
        bytes.reserveCapacity(bytes.count + element.count * (XCResultObjectParser.maximumValues + 1) + 1)
        for _ in 0...XCResultObjectParser.maximumValues { bytes += element }
        bytes.append(UInt8(ascii: "]"))
        #expect(throws: XCResultParseError.self) { try XCResultObjectParser.parse(bytes) }
    }

    @Test func aRecordWhoseIdentifierHoldsControlCharactersIsABadLine() {
        let reader = RegistrationRecordReader(evidencePath: "diagnostics/r.jsonl")
        let lines = #"{"schema":"evidence.diagnostic/v1","identifier":"com.a\u0000b.c","taskKind":"appRefresh","phase":"registration","outcome":"succeeded","errorType":null,"timestamp":"2026-11-20T09:14:01Z"}"# + "\n"
            + #"{"schema":"evidence.diagnostic/v1","identifier":"com.a.b","taskKind":"appRefresh","phase":"registration","outcome":"succeeded","errorType":null,"timestamp":"2026-11-20T09:14:01Z"}"# + "\n"
        Array(lines.utf8).withUnsafeBytes { reader.consume($0) }
        let reading = reader.finish()
        #expect(reading.records.map(\.identifier) == ["com.a.b"])
        #expect(reading.problems.count == 1)
    }
}
