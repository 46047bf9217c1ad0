import CZlib
import CZstd
import Foundation

/// What a `BlockCompressor` makes of each block of its input.
package enum BlockCodec: Sendable, Equatable {
    /// Raw deflate, primed with the 32 KiB before the block, ended on a sync flush (the last block of
    /// a stream: on the final block): pieces of one gzip member (`GzipContainer`).
    case deflate(level: Int32)
    /// One zstd frame per block: zstd frames concatenate into one stream.
    case zstd(level: Int32)
    /// The bytes as they are (an uncompressed tar).
    case store
}

/// A sink that can be cut back to an earlier length: where a `BlockCompressor` writes, so an entry
/// it had to abandon can be taken back out.
package protocol RewindableSink: ByteSink {
    var length: Int64 { get }
    func truncate(to length: Int64) throws
}

/// Compresses a byte stream in fixed-size blocks on several threads, with output that depends only on
/// the input: each block's output is a pure function of its bytes (and, for deflate, the 32 KiB before
/// it and whether it is the last), written in block order. Blocks are cut at multiples of `blockSize`
/// from the start of the stream, whatever the writes' sizes or the thread count.
///
/// It can take back what was written since a `mark()` (`rollback()`): the compressor returns to the
/// state it had at the mark, as if the bytes after it had never been written — blocks compressed since
/// are dropped and the sink is cut back. `collect` marks each entry's start, so an entry it streamed
/// and then found a secret in (or that changed while read) costs no second read of everything.
///
/// At most `2 × threads` blocks are in flight; the caller compresses queued blocks itself rather than
/// wait. The sink is written on the caller's thread only.
package final class BlockCompressor: ByteSink {
    /// Deflate primes each block with this much of the input before it (its whole window).
    static let dictionarySize = 32 * 1024
    /// More deflate workers than this gain nothing and would only hold memory.
    static let maximumDeflateThreads = 64

    package let codec: BlockCodec
    package let blockSize: Int
    private let sink: RewindableSink
    private let pool: BlockPool?
    private let helper: BlockCodecState
    private let maximumInFlight: Int
    /// The last block of the stream is marked final (deflate: the final block bit).
    private let endsStream: Bool

    private var current: CompressionBlock
    private var currentIndex = 0
    private var inFlight: [CompressionBlock] = []
    private var spare: [CompressionBlock] = []
    private var isFinished = false
    private var failure: Error?

    /// CRC-32 and length of the input written to the sink so far (deflate's gzip trailer).
    package private(set) var crc: uLong = 0
    package private(set) var emittedLength: Int64 = 0
    /// Bytes written into the compressor so far.
    package private(set) var inputLength: Int64 = 0

    private struct Mark {
        var offset: Int64
        var block: Int
        /// Where the sink stood, and the CRC and length, before the mark's block was written.
        var sinkLength: Int64?
        var crc: uLong = 0
        var emittedLength: Int64 = 0
    }

    private var mark: Mark?
    /// The mark's block, kept (not reused) once submitted, to restore its first bytes.
    private var markBlock: CompressionBlock?

    /// - Parameters:
    ///   - threads: compression threads; 1 compresses on the caller's thread. The output is the same.
    ///   - endsStream: false for a stream other blocks will follow (the manifest's, before the entries).
    package init(codec: BlockCodec, sink: RewindableSink, threads: Int, blockSize: Int, endsStream: Bool = true) throws {
        precondition(blockSize >= Self.dictionarySize, "blocks must hold at least the 32 KiB dictionary")
        self.codec = codec
        self.sink = sink
        self.blockSize = blockSize
        self.endsStream = endsStream
        current = CompressionBlock(capacity: blockSize)
        helper = try BlockCodecState(codec)
        let workers = codec == .store ? 1 : max(1, min(threads, Self.maximumThreads(codec)))
        if workers == 1 {
            pool = nil
            maximumInFlight = 1
        } else {
            pool = try BlockPool(workers: workers, codec: codec)
            // zstd's blocks are large: one queued per worker beyond those being compressed is enough.
            if case .zstd = codec { maximumInFlight = workers + 1 } else { maximumInFlight = 2 * workers }
        }
    }

    package func write(_ bytes: UnsafeRawBufferPointer) throws {
        if let failure { throw failure }
        guard !isFinished else { throw ZlibError(code: Z_STREAM_ERROR, action: "writing after the stream was finished") }
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
        inputLength += Int64(bytes.count)
    }

    /// Compresses what is left and writes it; does not finish the sink (a container may follow).
    package func finish() throws {
        if let failure { throw failure }
        guard !isFinished else { return }
        isFinished = true
        try submitCurrent(isLast: endsStream)
        try drain(keeping: 0)
        pool?.shutDown()
    }

    /// Remembers this point of the stream for `rollback()`; replaces the previous mark.
    package func setMark() {
        if let kept = markBlock, !inFlight.contains(where: { $0 === kept }) { spare.append(kept) }
        markBlock = nil
        mark = Mark(offset: inputLength, block: currentIndex)
    }

    /// Returns to the last mark, as if nothing had been written since; the mark is used up.
    package func rollback() throws {
        if let failure { throw failure }
        guard let start = mark else { preconditionFailure("rollback without a mark") }
        let prefix = Int(start.offset - Int64(start.block) * Int64(blockSize))
        if start.block == currentIndex {
            mark = nil
            current.input.count = prefix
            inputLength = start.offset
            return
        }
        // Simplest correct order: let every block in flight finish and be written (which records where
        // the mark's block began in the sink), then cut the sink back there (a rollback is rare: an
        // entry with a secret).
        try drain(keeping: 0)
        guard let mark, let kept = markBlock, let sinkLength = mark.sinkLength else { preconditionFailure("the mark's block was not kept") }
        self.mark = nil
        try sink.truncate(to: sinkLength)
        crc = mark.crc
        emittedLength = mark.emittedLength
        current.reset()
        current.dictionary.append(kept.dictionary.bytes)
        current.input.append(UnsafeRawBufferPointer(rebasing: kept.input.bytes[0..<prefix]))
        currentIndex = mark.block
        inputLength = mark.offset
        markBlock = nil
        spare.append(kept)
    }

    /// zstd's 1 MiB blocks hold eight times deflate's 128 KiB: past three workers they would only hold
    /// memory (level 3 outruns reading and scanning the inputs).
    static func maximumThreads(_ codec: BlockCodec) -> Int {
        if case .zstd = codec { return 3 }
        return maximumDeflateThreads
    }

    // MARK: -

    private func submitCurrent(isLast: Bool) throws {
        let block = current
        block.isLast = isLast
        if mark?.block == currentIndex { markBlock = block }
        current = spare.popLast() ?? CompressionBlock(capacity: blockSize)
        current.reset()
        currentIndex += 1
        if !isLast, codec != .store {
            let input = block.input.bytes
            current.dictionary.append(UnsafeRawBufferPointer(rebasing: input[max(0, input.count - Self.dictionarySize)...]))
        }
        if let pool {
            inFlight.append(block)
            pool.enqueue(block)
            try drain(keeping: maximumInFlight - 1)
        } else {
            helper.compress(block)
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
                    helper.compress(queued)
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

    private func emit(_ block: CompressionBlock) throws {
        defer { if block !== markBlock { spare.append(block) } }
        if let error = block.error {
            failure = error
            pool?.shutDown()
            throw error
        }
        if block === markBlock {
            mark?.sinkLength = sink.length
            mark?.crc = crc
            mark?.emittedLength = emittedLength
        }
        do {
            try sink.write(block.output.bytes)
        } catch {
            failure = error
            pool?.shutDown()
            throw error
        }
        if case .deflate = codec { crc = crc32_combine(crc, block.crc, off_t(block.input.count)) }
        emittedLength += Int64(block.input.count)
    }

    deinit {
        pool?.shutDown()
    }
}

/// One block: its input, the dictionary before it (deflate), and once compressed its output (and
/// CRC-32 for deflate). Reused after it is written.
final class CompressionBlock {
    let input: GrowableBuffer
    let dictionary = GrowableBuffer(capacity: BlockCompressor.dictionarySize)
    let output: GrowableBuffer
    var isLast = false
    var crc: uLong = 0
    var error: Error?
    /// Set under the pool's lock.
    var isDone = false

    init(capacity: Int) {
        input = GrowableBuffer(capacity: capacity)
        output = GrowableBuffer(capacity: capacity + capacity / 8)
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
}

/// A worker's compressor: a deflate stream or a zstd context, reused block after block.
/// Sendable by hand: each belongs to one thread, handed to it once when the thread starts.
final class BlockCodecState: @unchecked Sendable {
    private let codec: BlockCodec
    private let deflater: RawDeflater?
    private let zstd: OpaquePointer?

    init(_ codec: BlockCodec) throws {
        self.codec = codec
        switch codec {
        case .deflate(let level):
            deflater = try RawDeflater(level: level)
            zstd = nil
        case .zstd(let level):
            deflater = nil
            guard let context = ZSTD_createCCtx() else { throw ZstdError(action: "creating a compressor", message: "out of memory") }
            zstd = context
            let result = ZSTD_CCtx_setParameter(context, ZSTD_c_compressionLevel, level)
            if ZSTD_isError(result) != 0 {
                ZSTD_freeCCtx(context)
                throw ZstdError(action: "setting the level", message: String(cString: ZSTD_getErrorName(result)))
            }
        case .store:
            deflater = nil
            zstd = nil
        }
    }

    func compress(_ block: CompressionBlock) {
        let bytes = block.input.bytes
        block.output.count = 0
        switch codec {
        case .deflate:
            block.crc = crc32(0, bytes.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(bytes.count))
            do {
                try deflater!.compress(bytes, dictionary: block.dictionary.bytes, isLast: block.isLast, store: Self.looksRandom(bytes), into: block.output)
            } catch {
                block.error = error
            }
        case .zstd:
            block.output.reserve(ZSTD_compressBound(bytes.count))
            let written = ZSTD_compress2(zstd, block.output.base, block.output.capacity, bytes.baseAddress, bytes.count)
            if ZSTD_isError(written) != 0 {
                block.error = ZstdError(action: "compressing", message: String(cString: ZSTD_getErrorName(written)))
            } else {
                block.output.count = written
            }
        case .store:
            block.output.append(bytes)
        }
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

    deinit {
        if let zstd { ZSTD_freeCCtx(zstd) }
    }
}

/// Worker threads, each with its own codec state, taking blocks from a first-in first-out queue.
final class BlockPool: @unchecked Sendable {
    private let condition = NSCondition()
    private var queue: [CompressionBlock] = []
    private var queueStart = 0
    private var isShutDown = false
    private var running = 0

    init(workers: Int, codec: BlockCodec) throws {
        let states = try (0..<workers).map { _ in try BlockCodecState(codec) }
        running = workers
        // A worker that cannot start (a memory limit) leaves its blocks to the others, or to the
        // caller, which compresses queued blocks itself while it waits (`BlockCompressor.drain`).
        for state in states where !WorkerThread.start({ [self] in work(with: state) }) {
            condition.lock()
            running -= 1
            condition.unlock()
        }
    }

    func enqueue(_ block: CompressionBlock) {
        condition.lock()
        queue.append(block)
        condition.signal()
        condition.unlock()
    }

    func isDone(_ block: CompressionBlock) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return block.isDone
    }

    func waitUntilDone(_ block: CompressionBlock) {
        condition.lock()
        while !block.isDone { condition.wait() }
        condition.unlock()
    }

    func takeQueued() -> CompressionBlock? {
        condition.lock()
        defer { condition.unlock() }
        return dequeue()
    }

    func markDone(_ block: CompressionBlock) {
        condition.lock()
        block.isDone = true
        condition.broadcast()
        condition.unlock()
    }

    private func dequeue() -> CompressionBlock? {
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

    private func work(with state: BlockCodecState) {
        condition.lock()
        while true {
            while queueStart == queue.count, !isShutDown { condition.wait() }
            if isShutDown { break }
            guard let block = dequeue() else { continue }
            condition.unlock()
            state.compress(block)
            condition.lock()
            block.isDone = true
            condition.broadcast()
        }
        running -= 1
        condition.broadcast()
        condition.unlock()
    }
}

/// gzip's wrapper (RFC 1952) around the raw deflate pieces of `BlockCompressor`s, as `gzip -n` writes it.
package enum GzipContainer {
    /// ID1 ID2, CM=deflate, no flags, MTIME 0, XFL 0, OS 3 (Unix) whatever the platform.
    package static let header: [UInt8] = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]

    /// CRC-32 and ISIZE (the input's length modulo 2^32), little endian, of the compressors' input in
    /// order: one compressor for a whole member, or the manifest's front and the entries' body.
    package static func trailer(_ parts: BlockCompressor...) -> [UInt8] {
        let crc = UInt32(truncatingIfNeeded: parts.reduce(0) { crc32_combine($0, $1.crc, off_t($1.emittedLength)) })
        let size = UInt32(truncatingIfNeeded: parts.reduce(0) { $0 + $1.emittedLength })
        return (0..<4).map { UInt8(truncatingIfNeeded: crc >> (8 * UInt32($0))) } + (0..<4).map { UInt8(truncatingIfNeeded: size >> (8 * UInt32($0))) }
    }
}
