import CArchive

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// Sees every chunk of entry data read, whoever reads it (e.g. to hash entries while a reader
    /// that knows nothing of hashing consumes them).
    public var dataObserver: ((UnsafeRawBufferPointer) -> Void)?

    /// The file's own bytes, for readers that also want a digest of the compressed archive.
    private final class RawSource {
        let descriptor: Int32
        let buffer: UnsafeMutableRawPointer
        let capacity = 1 << 20
        let observer: (UnsafeRawBufferPointer) -> Void

        init(descriptor: Int32, observer: @escaping (UnsafeRawBufferPointer) -> Void) {
            self.descriptor = descriptor
            self.observer = observer
            buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        }

        func read() -> Int {
            while true {
                let count = Glibc_read(descriptor, buffer, capacity)
                if count < 0, errno == EINTR { continue }
                if count > 0 { observer(UnsafeRawBufferPointer(start: buffer, count: count)) }
                return count
            }
        }

        deinit {
            buffer.deallocate()
            close(descriptor)
        }
    }

    private var rawSource: RawSource?

    /// Opens `path`; with `rawObserver`, every byte of the file itself (compressed) is shown to it
    /// as it is read, and `drainRawBytes()` shows the rest, so one pass also digests the file.
    public init(path: String, chunkSize: Int = 256 * 1024, rawObserver: ((UnsafeRawBufferPointer) -> Void)? = nil) throws {
        UTF8Locale.ensure()
        guard let handle = archive_read_new() else {
            throw ArchiveError(code: ARCHIVE_FATAL, message: "libarchive could not allocate a reader")
        }
        self.handle = handle
        self.path = path
        self.buffer = [UInt8](repeating: 0, count: chunkSize)
        archive_read_support_filter_all(handle)
        archive_read_support_format_tar(handle)
        let result: Int32
        if let rawObserver {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else {
                let reason = String(cString: strerror(errno))
                throw ArchiveError(code: ARCHIVE_FATAL, message: "Failed to open '\(path)': \(reason)")
            }
            var info = stat()
            if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                close(descriptor)
                throw ArchiveError(code: ARCHIVE_FATAL, message: "'\(path)' is a directory")
            }
            let source = RawSource(descriptor: descriptor, observer: rawObserver)
            rawSource = source
            result = archive_read_open(
                handle, Unmanaged.passUnretained(source).toOpaque(), nil,
                { _, context, bufferPointer in
                    let source = Unmanaged<RawSource>.fromOpaque(context!).takeUnretainedValue()
                    let count = source.read()
                    bufferPointer?.pointee = UnsafeRawPointer(source.buffer)
                    return la_ssize_t(count)
                },
                nil)
        } else {
            result = archive_read_open_filename(handle, path, 256 * 1024)
        }
        if result != ARCHIVE_OK {
            throw ArchiveError(code: result, message: ArchiveError.errorString(handle))
        }
    }

    /// Shows the raw observer whatever of the file libarchive did not need (trailing padding).
    public func drainRawBytes() {
        guard let rawSource else { return }
        while rawSource.read() > 0 {}
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
                let chunk = UnsafeRawBufferPointer(rebasing: storage[0..<count])
                dataObserver?(chunk)
                try body(chunk)
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
