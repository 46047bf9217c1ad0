import CZstd

/// A zstd compressor on libzstd's own worker threads, in front of another sink.
///
/// libzstd's multithreaded mode cuts the input into jobs of a fixed size and gives the same bytes for
/// any number of workers from 1 up; the job size is set here (not left to the level's default of
/// 8 MiB) so that memory stays small: about (workers + 1) × 2 jobs in flight.
public final class ZstdWriter: ByteSink {
    /// 1 MiB jobs cost about 0.2% in size against the 8 MiB default and a fifth of the memory.
    public static let jobSize: Int32 = 1 << 20
    /// Past this, level 3 outruns reading and hashing the inputs; more workers would only hold memory.
    public static let maximumThreads = 4

    private let sink: ByteSink
    private let context: OpaquePointer
    private let output: UnsafeMutableRawBufferPointer
    private var isFinished = false
    private var failure: Error?

    public init(sink: ByteSink, threads: Int, level: Int32 = 3) throws {
        guard let context = ZSTD_createCCtx() else {
            throw ZstdError(action: "creating a compressor", message: "out of memory")
        }
        self.context = context
        self.sink = sink
        output = .allocate(byteCount: ZSTD_CStreamOutSize(), alignment: 16)
        try set(ZSTD_c_compressionLevel, level)
        // Workers from 1 up select the multithreaded format: the bytes are then the same for 1 or 4.
        try set(ZSTD_c_nbWorkers, Int32(max(1, min(threads, Self.maximumThreads))))
        try set(ZSTD_c_jobSize, Self.jobSize)
    }

    private func set(_ parameter: ZSTD_cParameter, _ value: Int32) throws {
        try check(ZSTD_CCtx_setParameter(context, parameter, value), "setting parameter \(parameter.rawValue) to \(value)")
    }

    private func check(_ code: Int, _ action: String) throws {
        guard ZSTD_isError(code) != 0 else { return }
        throw ZstdError(action: action, message: String(cString: ZSTD_getErrorName(code)))
    }

    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        if let failure { throw failure }
        guard !isFinished else { throw ZstdError(action: "writing", message: "the stream was already finished") }
        guard bytes.count > 0 else { return }
        var input = ZSTD_inBuffer(src: bytes.baseAddress, size: bytes.count, pos: 0)
        while input.pos < input.size {
            _ = try compress(&input, ZSTD_e_continue)
        }
    }

    public func finish() throws {
        if let failure { throw failure }
        guard !isFinished else { return }
        isFinished = true
        var input = ZSTD_inBuffer(src: nil, size: 0, pos: 0)
        while try compress(&input, ZSTD_e_end) != 0 {}
        try guarded { try sink.finish() }
    }

    /// One compression step; hands what it produced to the sink. Returns what libzstd has left to flush.
    private func compress(_ input: inout ZSTD_inBuffer, _ directive: ZSTD_EndDirective) throws -> Int {
        var out = ZSTD_outBuffer(dst: output.baseAddress, size: output.count, pos: 0)
        let remaining = ZSTD_compressStream2(context, &out, &input, directive)
        if ZSTD_isError(remaining) != 0 {
            let error = ZstdError(action: "compressing", message: String(cString: ZSTD_getErrorName(remaining)))
            failure = error
            throw error
        }
        if out.pos > 0 {
            try guarded { try sink.write(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(output)[0..<out.pos])) }
        }
        return remaining
    }

    /// Runs a sink call; its error stops the writer for good.
    private func guarded(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            failure = error
            throw error
        }
    }

    deinit {
        // Joins libzstd's workers.
        ZSTD_freeCCtx(context)
        output.deallocate()
    }
}
