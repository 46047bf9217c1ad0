@testable import EvidenceCore
@testable import EvidenceReaders
import EvidenceTestSupport
import Foundation
import Testing

/// Reading on two cores gives the report one thread gives: the same tests, bytes of JSON, task
/// lines and counts, on the corpus's real scenario logs cut into small batches, so lines and task
/// lines straddle the batches and the producer's chunks.
@Suite struct TestLogPipelineTests {
    static let logs: [String] = {
        let root = TestPaths.triageCorpus.appendingPathComponent("Scenarios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.sorted().map { root.appendingPathComponent($0).appendingPathComponent("xcodebuild-test.log").path }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }()

    static func outcome(_ report: TestRunReport, _ reader: TestLogReader) -> (json: Data, taskLines: [String], runLines: [EvidencePointer], counts: [Int]) {
        let taskLines = reader.taskLinesByTest.map { "\($0.key): \($0.value.map { "\($0.line ?? -1) \($0.excerpt ?? "")" })" }.sorted()
        return (TestRunReportJSON.data(report, unrecognizedLines: reader.unrecognizedLineCount), taskLines, reader.runTaskLines,
                [reader.lineCount, reader.unrecognizedLineCount, reader.truncatedLineCount])
    }

    @Test func theCorpusHasLogsWithTaskLines() throws {
        #expect(Self.logs.count >= 5)
        let withTaskLines = try Self.logs.filter { path in
            let reader = TestLogReader(evidencePath: path)
            try FileReader(path: path).forEachChunk { reader.consume($0) }
            _ = reader.finish()
            return !reader.taskLinesByTest.isEmpty || !reader.runTaskLines.isEmpty
        }
        #expect(withTaskLines.count >= 2)
    }

    @Test(arguments: logs)
    func twoCoresReadWhatOneReads(path: String) throws {
        let single = TestLogReader(evidencePath: "logs/run.log")
        try FileReader(path: path).forEachChunk { single.consume($0) }
        let expected = Self.outcome(single.finish(), single)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        for (batchSize, chunkSize) in [(1, 13), (4096, 1000), (64 << 10, 7), (TestLogPipeline.batchSize, 65536)] {
            let reader = TestLogReader(evidencePath: "logs/run.log")
            let report = try TestLogPipeline.read(reader, batchSize: batchSize) { consume in
                bytes.withUnsafeBytes { all in
                    for start in stride(from: 0, to: all.count, by: chunkSize) {
                        consume(UnsafeRawBufferPointer(rebasing: all[start..<min(start + chunkSize, all.count)]))
                    }
                }
            }
            let outcome = Self.outcome(report, reader)
            #expect(outcome.json == expected.json, "batch \(batchSize), chunk \(chunkSize)")
            #expect(outcome.taskLines == expected.taskLines)
            #expect(outcome.runLines == expected.runLines)
            #expect(outcome.counts == expected.counts)
        }
    }

    /// The batches the worker has not taken go to a temporary file when memory holds none (`maximumQueued`
    /// 0: every batch) or some, up to a bound (then the producer waits): the report is the same, and waiting for
    /// it after the producer is done gives it.
    @Test(arguments: logs)
    func batchesKeptInATemporaryFileReadAsInMemory(path: String) throws {
        let single = TestLogReader(evidencePath: "logs/run.log")
        try FileReader(path: path).forEachChunk { single.consume($0) }
        let expected = Self.outcome(single.finish(), single)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let directory = try TemporaryDirectory()
        for (batchSize, maximumQueued, maximumSpooled) in [(1, 0, TestLogPipeline.maximumSpooled), (4096, 0, 10_000), (512, 2, 2048)] as [(Int, Int, Int64)] {
            let reader = TestLogReader(evidencePath: "logs/run.log")
            let reading = try TestLogPipeline.start(reader, batchSize: batchSize, overflowDirectory: directory.path, maximumQueued: maximumQueued,
                                                    maximumSpooled: maximumSpooled) { consume in
                bytes.withUnsafeBytes { all in
                    for start in stride(from: 0, to: all.count, by: 777) { consume(UnsafeRawBufferPointer(rebasing: all[start..<min(start + 777, all.count)])) }
                }
            }
            let outcome = Self.outcome(try reading.wait(), reader)
            #expect(outcome.json == expected.json, "batch \(batchSize), queued \(maximumQueued), spooled \(maximumSpooled)")
            #expect(outcome.taskLines == expected.taskLines)
            #expect(outcome.runLines == expected.runLines)
            #expect(outcome.counts == expected.counts)
        }
        // Unnamed: nothing is left in the folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// A log left unread (the archive's reading failed after it) stops its worker.
    @Test func aStoppedReadingEndsItsWorker() throws {
        let path = try #require(Self.logs.first)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let directory = try TemporaryDirectory()
        let reading = try TestLogPipeline.start(TestLogReader(evidencePath: "logs/run.log"), batchSize: 64, overflowDirectory: directory.path, maximumQueued: 0) { consume in
            bytes.withUnsafeBytes { consume($0) }
        }
        reading.stop()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func aFailingProducerStopsTheWorkerAndItsErrorComesOut() throws {
        struct Unreadable: Error {}
        let path = try #require(Self.logs.first)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let reader = TestLogReader(evidencePath: "logs/run.log")
        #expect(throws: Unreadable.self) {
            _ = try TestLogPipeline.read(reader, batchSize: 512) { consume in
                bytes.withUnsafeBytes { consume(UnsafeRawBufferPointer(rebasing: $0[0..<min(5000, $0.count)])) }
                throw Unreadable()
            }
        }
    }

    @Test func concurrentRangesAnswerInOrder() {
        let squares = ConcurrentRanges.flatMap(0..<10_000, chunkSize: 37) { $0 * $0 }
        #expect(squares == (0..<10_000).map { $0 * $0 })
        #expect(ConcurrentRanges.flatMap(0..<0, chunkSize: 8) { $0 }.isEmpty)
        #expect(ConcurrentRanges.map(5..<12, chunkSize: 3) { $0 } == [5..<8, 8..<11, 11..<12])
    }
}
