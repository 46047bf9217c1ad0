import CZlib
import Foundation

/// A gzip compressor that deflates on several threads the way pigz does, with output bytes that do
/// not depend on the number of threads.
///
/// The byte stream is cut into blocks of `blockSize` bytes — boundaries depend only on the input.
/// Each block is raw-deflated on its own, primed with the 32 KiB of input before it as the dictionary
/// (so matches reach back across the boundary as in one stream) and ended on a sync flush, which
/// leaves the deflate stream byte aligned so the next block's data can follow directly; the last
/// block finishes the stream. The blocks are written in order between a 10-byte header (no name, no
/// time) and the trailer, whose CRC-32 is combined from the blocks' own. The result is one ordinary
/// gzip member. At most `2 × threads` blocks are in flight, whatever the input size.
///
/// Workers only compress (and the caller too, while it would otherwise wait); the sink is written on
/// the caller's thread only, so a sink error surfaces in `write`/`finish` like any other.
public final class ParallelGzipWriter: ByteSink {
    public static let defaultBlockSize = 128 * 1024
    static let dictionarySize = 32 * 1024
    /// More workers than this gain nothing and would only hold memory.
    public static let maximumThreads = 64

    private let sink: ByteSink
    private let blockSize: Int
    private let level: Int32
    private let pool: DeflatePool?
    /// The caller's own stream: all the work with one thread, help while waiting with more.
    private let helperDeflater: RawDeflater
    private let maximumInFlight: Int

    private var current: GzipBlock
    private var inFlight: [GzipBlock] = []
    private var spare: [GzipBlock] = []
    private var crc: uLong = 0
    private var inputLength: UInt64 = 0
    private var headerWritten = false
    private var isFinished = false
    private var failure: Error?

    /// - Parameters:
    ///   - threads: compression threads; 1 compresses on the caller's thread. The output is the same.
    ///   - blockSize: at least 32 KiB (the dictionary is taken from the previous block alone).
    public init(sink: ByteSink, threads: Int, level: Int = 6, blockSize: Int = ParallelGzipWriter.defaultBlockSize) throws {
        precondition(blockSize >= Self.dictionarySize, "gzip blocks must hold at least the 32 KiB dictionary")
        self.sink = sink
        self.blockSize = blockSize
        self.level = Int32(max(0, min(9, level)))
        let workers = max(1, min(threads, Self.maximumThreads))
        current = GzipBlock(capacity: blockSize)
        helperDeflater = try RawDeflater(level: self.level)
        if workers == 1 {
            pool = nil
            maximumInFlight = 1
        } else {
            pool = try DeflatePool(workers: workers, level: self.level)
            maximumInFlight = 2 * workers
        }
    }

    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        if let failure { throw failure }
        guard !isFinished else { throw ZlibError(code: Z_STREAM_ERROR, action: "writing after the gzip stream was finished") }
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            // A full block is sent only once more input arrives, so the last block is never empty
            // unless the whole input is.
            if current.input.count == blockSize { try submitCurrent(isLast: false) }
            let take = min(bytes.count - offset, blockSize - current.input.count)
            current.input.append(UnsafeRawBufferPointer(start: base + offset, count: take))
            offset += take
        }
    }

    public func finish() throws {
        if let failure { throw failure }
        guard !isFinished else { return }
        isFinished = true
        try submitCurrent(isLast: true)
        try drain(keeping: 0)
        try guarded {
            var trailer = [UInt8](repeating: 0, count: 8)
            Self.storeLittleEndian(UInt32(truncatingIfNeeded: crc), into: &trailer, at: 0)
            // ISIZE is the input length modulo 2^32, as RFC 1952 defines it.
            Self.storeLittleEndian(UInt32(truncatingIfNeeded: inputLength), into: &trailer, at: 4)
            try trailer.withUnsafeBytes { try sink.write($0) }
            try sink.finish()
        }
        pool?.shutDown()
    }

    // MARK: -

    private func submitCurrent(isLast: Bool) throws {
        let block = current
        block.isLast = isLast
        current = spare.popLast() ?? GzipBlock(capacity: blockSize)
        current.reset()
        if !isLast {
            let input = block.input.bytes
            current.dictionary.append(UnsafeRawBufferPointer(rebasing: input[max(0, input.count - Self.dictionarySize)...]))
        }
        if let pool {
            inFlight.append(block)
            pool.enqueue(block)
            try drain(keeping: maximumInFlight - 1)
        } else {
            block.compress(with: helperDeflater)
            try emit(block)
        }
    }

    /// Writes finished blocks in order; waits for the oldest while more than `keeping` are in flight.
    private func drain(keeping: Int) throws {
        guard let pool else { return }
        while let oldest = inFlight.first {
            if inFlight.count > keeping {
                // Rather than wait idle, the caller compresses queued blocks itself.
                while !pool.isDone(oldest), let queued = pool.takeQueued() {
                    queued.compress(with: helperDeflater)
                    pool.markDone(queued)
                }
                pool.waitUntilDone(oldest)
            } else if !pool.isDone(oldest) {
                return
            }
            inFlight.removeFirst()
            try emit(oldest)
        }
    }

    private func emit(_ block: GzipBlock) throws {
        defer { spare.append(block) }
        if let error = block.error {
            failure = error
            pool?.shutDown()
            throw error
        }
        try guarded {
            if !headerWritten {
                headerWritten = true
                try Self.header.withUnsafeBytes { try sink.write($0) }
            }
            try sink.write(block.output.bytes)
        }
        crc = crc32_combine(crc, block.crc, off_t(block.input.count))
        inputLength &+= UInt64(block.input.count)
    }

    /// Runs a sink call; its error stops the writer for good.
    private func guarded(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            failure = error
            pool?.shutDown()
            throw error
        }
    }

    /// ID1 ID2, CM=deflate, no flags, MTIME 0, XFL 0, OS 3 (Unix) whatever the platform, as gzip -n writes.
    private static let header: [UInt8] = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]

    private static func storeLittleEndian(_ value: UInt32, into bytes: inout [UInt8], at offset: Int) {
        for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(index))) }
    }

    deinit {
        pool?.shutDown()
    }
}

