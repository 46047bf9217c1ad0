import CZstd

/// Streaming zstd decompression chunk by chunk (ZSTD_DStream), output handed on as it comes: for
/// scanning and rewriting compressed text without holding it.
public final class ZstdStreamDecoder {
    private let stream: OpaquePointer
    private let output: UnsafeMutableRawBufferPointer
    private var lastHint = 1
    public private(set) var bytesOut: Int64 = 0

    public init() throws {
        guard let stream = ZSTD_createDStream() else {
            throw ZstdError(message: "libzstd could not allocate a decompression stream")
        }
        self.stream = stream
        output = .allocate(byteCount: ZSTD_DStreamOutSize(), alignment: 16)
        let reset = ZSTD_DCtx_reset(stream, ZSTD_reset_session_only)
        if ZSTD_isError(reset) != 0 { throw ZstdError(message: "zstd: \(String(cString: ZSTD_getErrorName(reset)))") }
    }

    /// Decompresses the next piece of input; `emit` gets every decompressed chunk.
    public func feed(_ input: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        var inBuffer = ZSTD_inBuffer(src: input.baseAddress, size: input.count, pos: 0)
        while true {
            var outBuffer = ZSTD_outBuffer(dst: output.baseAddress, size: output.count, pos: 0)
            let hint = ZSTD_decompressStream(stream, &outBuffer, &inBuffer)
            if ZSTD_isError(hint) != 0 { throw ZstdError(message: "zstd: \(String(cString: ZSTD_getErrorName(hint)))") }
            lastHint = hint
            if outBuffer.pos > 0 {
                bytesOut += Int64(outBuffer.pos)
                try emit(UnsafeRawBufferPointer(rebasing: output[0..<outBuffer.pos]))
            }
            if inBuffer.pos == inBuffer.size && outBuffer.pos < outBuffer.size { return }
        }
    }

    /// Throws when the input ended inside a frame.
    public func finish() throws {
        if lastHint != 0 { throw ZstdError(message: "the zstd frame is truncated") }
    }

    deinit {
        ZSTD_freeDStream(stream)
        output.deallocate()
    }
}
