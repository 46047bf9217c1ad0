import CArchive

/// A streaming tar reader on libarchive (any compression libarchive knows). Entries are visited in
/// order; their data is read in chunks, never whole.
public final class ArchiveReader {
    public struct Entry {
        public var path: String
        public var size: Int64
        public var isRegularFile: Bool
        public var isDirectory: Bool
    }

    private let handle: OpaquePointer
    public let path: String
    private var buffer: [UInt8]

    public init(path: String, chunkSize: Int = 256 * 1024) throws {
        UTF8Locale.ensure()
        guard let handle = archive_read_new() else {
            throw ArchiveError(code: ARCHIVE_FATAL, message: "libarchive could not allocate a reader")
        }
        self.handle = handle
        self.path = path
        self.buffer = [UInt8](repeating: 0, count: chunkSize)
        archive_read_support_filter_all(handle)
        archive_read_support_format_tar(handle)
        let result = archive_read_open_filename(handle, path, 256 * 1024)
        if result != ARCHIVE_OK {
            throw ArchiveError(code: result, message: ArchiveError.errorString(handle))
        }
    }

    /// The next entry's header, or nil at the end of the archive.
    public func nextEntry() throws -> Entry? {
        var entryPointer: OpaquePointer?
        let result = archive_read_next_header(handle, &entryPointer)
        if result == ARCHIVE_EOF { return nil }
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
        return Entry(
            path: name,
            size: archive_entry_size_is_set(entry) != 0 ? Int64(archive_entry_size(entry)) : 0,
            isRegularFile: type == evidence_AE_IFREG(),
            isDirectory: type == evidence_AE_IFDIR())
    }

    /// Streams the current entry's data to `body`, chunk by chunk.
    public func readData(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        let capacity = buffer.count
        try buffer.withUnsafeMutableBytes { storage in
            while true {
                let count = archive_read_data(handle, storage.baseAddress, capacity)
                if count == 0 { return }
                if count < 0 { try ArchiveError.check(Int32(count), handle, "reading entry data") }
                try body(UnsafeRawBufferPointer(rebasing: storage[0..<count]))
            }
        }
    }

    /// Pulls the current entry's next bytes into `buffer`; 0 at its end. For consumers that read
    /// rather than being called (an InputStream under XMLParser).
    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        let count = archive_read_data(handle, base, buffer.count)
        if count < 0 { try ArchiveError.check(Int32(count), handle, "reading entry data") }
        return max(count, 0)
    }

    deinit {
        archive_read_free(handle)
    }
}