/// One block of the stream: its input, the dictionary before it, and once compressed its deflate
/// data and CRC-32. Reused after it is written.
final class GzipBlock {
    let input: GrowableBuffer
    let dictionary = GrowableBuffer(capacity: ParallelGzipWriter.dictionarySize)
    let output: GrowableBuffer
    var isLast = false
    var crc: uLong = 0
    var error: ZlibError?
    /// Set by the worker under the pool's lock.
    var isDone = false

    init(capacity: Int) {
        input = GrowableBuffer(capacity: capacity)
        output = GrowableBuffer(capacity: capacity + capacity / 8)
    }

    /// Blocks whose byte frequencies are as flat as random data's (chi-squared against uniform at most
    /// 1024; random bytes give about 255, already-compressed data 600–900, text millions). Deflate
    /// searches such input hardest (~40% of gzip's time on a bundle that is one fifth attachments)
    /// and gains nothing, so it is stored. The test is integer arithmetic on the block's bytes alone,
    /// so the choice — and the output — is the same on every machine and for any thread count.
    /// Data repeated within deflate's 32 KiB window scores high (a block of k copies scores ≈ k × 255)
    /// and is still deflated.
    static func looksRandom(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let count = bytes.count
        guard count >= 16 * 1024 else { return false }
        var histogram = [Int](repeating: 0, count: 256)
        histogram.withUnsafeMutableBufferPointer { bins in
            for byte in bytes { bins[Int(byte)] += 1 }
        }
        // chi² = Σ (256·c − n)² / (256·n) ≤ 1024, kept in integers; an overflow means far from flat.
        let limit = 1024.multipliedReportingOverflow(by: 256 * count)
        guard !limit.overflow else { return false }
        var sum = 0
        for frequency in histogram {
            let deviation = 256 * frequency - count
            let square = deviation.multipliedReportingOverflow(by: deviation)
            let total = sum.addingReportingOverflow(square.partialValue)
            guard !square.overflow, !total.overflow else { return false }
            sum = total.partialValue
            if sum > limit.partialValue { return false }
        }
        return true
    }

    func reset() {
        input.count = 0
        dictionary.count = 0
        output.count = 0
        isLast = false
        crc = 0
        error = nil
        isDone = false
    }

    func compress(with deflater: RawDeflater) {
        let bytes = input.bytes
        crc = crc32(0, bytes.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(bytes.count))
        do {
            try deflater.compress(bytes, dictionary: dictionary.bytes, isLast: isLast, store: Self.looksRandom(bytes), into: output)
        } catch let failure as ZlibError {
            error = failure
        } catch {
            self.error = ZlibError(code: Z_STREAM_ERROR, action: "deflating: \(error)")
        }
    }
}

/// Worker threads, each with its own deflate stream, taking blocks from a first-in first-out queue.
final class DeflatePool: @unchecked Sendable {
    private let condition = NSCondition()
    private var queue: [GzipBlock] = []
    private var queueStart = 0
    private var isShutDown = false
    private var running = 0

    init(workers: Int, level: Int32) throws {
        // Streams are made here so an allocation failure is an error of the initialiser.
        let deflaters = try (0..<workers).map { _ in try RawDeflater(level: level) }
        running = workers
        for (index, deflater) in deflaters.enumerated() {
            let thread = Thread { [self] in work(with: deflater) }
            thread.name = "evidence-gzip-\(index)"
            thread.start()
        }
    }

    func enqueue(_ block: GzipBlock) {
        condition.lock()
        queue.append(block)
        condition.signal()
        condition.unlock()
    }

    func isDone(_ block: GzipBlock) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return block.isDone
    }

    func waitUntilDone(_ block: GzipBlock) {
        condition.lock()
        while !block.isDone { condition.wait() }
        condition.unlock()
    }

    /// Takes the next queued block away from the workers, for the caller to compress.
    func takeQueued() -> GzipBlock? {
        condition.lock()
        defer { condition.unlock() }
        return dequeue()
    }

    func markDone(_ block: GzipBlock) {
        condition.lock()
        block.isDone = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next block of the queue; the lock must be held.
    private func dequeue() -> GzipBlock? {
        guard queueStart < queue.count else { return nil }
        let block = queue[queueStart]
        queueStart += 1
        if queueStart == queue.count {
            queue.removeAll(keepingCapacity: true)
            queueStart = 0
        }
        return block
    }

    /// Drops queued blocks and waits for the workers to finish the block each holds and exit.
    func shutDown() {
        condition.lock()
        isShutDown = true
        queue.removeAll()
        queueStart = 0
        condition.broadcast()
        while running > 0 { condition.wait() }
        condition.unlock()
    }

    private func work(with deflater: RawDeflater) {
        condition.lock()
        while true {
            while queueStart == queue.count, !isShutDown { condition.wait() }
            if isShutDown { break }
            guard let block = dequeue() else { continue }
            condition.unlock()
            block.compress(with: deflater)
            condition.lock()
            block.isDone = true
            condition.broadcast()
        }
        running -= 1
        condition.broadcast()
        condition.unlock()
    }
}
