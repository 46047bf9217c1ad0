@testable import EvidenceArchive
import EvidenceCore
import EvidenceTestSupport
import Foundation
import Testing

/// Logs larger than a batch are parsed on workers while the archive's next entries are read (their batches
/// kept in a temporary file when the worker falls behind): what triage gets is what reading each log at once
/// gives — every test, and the run's lines in the archive's order (the first log's, the second's, the export's).
@Suite struct LogsReadBesideTheArchiveTests {
    /// A log of `padding` build lines around one failed test, with one line of the run's before it.
    static func log(task: String, test: String, padding: Int) -> String {
        let noise = String(repeating: "CompileSwift normal arm64 /Users/runner/work/app/app/Sources/Feed/FeedParser.swift (in target 'App' from project 'App')\n", count: padding)
        return noise + """
            2026-11-20 09:14:30.100000+0000 App[48112:1021877] Submitted BGProcessingTaskRequest \(task)
            Test Suite 'SyncTests' started at 2026-11-20 09:14:38.000
            Test Case '-[AppTests.SyncTests \(test)]' started.
            /Users/runner/work/app/app/AppTests/SyncTests.swift:42: error: -[AppTests.SyncTests \(test)] : XCTAssertEqual failed: ("21") is not equal to ("0")
            Test Case '-[AppTests.SyncTests \(test)]' failed (0.412 seconds).
            Test Suite 'SyncTests' failed at 2026-11-20 09:14:40.312.

            """ + noise
    }

    @Test func twoLargeLogsAndAnExportReadInTheArchivesOrder() throws {
        let directory = try TemporaryDirectory()
        // Each log about 3 MB: a dozen batches, so a worker parses each.
        try directory.write("in/a-test.log", Self.log(task: "com.example.app.alpha", test: "testAlpha", padding: 12_000))
        try directory.write("in/b-test.log", Self.log(task: "com.example.app.beta", test: "testBeta", padding: 12_000))
        let export = try String(contentsOf: TestPaths.triageCorpus.appendingPathComponent("UnifiedLog/simulator-show.ndjson"), encoding: .utf8)
        try directory.write("in/unified-log.ndjson", export)
        let archive = directory.path("run.tgz")
        _ = try Collector.collectForTests([directory.path("in")], into: archive)

        let input = try ArchiveEvidenceReader.read(archivePath: archive, temporaryDirectory: directory.path)
        let failed = Set(input.reports.flatMap(\.tests).filter { $0.status == .failed }.map(\.id.name))
        #expect(failed == ["testAlpha", "testBeta"])
        let paths = input.runLines.map(\.path)
        let firstOf = { (path: String) in paths.firstIndex { $0.hasSuffix(path) } }
        let alpha = try #require(firstOf("a-test.log")), beta = try #require(firstOf("b-test.log")), oslog = try #require(paths.firstIndex { $0.hasPrefix("oslog/") })
        #expect(alpha < beta && beta < oslog, "\(paths)")
        #expect(input.runLines[alpha].excerpt?.hasSuffix("com.example.app.alpha") == true)
        #expect(input.integrityProblems.isEmpty, "\(input.integrityProblems)")
        // (The export's own cut line is said once, after the logs' notes.)
        #expect(input.readProblems == ["oslog/unified-log.ndjson: line 4: an entry that does not end (a cut line?); not read"])
        // The batches kept aside were unnamed files: none is left.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["in", "run.tgz"])
    }
}
