import CArchive
import CZlib
import CZstd

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decompresses an archive file for `ArchiveReader` in process: gzip (one member), zstd (one or more
/// frames, one after another) or none. libarchive is given only the plain tar stream, so it never picks a decompressor itself —
/// its "all filters" would run lzop, lrzip or grzip from PATH on matching magic bytes. Whatever
/// follows the one member or the last frame (a second member, garbage) is counted, not read as tar: verify
/// reports it.
final class ArchiveStreamDecoder {
    enum Compression: String {
        case gzip, zstd, none
    }

    /// Formats libarchive could read through an outside program or a decoder we do not enable; a file
    /// starting with their magic is refused by name.
    static let refusedMagic: [(name: String, bytes: [UInt8])] = [
        ("lzop", [0x89, 0x4C, 0x5A, 0x4F, 0x00, 0x0D, 0x0A, 0x1A, 0x0A]),
        ("lrzip", Array("LRZI".utf8)),
        ("grzip", Array("GRZipII".utf8)),
        ("bzip2", Array("BZh".utf8)),
        ("xz", [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]),
        ("lz4", [0x04, 0x22, 0x4D, 0x18]),
        ("compress (.Z)", [0x1F, 0x9D]),
        ("lzip", Array("LZIP".utf8)),
        // A zip is opened as the container of one archive (`ZipContainer`); one inside that is refused.
        ("zip", [0x50, 0x4B, 0x03, 0x04]),
        ("7-Zip", [0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C]),
        ("rar", Array("Rar!".utf8)),
        ("lzma", [0x5D, 0x00, 0x00]),
    ]

    private(set) var compression: Compression = .none
    /// The file, or the one archive inside a zip.
    private let descriptor: Int32
    private let container: ZipContainer?
    /// The archive's name inside the zip it was read from; nil for a plain archive file.
    var containerEntry: String? { container?.entryName }
    private let observer: ((UnsafeRawBufferPointer) -> Void)?
    private let raw: UnsafeMutableRawBufferPointer
    private var rawStart = 0
    private var rawEnd = 0
    private var rawAtEnd = false
    /// Two output buffers used in turn: libarchive may still look at the previous one.
    private let outputs: [UnsafeMutableRawBufferPointer]
    private var turn = 0
    private var gzip: UnsafeMutablePointer<z_stream>?
    private var zstd: OpaquePointer?
    private var streamEnded = false
    /// Bytes of the file after the one gzip member or zstd frame.
    private(set) var trailingBytes: Int64 = 0
    /// Decompressed (tar) bytes handed out so far, and the last chunk handed out.
    private(set) var decodedBytes: Int64 = 0
    private(set) var lastChunk = UnsafeRawBufferPointer(start: nil, count: 0)
    /// The first error, for the caller to report instead of libarchive's generic one.
    var error: Error?
    /// Sees every byte of the tar stream, as it is handed out.
    var audit: TarHeaderAudit?

    init(path: String, observer: ((UnsafeRawBufferPointer) -> Void)?) throws {
        container = ZipContainer.isZip(path) ? try ZipContainer(path: path) : nil
        let descriptor = container == nil ? open(path, O_RDONLY | O_CLOEXEC) : -1
        guard descriptor >= 0 || container != nil else {
            let reason = String(cString: strerror(errno))
            throw ArchiveError(code: ARCHIVE_FATAL, message: "Failed to open '\(path)': \(reason)")
        }
        var info = stat()
        if descriptor >= 0, fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw ArchiveError(code: ARCHIVE_FATAL, message: "'\(path)' is a directory")
        }
        self.descriptor = descriptor
        self.observer = observer
        raw = .allocate(byteCount: 1 << 18, alignment: 16)
        outputs = [.allocate(byteCount: 1 << 20, alignment: 16), .allocate(byteCount: 1 << 20, alignment: 16)]
        // The magic decides; a short file is whatever libarchive makes of it (plain).
        while rawEnd < 16, !rawAtEnd { try fill() }
        let head = Array(UnsafeRawBufferPointer(rebasing: raw[0..<rawEnd]))
        if head.starts(with: [0x1F, 0x8B]) {
            compression = .gzip
            let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
            stream.initialize(to: z_stream())
            // 31: a gzip wrapper only (15-bit window + 16).
            let result = evidence_inflateInit2(stream, 31)
            guard result == Z_OK else {
                stream.deinitialize(count: 1)
                stream.deallocate()
                throw ZlibError(code: result, action: "initialising inflate")
            }
            gzip = stream
        } else if head.starts(with: ZstdDecoder.frameMagic) {
            compression = .zstd
            guard let stream = ZSTD_createDStream() else {
                throw ZstdError(message: "libzstd could not allocate a decompression stream")
            }
            zstd = stream
        } else if let refused = Self.refusedMagic.first(where: { head.starts(with: $0.bytes) }) {
            throw ArchiveError(code: ARCHIVE_FATAL, message: "it is compressed with \(refused.name); evidence reads only gzip, zstd or uncompressed tar")
        } else {
            compression = .none
        }
    }

    /// Reads more of the file into the raw buffer (compacting it first).
    private func fill() throws {
        if rawStart > 0 {
            let pending = rawEnd - rawStart
            if pending > 0 { raw.baseAddress!.copyMemory(from: raw.baseAddress! + rawStart, byteCount: pending) }
            rawStart = 0
            rawEnd = pending
        }
        guard rawEnd < raw.count else { return }
        let count = container?.read(into: raw.baseAddress! + rawEnd, capacity: raw.count - rawEnd)
            ?? SystemCall.read(descriptor, raw.baseAddress! + rawEnd, raw.count - rawEnd)
        if count < 0 { throw ArchiveError(code: ARCHIVE_FATAL, message: "reading the file: \(String(cString: strerror(errno)))") }
        if count == 0 { rawAtEnd = true }
        if count > 0 { observer?(UnsafeRawBufferPointer(rebasing: raw[rawEnd..<(rawEnd + count)])) }
        rawEnd += count
    }

    /// The next piece of the tar stream; empty at its end.
    func next() throws -> UnsafeRawBufferPointer {
        let chunk = try decode()
        audit?.consume(chunk)
        decodedBytes += Int64(chunk.count)
        lastChunk = chunk
        return chunk
    }

    private func decode() throws -> UnsafeRawBufferPointer {
        switch compression {
        case .none:
            if rawStart == rawEnd {
                rawStart = 0
                rawEnd = 0
                if !rawAtEnd { try fill() }
            }
            let output = outputs[turn]
            turn ^= 1
            let count = min(rawEnd - rawStart, output.count)
            if count > 0 { output.baseAddress!.copyMemory(from: raw.baseAddress! + rawStart, byteCount: count) }
            rawStart += count
            return UnsafeRawBufferPointer(rebasing: output[0..<count])
        case .gzip, .zstd:
            let output = outputs[turn]
            turn ^= 1
            while !streamEnded {
                if rawStart == rawEnd {
                    guard !rawAtEnd else { throw truncated() }
                    try fill()
                    continue
                }
                let (consumed, produced, ended) = try step(output)
                rawStart += consumed
                if ended, try anotherFrameFollows() {
                    if produced > 0 { return UnsafeRawBufferPointer(rebasing: output[0..<produced]) }
                    continue
                }
                if ended {
                    streamEnded = true
                    trailingBytes = Int64(rawEnd - rawStart)
                    rawStart = rawEnd
                }
                if produced > 0 { return UnsafeRawBufferPointer(rebasing: output[0..<produced]) }
                if consumed == 0, !ended {
                    // No progress with input pending: the decoder wants more input at once.
                    guard !rawAtEnd else { throw truncated() }
                    try fill()
                }
            }
            return UnsafeRawBufferPointer(rebasing: output[0..<0])
        }
    }

    /// Whether a zstd frame follows the one that just ended: zstd frames concatenate into one stream
    /// (collect writes one frame per MiB), and the decoder reads on into the next.
    private func anotherFrameFollows() throws -> Bool {
        guard compression == .zstd else { return false }
        let magic = ZstdDecoder.frameMagic
        while rawEnd - rawStart < magic.count, !rawAtEnd { try fill() }
        guard rawEnd - rawStart >= magic.count else { return false }
        return (0..<magic.count).allSatisfy { raw[rawStart + $0] == magic[$0] }
    }

    private func truncated() -> ArchiveError {
        ArchiveError(code: ARCHIVE_FATAL, message: "the \(compression.rawValue) stream is truncated")
    }

    /// One decompression call over the pending raw bytes.
    private func step(_ output: UnsafeMutableRawBufferPointer) throws -> (consumed: Int, produced: Int, ended: Bool) {
        let input = UnsafeRawBufferPointer(rebasing: raw[rawStart..<rawEnd])
        if let gzip {
            gzip.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress!.assumingMemoryBound(to: Bytef.self))
            gzip.pointee.avail_in = uInt(input.count)
            gzip.pointee.next_out = output.baseAddress!.assumingMemoryBound(to: Bytef.self)
            gzip.pointee.avail_out = uInt(output.count)
            let result = inflate(gzip, Z_NO_FLUSH)
            guard result == Z_OK || result == Z_STREAM_END || result == Z_BUF_ERROR else {
                throw ArchiveError(code: ARCHIVE_FATAL, message: ZlibError(code: result, action: "decompressing", stream: gzip).message)
            }
            return (input.count - Int(gzip.pointee.avail_in), output.count - Int(gzip.pointee.avail_out), result == Z_STREAM_END)
        }
        var inBuffer = ZSTD_inBuffer(src: input.baseAddress, size: input.count, pos: 0)
        var outBuffer = ZSTD_outBuffer(dst: output.baseAddress, size: output.count, pos: 0)
        let hint = ZSTD_decompressStream(zstd, &outBuffer, &inBuffer)
        if ZSTD_isError(hint) != 0 {
            throw ArchiveError(code: ARCHIVE_FATAL, message: "zstd: \(String(cString: ZSTD_getErrorName(hint)))")
        }
        // 0: the frame is complete and flushed; what follows is not part of it.
        return (inBuffer.pos, outBuffer.pos, hint == 0 && outBuffer.pos < outBuffer.size)
    }

    /// Reads the rest of the file after the tar stream's end: the decompressed bytes left (`after`,
    /// of which `nonZero` are not zero) and the file's bytes after the member or frame. Bounded:
    /// stops counting decompressed bytes past `limit`.
    func drain(limit: Int64) throws -> (after: Int64, nonZero: Int64) {
        var after: Int64 = 0
        var nonZero: Int64 = 0
        while after <= limit {
            let chunk = try next()
            if chunk.isEmpty { break }
            after += Int64(chunk.count)
            nonZero += Int64(chunk.reduce(0) { $0 + ($1 == 0 ? 0 : 1) })
        }
        // The file's own bytes still go to the observer (the archive's digest).
        while !rawAtEnd {
            rawStart = 0
            rawEnd = 0
            try fill()
            if streamEnded { trailingBytes += Int64(rawEnd) }
        }
        return (after, nonZero)
    }

    deinit {
        if let gzip {
            inflateEnd(gzip)
            gzip.deinitialize(count: 1)
            gzip.deallocate()
        }
        if let zstd { ZSTD_freeDStream(zstd) }
        raw.deallocate()
        for output in outputs { output.deallocate() }
        if descriptor >= 0 { close(descriptor) }
    }
}
