import CArchive

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A streaming tar reader on libarchive. The file is decompressed in process (gzip, zstd or none,
/// `ArchiveStreamDecoder`); libarchive sees only the tar stream. Entries are visited in order; their
/// data is read in chunks, never whole.
package final class ArchiveReader {
    package struct Entry {
        package enum Kind: Equatable, Sendable {
            case regular, directory, symbolicLink, hardLink, special
        }

        package var path: String
        package var size: Int64
        package var kind: Kind
        /// Declares holes (a sparse file): its size says nothing of the bytes the archive holds.
        package var isSparse: Bool
        package var permissions: UInt32
        package var uid: Int64
        package var gid: Int64
        package var mtime: Int64
        package var isRegularFile: Bool { kind == .regular }
        package var isDirectory: Bool { kind == .directory }
    }

    /// What followed the tar stream's end-of-archive blocks (see `finishStream`).
    package struct Tail: Equatable, Sendable {
        /// File bytes after the one gzip member or zstd frame (a second member, garbage).
        package var trailingFileBytes: Int64
        /// Decompressed bytes after the end-of-archive blocks, and how many of them are not zero.
        package var bytesAfterEnd: Int64
        package var nonZeroBytesAfterEnd: Int64
    }

    private let handle: OpaquePointer
    package let path: String
    private var buffer: [UInt8]
    private let decoder: ArchiveStreamDecoder
    /// Sees every chunk of entry data read, whoever reads it (e.g. to hash entries while a reader
    /// that knows nothing of hashing consumes them).
    package var dataObserver: ((UnsafeRawBufferPointer) -> Void)?

    package var compression: String { decoder.compression.rawValue }

    /// With `auditHeaders`: what the tar stream's headers, paddings and end hold that collect never
    /// writes (libarchive reads past it).
    package var headerAudit: TarHeaderAudit? { decoder.audit }

    /// The archive's name inside the zip it was read from (a CI artifact download); nil for a plain
    /// archive file.
    package var containerEntry: String? { decoder.containerEntry }

    /// Opens `path`; with `rawObserver`, every byte of the file itself (compressed) is shown to it
    /// as it is read, and `drainRawBytes()` shows the rest, so one pass also digests the file.
    package init(path: String, chunkSize: Int = 256 * 1024, rawObserver: ((UnsafeRawBufferPointer) -> Void)? = nil, auditHeaders: Bool = false) throws {
        UTF8Locale.ensure()
        decoder = try ArchiveStreamDecoder(path: path, observer: rawObserver)
        if auditHeaders { decoder.audit = TarHeaderAudit() }
        guard let handle = archive_read_new() else {
            throw ArchiveError(code: ARCHIVE_FATAL, message: "libarchive could not allocate a reader")
        }
        self.handle = handle
        self.path = path
        self.buffer = [UInt8](repeating: 0, count: chunkSize)
        // No filter: decompression is ours, so libarchive never runs an outside program.
        archive_read_support_filter_none(handle)
        archive_read_support_format_tar(handle)
        let result = archive_read_open(
            handle, Unmanaged.passUnretained(decoder).toOpaque(), nil,
            { _, context, bufferPointer in
                let decoder = Unmanaged<ArchiveStreamDecoder>.fromOpaque(context!).takeUnretainedValue()
                do {
                    let chunk = try decoder.next()
                    bufferPointer?.pointee = chunk.baseAddress.map { UnsafeRawPointer($0) }
                    return la_ssize_t(chunk.count)
                } catch {
                    if decoder.error == nil { decoder.error = error }
                    return -1
                }
            },
            nil)
        if result != ARCHIVE_OK {
            throw decoderError ?? ArchiveError(code: result, message: ArchiveError.errorString(handle))
        }
    }

    private var decoderError: ArchiveError? {
        guard let error = decoder.error else { return nil }
        if let error = error as? ArchiveError { return error }
        return ArchiveError(code: ARCHIVE_FATAL, message: "\(error)")
    }

    /// Shows the raw observer whatever of the file libarchive did not need (trailing padding).
    package func drainRawBytes() {
        _ = try? decoder.drain(limit: 0)
    }

    /// After the last entry: reads what follows the tar stream's end, so a caller can prove there is
    /// nothing (collect writes at most one 10240-byte record of zero padding). Bounded by `limit`
    /// decompressed bytes.
    package func finishStream(limit: Int64 = 1 << 20) throws -> Tail {
        // What libarchive was handed but did not consume is part of what follows the end.
        let consumed = archive_filter_bytes(handle, 0)
        let handedOut = decoder.decodedBytes
        var unread = max(0, handedOut - consumed)
        var nonZero: Int64 = 0
        let last = decoder.lastChunk
        if unread <= Int64(last.count) {
            nonZero = Int64(last.suffix(Int(unread)).reduce(0) { $0 + ($1 == 0 ? 0 : 1) })
        } else {
            // Not all of it is still in memory: count it as not proven zero.
            nonZero = unread
        }
        let rest = try decoder.drain(limit: limit)
        unread += rest.after
        nonZero += rest.nonZero
        return Tail(trailingFileBytes: decoder.trailingBytes, bytesAfterEnd: unread, nonZeroBytesAfterEnd: nonZero)
    }

    /// The next entry's header, or nil at the end of the archive.
    package func nextEntry() throws -> Entry? {
        var entryPointer: OpaquePointer?
        let result = archive_read_next_header(handle, &entryPointer)
        if result == ARCHIVE_EOF { return nil }
        if result != ARCHIVE_OK, let decoderError { throw decoderError }
        try ArchiveError.check(result, handle, "reading an entry header")
        guard let entry = entryPointer else { return nil }
        let name: String
        if let utf8 = archive_entry_pathname_utf8(entry) {
            name = String(cString: utf8)
        } else if let raw = archive_entry_pathname(entry) {
            name = String(cString: raw)
        } else {
            name = ""
        }
        let type = evidence_entry_filetype(entry)
        let kind: Entry.Kind
        if archive_entry_hardlink(entry) != nil {
            kind = .hardLink
        } else if type == evidence_AE_IFREG() {
            kind = .regular
        } else if type == evidence_AE_IFDIR() {
            kind = .directory
        } else if type == evidence_AE_IFLNK() {
            kind = .symbolicLink
        } else {
            kind = .special
        }
        return Entry(
            path: name,
            size: archive_entry_size_is_set(entry) != 0 ? Int64(archive_entry_size(entry)) : 0,
            kind: kind,
            isSparse: archive_entry_sparse_count(entry) > 0,
            permissions: evidence_entry_perm(entry),
            uid: Int64(archive_entry_uid(entry)),
            gid: Int64(archive_entry_gid(entry)),
            mtime: Int64(archive_entry_mtime(entry)))
    }

    /// Streams the current entry's data to `body`, chunk by chunk.
    package func readData(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        let capacity = buffer.count
        try buffer.withUnsafeMutableBytes { storage in
            while true {
                let count = archive_read_data(handle, storage.baseAddress, capacity)
                if count == 0 { return }
                if count < 0 {
                    if let decoderError { throw decoderError }
                    try ArchiveError.check(Int32(count), handle, "reading entry data")
                }
                let chunk = UnsafeRawBufferPointer(rebasing: storage[0..<count])
                dataObserver?(chunk)
                try body(chunk)
            }
        }
    }

    /// Pulls the current entry's next bytes into `buffer`; 0 at its end. For consumers that read
    /// rather than being called (an InputStream under XMLParser).
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        let count = archive_read_data(handle, base, buffer.count)
        if count < 0 {
            if let decoderError { throw decoderError }
            try ArchiveError.check(Int32(count), handle, "reading entry data")
        }
        if count > 0 { dataObserver?(UnsafeRawBufferPointer(start: base, count: count)) }
        return max(count, 0)
    }

    deinit {
        archive_read_free(handle)
    }
}
