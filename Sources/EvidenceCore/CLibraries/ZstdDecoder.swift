import CZstd

/// Streaming zstd decompression (ZSTD_DStream) into memory with a hard bound on the output, so a
/// frame that claims or expands to an absurd size is refused instead of allocated.
public final class ZstdDecoder {
    /// The four bytes every zstd frame starts with (28 b5 2f fd, little-endian 0xFD2FB528).
    public static let frameMagic: [UInt8] = [0x28, 0xB5, 0x2F, 0xFD]

    private let stream: OpaquePointer
    private var chunk: [UInt8]

    public init() throws {
        guard let stream = ZSTD_createDStream() else {
            throw ZstdError(message: "libzstd could not allocate a decompression stream")
        }
        self.stream = stream
        self.chunk = [UInt8](repeating: 0, count: Int(ZSTD_DStreamOutSize()))
    }

    public static func hasFrameMagic(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.count >= 4 && bytes[0] == 0x28 && bytes[1] == 0xB5 && bytes[2] == 0x2F && bytes[3] == 0xFD
    }

    /// Decompresses one or more complete frames held in `input`; throws when the input is damaged,
    /// truncated, or decompresses to more than `limit` bytes.
    public func decompress(_ input: UnsafeRawBufferPointer, limit: Int) throws -> [UInt8] {
        let reset = ZSTD_DCtx_reset(stream, ZSTD_reset_session_only)
        try Self.check(reset)
        // A declared content size beyond the limit is refused before any work.
        if let base = input.baseAddress {
            let declared = ZSTD_getFrameContentSize(base, input.count)
            if declared != ZSTD_CONTENTSIZE_UNKNOWN, declared != ZSTD_CONTENTSIZE_ERROR, declared > UInt64(limit) {
                throw ZstdError(message: "the zstd frame declares \(declared) bytes, more than the \(limit)-byte limit")
            }
        }
        var output = [UInt8]()
        var inBuffer = ZSTD_inBuffer(src: input.baseAddress, size: input.count, pos: 0)
        var lastHint = 1
        let capacity = chunk.count
        try chunk.withUnsafeMutableBytes { storage in
            while true {
                var outBuffer = ZSTD_outBuffer(dst: storage.baseAddress, size: capacity, pos: 0)
                let hint = ZSTD_decompressStream(stream, &outBuffer, &inBuffer)
                try Self.check(hint)
                if outBuffer.pos > 0 {
                    guard output.count + outBuffer.pos <= limit else {
                        throw ZstdError(message: "the zstd data expands past the \(limit)-byte limit")
                    }
                    output.append(contentsOf: UnsafeRawBufferPointer(rebasing: storage[0..<outBuffer.pos]))
                }
                lastHint = hint
                // Input consumed and the decoder did not fill the output: nothing more to flush.
                if inBuffer.pos == inBuffer.size && outBuffer.pos < outBuffer.size { break }
            }
        }
        // A non-zero hint means the decoder still expects bytes: the frame was cut short.
        if lastHint != 0 {
            throw ZstdError(message: "the zstd frame is truncated")
        }
        return output
    }

    public func decompress(_ input: [UInt8], limit: Int) throws -> [UInt8] {
        try input.withUnsafeBytes { try decompress($0, limit: limit) }
    }

    private static func check(_ code: Int) throws {
        if ZSTD_isError(code) != 0 {
            throw ZstdError(message: "zstd: \(String(cString: ZSTD_getErrorName(code)))")
        }
    }

    deinit {
        ZSTD_freeDStream(stream)
    }
}
