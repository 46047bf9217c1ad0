import CArchive

/// A POSIX (pax) tar writer on libarchive that hands its bytes to a `ByteSink`, optionally through
/// libarchive's own zstd filter. Every header it writes is reproducible: uid/gid 0, no user names, one
/// fixed mtime, mode 0644.
package final class ArchiveWriter {
    package enum Filter: Equatable {
        case none
        case gzip(level: Int)
        case zstd(level: Int, threads: Int)
    }

    private let handle: OpaquePointer
    private let sinkBox: SinkBox
    private let mtime: Int64
    private var isClosed = false

    /// Boxes the sink and the first error it threw, so the C write callback can reach them.
    private final class SinkBox {
        let sink: ByteSink
        var error: Error?
        init(_ sink: ByteSink) { self.sink = sink }
    }

    /// - Parameter blocked: false hands every byte to the sink as it is written, with no padding to
    ///   10240-byte records (collect's own entry stream, which pads the whole archive itself).
    package init(sink: ByteSink, filter: Filter, mtime: Int64, blocked: Bool = true) throws {
        UTF8Locale.ensure()
        guard let handle = archive_write_new() else {
            throw ArchiveError(code: ARCHIVE_FATAL, message: "libarchive could not allocate a writer")
        }
        self.handle = handle
        self.sinkBox = SinkBox(sink)
        self.mtime = mtime
        try ArchiveError.check(archive_write_set_format_pax_restricted(handle), handle, "tar format")
        switch filter {
        case .none:
            try ArchiveError.check(archive_write_add_filter_none(handle), handle, "no filter")
        case .gzip(let level):
            try ArchiveError.check(archive_write_add_filter_gzip(handle), handle, "gzip filter")
            // Without !timestamp gzip embeds the time of writing and no two archives are equal.
            try setOption("gzip:!timestamp")
            try setOption("gzip:compression-level=\(level)")
        case .zstd(let level, let threads):
            try ArchiveError.check(archive_write_add_filter_zstd(handle), handle, "zstd filter")
            try setOption("zstd:compression-level=\(level)")
            // Explicit, so the bytes do not depend on the machine's core count.
            try setOption("zstd:threads=\(max(1, threads))")
        }
        // The tar stream is padded to 10240-byte records as GNU tar does. Behind libarchive's own
        // compressor that padding would land after the compressed stream (zeros zstd rejects), so
        // there the output ends where the compressor's stream ends.
        archive_write_set_bytes_per_block(handle, blocked ? 10240 : 0)
        if filter != .none { archive_write_set_bytes_in_last_block(handle, 1) }
        let context = Unmanaged.passUnretained(sinkBox).toOpaque()
        let result = archive_write_open2(
            handle, context, nil,
            { _, context, buffer, length in
                let box = Unmanaged<SinkBox>.fromOpaque(context!).takeUnretainedValue()
                do {
                    try box.sink.write(UnsafeRawBufferPointer(start: buffer, count: length))
                    return la_ssize_t(length)
                } catch {
                    if box.error == nil { box.error = error }
                    return -1
                }
            },
            nil, nil)
        try check(result, "opening the archive")
    }

    private func setOption(_ option: String) throws {
        try ArchiveError.check(archive_write_set_options(handle, option), handle, "option \(option)")
    }

    /// A sink error wins over libarchive's generic "write failed".
    private func check(_ result: Int32, _ action: String) throws {
        if let error = sinkBox.error { throw error }
        try ArchiveError.check(result, handle, action)
    }

    /// Starts a regular-file entry of exactly `size` bytes.
    package func beginFile(path: String, size: Int64) throws {
        guard let entry = archive_entry_new() else {
            throw ArchiveError(code: ARCHIVE_FATAL, message: "libarchive could not allocate an entry")
        }
        defer { archive_entry_free(entry) }
        archive_entry_set_pathname_utf8(entry, path)
        evidence_entry_set_filetype_regular(entry)
        evidence_entry_set_perm(entry, 0o644)
        archive_entry_set_size(entry, la_int64_t(size))
        archive_entry_set_mtime(entry, time_t(mtime), 0)
        archive_entry_set_uid(entry, 0)
        archive_entry_set_gid(entry, 0)
        try check(archive_write_header(handle, entry), "writing the header of \(path)")
    }

    package func writeData(_ bytes: UnsafeRawBufferPointer) throws {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        var offset = 0
        while offset < bytes.count {
            let written = archive_write_data(handle, base + offset, bytes.count - offset)
            if written < 0 { try check(Int32(written), "writing entry data") }
            if written == 0 { try check(ARCHIVE_FATAL, "writing entry data") }
            offset += written
        }
    }

    /// Convenience for a whole in-memory entry.
    package func writeFile(path: String, contents: [UInt8]) throws {
        try beginFile(path: path, size: Int64(contents.count))
        try contents.withUnsafeBytes { try writeData($0) }
        try finishEntry()
    }

    package func finishEntry() throws {
        try check(archive_write_finish_entry(handle), "finishing an entry")
    }

    /// Writes the end-of-archive blocks, flushes the filter and finishes the sink.
    package func close() throws {
        guard !isClosed else { return }
        isClosed = true
        try check(archive_write_close(handle), "closing the archive")
        try sinkBox.sink.finish()
    }

    deinit {
        archive_write_free(handle)
    }
}
