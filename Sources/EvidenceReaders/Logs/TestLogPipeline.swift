import EvidenceCore
import Foundation

/// Reads a log on two cores. The caller's thread produces the bytes (reads the file, inflates and
/// hashes the archive entry) and finds the lines that mention background tasks — the one search of
/// every byte of every line; a worker thread parses the lines. Batches of a quarter megabyte pass
/// between them through a short queue (and, when `start` is given a folder, a bounded temporary file
/// behind it, so the caller can go on to the archive's next entries), so memory stays flat whatever
/// the log's size, and the report is the one a single thread would give: the worker cuts the same
/// lines, numbered alike.
package final class TestLogPipeline: @unchecked Sendable {
    /// Bytes of the log, and the numbers of the lines among those ending in them (or at the end of
    /// the log) that `TestLogReader.taskLineFilter` matches.
    private struct Batch {
        var bytes: [UInt8] = []
        var taskLines: [Int] = []
    }

    package static let batchSize = 256 << 10
    package static let maximumQueued = 4
    /// The most a log's batches may hold in the temporary file (`TMPDIR` may be a memory file system): past it the
    /// producer waits for the worker, as without a file.
    package static let maximumSpooled: Int64 = 64 << 20

    /// Touched only by the worker from `init` until `finish` or `stop` returns, then by the caller.
    private let reader: TestLogReader
    /// The producer's own: its cut of the lines, and the batch it is filling.
    private var splitter: LogLineSplitter
    private var pending = Batch()
    /// Guarded by `condition`. Batches not yet taken: up to `maximumQueued` in memory, then (the worker
    /// being slower than the producer) in `overflow`, in order, so the producer never waits for the
    /// worker and goes on to the archive's next entries while it parses.
    private let condition = NSCondition()
    private var queue: [Batch] = []
    private let overflowDirectory: String?
    private var overflow: SpoolFile?
    private var overflowRead: Int64 = 0
    private var overflowBatches = 0
    private let maximumSpooled: Int64
    /// A temporary file that could not be written: the producer waits for room in memory from then on.
    private var overflowFailed = false
    private var isClosed = false
    private var isStopped = false
    private var isDone = false
    private var report: TestRunReport?
    private var failure: Error?

    /// A log handed to a worker, still being parsed: `wait()` waits for it.
    package final class Reading {
        private var report: TestRunReport?
        private var pipeline: TestLogPipeline?

        init(report: TestRunReport) { self.report = report }
        init(pipeline: TestLogPipeline) { self.pipeline = pipeline }

        /// The reader's report once every line is parsed (then the reader may be read too). Throws
        /// when the worker could not read back the batches it was given.
        package func wait() throws -> TestRunReport {
            if let pipeline {
                report = try pipeline.wait()
                self.pipeline = nil
            }
            return report!
        }

        /// Leaves the log unread: the worker stops at its next batch.
        package func stop() {
            pipeline?.stop()
            pipeline = nil
        }
    }

    /// Feeds what `produce` hands out to `reader` and returns its report. On one core, or when
    /// `produce` throws (then the reader is left as it was when the worker stopped), no worker is left.
    /// A log of at most one batch (`size`, when known) is read on the caller's thread: a worker
    /// would only wait for it, and starting one cost 300 µs a log — 30 s for an archive of 100,000
    /// empty logs.
    package static func read(_ reader: TestLogReader, batchSize: Int = TestLogPipeline.batchSize, size: Int64? = nil,
                             feeding produce: ((UnsafeRawBufferPointer) -> Void) throws -> Void) throws -> TestRunReport {
        try start(reader, batchSize: batchSize, size: size, overflowDirectory: nil, feeding: produce).wait()
    }

    /// As `read`, but returns once `produce` has handed out the last bytes: the worker may still be
    /// parsing, from batches kept in an unnamed temporary file in `overflowDirectory` (memory stays
    /// flat) — nil: the producer waits for the worker instead.
    package static func start(_ reader: TestLogReader, batchSize: Int = TestLogPipeline.batchSize, size: Int64? = nil,
                              overflowDirectory: String?, maximumQueued: Int = TestLogPipeline.maximumQueued,
                              maximumSpooled: Int64 = TestLogPipeline.maximumSpooled,
                              feeding produce: ((UnsafeRawBufferPointer) -> Void) throws -> Void) throws -> Reading {
        guard ConcurrentRanges.cores > 1, (size ?? Int64.max) > Int64(batchSize) else {
            try produce { reader.consume($0) }
            return Reading(report: reader.finish())
        }
        // No worker (a memory limit kept its thread from starting): read here.
        guard let pipeline = TestLogPipeline(reader, batchSize: batchSize, overflowDirectory: overflowDirectory, maximumQueued: maximumQueued,
                                             maximumSpooled: maximumSpooled) else {
            try produce { reader.consume($0) }
            return Reading(report: reader.finish())
        }
        do {
            try produce { pipeline.send($0) }
        } catch {
            pipeline.stop()
            throw error
        }
        pipeline.close()
        return Reading(pipeline: pipeline)
    }

    private let batchSize: Int
    private let maximumQueued: Int

    private init?(_ reader: TestLogReader, batchSize: Int, overflowDirectory: String?, maximumQueued: Int, maximumSpooled: Int64) {
        self.reader = reader
        self.maximumSpooled = maximumSpooled
        self.batchSize = max(1, batchSize)
        // (At least one when there is no file to wait for room in.)
        self.maximumQueued = max(overflowDirectory == nil ? 1 : 0, maximumQueued)
        self.overflowDirectory = overflowDirectory
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

    /// The last lines handed on; the worker ends when it has parsed them.
    private func close() {
        var matches: [Int] = []
        splitter.finish { line in
            if TestLogReader.taskLineFilter.matches(line) { matches.append(line.number) }
        }
        pending.taskLines += matches
        enqueue()
        condition.lock()
        isClosed = true
        condition.broadcast()
        condition.unlock()
    }

    private func wait() throws -> TestRunReport {
        condition.lock()
        while !isDone { condition.wait() }
        condition.unlock()
        if let failure { throw failure }
        guard let report else { throw EvidenceError(.outputFailed, "\(reader.evidencePath) was not read to its end.") }
        return report
    }

    private func stop() {
        condition.lock()
        isStopped = true
        condition.broadcast()
        while !isDone { condition.wait() }
        condition.unlock()
    }

    /// Hands the pending batch to the worker: into memory while there is room and nothing waits in
    /// the file, else into the file; without one, waits while the queue is full.
    private func enqueue() {
        let batch = pending
        pending = Batch()
        pending.bytes.reserveCapacity(batchSize + (64 << 10))
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        if overflowBatches > 0 || queue.count >= maximumQueued, spill(batch) { return }
        // (Behind batches in the file, this one waits for them to be taken: the order stays the producer's.)
        while queue.count >= max(1, maximumQueued) || overflowBatches > 0, !isStopped { condition.wait() }
        queue.append(batch)
    }

    /// Appends the batch to the file (made at the first need): its byte count, its task lines' count,
    /// the task lines, the bytes. False when it cannot be written (then nothing more is), or the file holds
    /// `maximumSpooled` not yet taken.
    private func spill(_ batch: Batch) -> Bool {
        guard !overflowFailed, let overflowDirectory else { return false }
        do {
            let file = try overflow ?? SpoolFile(directory: overflowDirectory, displayPath: "\(reader.evidencePath) (read ahead)")
            overflow = file
            guard file.length - overflowRead < maximumSpooled else { return false }
            let header = [Int64(batch.bytes.count), Int64(batch.taskLines.count)] + batch.taskLines.map(Int64.init)
            try header.withUnsafeBytes { try file.write($0) }
            try batch.bytes.withUnsafeBytes { try file.write($0) }
            try file.finish()
            overflowBatches += 1
            return true
        } catch {
            overflowFailed = true
            return false
        }
    }

    /// The oldest batch not yet taken, nil once the producer has closed and all are taken (or it stopped).
    private func next() throws -> Batch? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty, overflowBatches == 0, !isClosed, !isStopped { condition.wait() }
        guard !isStopped else { return nil }
        if !queue.isEmpty {
            condition.broadcast()
            return queue.removeFirst()
        }
        guard overflowBatches > 0, let overflow else { return nil }
        var counts = [Int64](repeating: 0, count: 2)
        try counts.withUnsafeMutableBytes { try overflow.read(at: overflowRead, into: $0) }
        var batch = Batch()
        var taskLines = [Int64](repeating: 0, count: Int(counts[1]))
        try taskLines.withUnsafeMutableBytes { try overflow.read(at: overflowRead + 16, into: $0) }
        batch.taskLines = taskLines.map(Int.init)
        batch.bytes = [UInt8](repeating: 0, count: Int(counts[0]))
        try batch.bytes.withUnsafeMutableBytes { try overflow.read(at: overflowRead + 16 + 8 * counts[1], into: $0) }
        overflowRead += 16 + 8 * counts[1] + counts[0]
        overflowBatches -= 1
        // All taken: the file starts again empty, so it holds only what the worker has not reached.
        if overflowBatches == 0 {
            try overflow.truncate(to: 0)
            overflowRead = 0
        }
        condition.broadcast()
        return batch
    }

    private func work() {
        do {
            while let batch = try next() {
                reader.takeTaskLineNumbers(batch.taskLines)
                batch.bytes.withUnsafeBytes { reader.consume($0) }
            }
        } catch {
            condition.lock()
            failure = error
            isStopped = true
            condition.broadcast()
            condition.unlock()
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
