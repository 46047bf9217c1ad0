import CZstd

/// Streaming zstd decompression chunk by chunk (ZSTD_DStream), output handed on as it comes: for
/// scanning and rewriting compressed text without holding it.
package final class ZstdStreamDecoder {
    private let stream: OpaquePointer
    private let output: UnsafeMutableRawBufferPointer
    private var lastHint = 1
    package private(set) var bytesOut: Int64 = 0

    package init() throws {
        guard let stream = ZSTD_createDStream() else {
            throw ZstdError(message: "libzstd could not allocate a decompression stream")
        }
        self.stream = stream
        output = .allocate(byteCount: ZSTD_DStreamOutSize(), alignment: 16)
        let reset = ZSTD_DCtx_reset(stream, ZSTD_reset_session_only)
        if ZSTD_isError(reset) != 0 { throw ZstdError(message: "zstd: \(String(cString: ZSTD_getErrorName(reset)))") }
    }

    /// Decompresses the next piece of input; `emit` gets every decompressed chunk.
    package func feed(_ input: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        try decompress(input) { chunk in
            try emit(chunk)
            return .continue
        }
    }

    /// Decompresses the next piece of input, handing `body` each decompressed chunk until it says
    /// stop (the stream is then left mid-input, to be abandoned). Returns `.stop` when `body` stopped.
    @discardableResult
    package func decompress(_ input: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) throws -> ChunkDecision) throws -> ChunkDecision {
        var inBuffer = ZSTD_inBuffer(src: input.baseAddress, size: input.count, pos: 0)
        while true {
            var outBuffer = ZSTD_outBuffer(dst: output.baseAddress, size: output.count, pos: 0)
            let hint = ZSTD_decompressStream(stream, &outBuffer, &inBuffer)
            if ZSTD_isError(hint) != 0 { throw ZstdError(message: "zstd: \(String(cString: ZSTD_getErrorName(hint)))") }
            lastHint = hint
            if outBuffer.pos > 0 {
                bytesOut += Int64(outBuffer.pos)
                if try body(UnsafeRawBufferPointer(rebasing: output[0..<outBuffer.pos])) == .stop { return .stop }
            }
            // Done with this input once the output was not filled, or the frame ended (0: decoded and
            // flushed) just as it filled: calling again would start on a next frame's header, and its
            // hint would call this one truncated.
            if inBuffer.pos == inBuffer.size && (outBuffer.pos < outBuffer.size || hint == 0) { return .continue }
        }
    }

    /// Throws when the input ended inside a frame.
    package func finish() throws {
        if lastHint != 0 { throw ZstdError(message: "the zstd frame is truncated") }
    }

    deinit {
        ZSTD_freeDStream(stream)
        output.deallocate()
    }
}
