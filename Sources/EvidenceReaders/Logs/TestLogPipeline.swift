import EvidenceCore
import Foundation

/// Reads a log on two cores. The caller's thread produces the bytes (reads the file, inflates and
/// hashes the archive entry) and finds the lines that mention background tasks — the one search of
/// every byte of every line; a worker thread parses the lines. Batches of a quarter megabyte pass
/// between them through a short queue, so memory stays flat whatever the log's size, and the
/// report is the one a single thread would give: the worker cuts the same lines, numbered alike.
package final class TestLogPipeline: @unchecked Sendable {
    /// Bytes of the log, and the numbers of the lines among those ending in them (or at the end of
    /// the log) that `TestLogReader.taskLineFilter` matches.
    private struct Batch {
        var bytes: [UInt8] = []
        var taskLines: [Int] = []
    }

    package static let batchSize = 256 << 10
    static let maximumQueued = 4

    /// Touched only by the worker from `init` until `finish` or `stop` returns, then by the caller.
    private let reader: TestLogReader
    /// The producer's own: its cut of the lines, and the batch it is filling.
    private var splitter: LogLineSplitter
    private var pending = Batch()
    /// Guarded by `condition`.
    private let condition = NSCondition()
    private var queue: [Batch] = []
    private var isClosed = false
    private var isStopped = false
    private var isDone = false
    private var report: TestRunReport?

    /// Feeds what `produce` hands out to `reader` and returns its report. On one core, or when
    /// `produce` throws (then the reader is left as it was when the worker stopped), no worker is left.
    /// A log of at most one batch (`size`, when known) is read on the caller's thread: a worker
    /// would only wait for it, and starting one cost 300 µs a log — 30 s for an archive of 100,000
    /// empty logs.
    package static func read(_ reader: TestLogReader, batchSize: Int = TestLogPipeline.batchSize, size: Int64? = nil,
                             feeding produce: ((UnsafeRawBufferPointer) -> Void) throws -> Void) throws -> TestRunReport {
        guard ConcurrentRanges.cores > 1, (size ?? Int64.max) > Int64(batchSize) else {
            try produce { reader.consume($0) }
            return reader.finish()
        }
        // No worker (a memory limit kept its thread from starting): read here.
        guard let pipeline = TestLogPipeline(reader, batchSize: batchSize) else {
            try produce { reader.consume($0) }
            return reader.finish()
        }
        do {
            try produce { pipeline.send($0) }
        } catch {
            pipeline.stop()
            throw error
        }
        return pipeline.finish()
    }

    private let batchSize: Int

    private init?(_ reader: TestLogReader, batchSize: Int) {
        self.reader = reader
        self.batchSize = max(1, batchSize)
        splitter = LogLineSplitter(maximumLineLength: reader.maximumLineLength)
        pending.bytes.reserveCapacity(self.batchSize + (64 << 10))
        guard WorkerThread.start({ [self] in work() }) else { return nil }
    }

    private func send(_ chunk: UnsafeRawBufferPointer) {
        pending.bytes.append(contentsOf: chunk)
        var matches: [Int] = []
        splitter.feed(chunk) { line in
            if TestLogReader.taskLineFilter.matches(line) { matches.append(line.number) }
        }
        pending.taskLines += matches
        if pending.bytes.count >= batchSize { enqueue() }
    }

    private func finish() -> TestRunReport {
        var matches: [Int] = []
        splitter.finish { line in
            if TestLogReader.taskLineFilter.matches(line) { matches.append(line.number) }
        }
        pending.taskLines += matches
        enqueue()
        condition.lock()
        isClosed = true
        condition.broadcast()
        while !isDone { condition.wait() }
        condition.unlock()
        return report!
    }

    private func stop() {
        condition.lock()
        isStopped = true
        condition.broadcast()
        while !isDone { condition.wait() }
        condition.unlock()
    }

    /// Hands the pending batch to the worker, waiting while the queue is full.
    private func enqueue() {
        let batch = pending
        pending = Batch()
        pending.bytes.reserveCapacity(batchSize + (64 << 10))
        condition.lock()
        while queue.count >= Self.maximumQueued, !isStopped { condition.wait() }
        queue.append(batch)
        condition.broadcast()
        condition.unlock()
    }

    private func next() -> Batch? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty, !isClosed, !isStopped { condition.wait() }
        guard !isStopped, !queue.isEmpty else { return nil }
        let batch = queue.removeFirst()
        condition.broadcast()
        return batch
    }

    private func work() {
        while let batch = next() {
            reader.takeTaskLineNumbers(batch.taskLines)
            batch.bytes.withUnsafeBytes { reader.consume($0) }
        }
        condition.lock()
        let stopped = isStopped
        condition.unlock()
        let report = stopped ? nil : reader.finish()
        condition.lock()
        self.report = report
        isDone = true
        condition.broadcast()
        condition.unlock()
    }
}
