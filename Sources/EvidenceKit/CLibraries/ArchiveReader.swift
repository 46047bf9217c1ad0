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

    /// The archive's own bytes (a file, or an entry of a zip), for readers that also want a digest
    /// of the compressed archive.
    private final class RawSource {
        let buffer: UnsafeMutableRawPointer
        let capacity = 1 << 20
        let pull: (UnsafeMutableRawPointer, Int) -> Int
        let observer: ((UnsafeRawBufferPointer) -> Void)?
        let release: () -> Void

        init(pull: @escaping (UnsafeMutableRawPointer, Int) -> Int, observer: ((UnsafeRawBufferPointer) -> Void)?, release: @escaping () -> Void) {
            self.pull = pull
            self.observer = observer
            self.release = release
            buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
        }

        convenience init(descriptor: Int32, observer: ((UnsafeRawBufferPointer) -> Void)?) {
            self.init(pull: { buffer, capacity in
                while true {
                    let count = Glibc_read(descriptor, buffer, capacity)
                    if count < 0, errno == EINTR { continue }
                    return count
                }
            }, observer: observer, release: { close(descriptor) })
        }

        func read() -> Int {
            let count = pull(buffer, capacity)
            if count > 0 { observer?(UnsafeRawBufferPointer(start: buffer, count: count)) }
            return count
        }

        deinit {
            buffer.deallocate()
            release()
        }
    }

    private var rawSource: RawSource?
    /// The zip the archive was read out of (a CI artifact download), freed after the archive.
    private var outerZip: OpaquePointer?

    /// Extensions of the archives `evidence collect` writes, to find one among a zip's files.
    static let archiveExtensions = [".tgz", ".tar.gz", ".tar.zst", ".tzst", ".tar"]

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
        if Self.isZip(path) {
            let (zip, entryName) = try Self.openSingleArchive(inZip: path)
            outerZip = zip
            self.containerEntry = entryName
            let source = RawSource(pull: { buffer, capacity in
                let count = archive_read_data(zip, buffer, capacity)
                return count < 0 ? -1 : count
            }, observer: rawObserver, release: {})
            rawSource = source
            result = Self.openReader(handle, source)
        } else if let rawObserver {
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
            result = Self.openReader(handle, source)
        } else {
            result = archive_read_open_filename(handle, path, 256 * 1024)
        }
        if result != ARCHIVE_OK {
            throw ArchiveError(code: result, message: ArchiveError.errorString(handle))
        }
    }

    /// The archive's name inside the zip it was read from; nil for a plain archive file.
    public private(set) var containerEntry: String?

    private static func openReader(_ handle: OpaquePointer, _ source: RawSource) -> Int32 {
        archive_read_open(
            handle, Unmanaged.passUnretained(source).toOpaque(), nil,
            { _, context, bufferPointer in
                let source = Unmanaged<RawSource>.fromOpaque(context!).takeUnretainedValue()
                let count = source.read()
                bufferPointer?.pointee = UnsafeRawPointer(source.buffer)
                return la_ssize_t(count)
            },
            nil)
    }

    /// A zip file starts with a local file header (`PK\3\4`), or is an empty zip (`PK\5\6`).
    static func isZip(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var magic = [UInt8](repeating: 0, count: 4)
        guard Glibc_read(descriptor, &magic, 4) == 4 else { return false }
        return magic == [0x50, 0x4B, 0x03, 0x04] || magic == [0x50, 0x4B, 0x05, 0x06]
    }

    /// A reader of the zip (the zip format only: a zip is a container here, never evidence itself).
    private static func zipReader(_ path: String) throws -> OpaquePointer {
        guard let zip = archive_read_new() else {
            throw ArchiveError(code: ARCHIVE_FATAL, message: "libarchive could not allocate a reader")
        }
        archive_read_support_format_zip(zip)
        let result = archive_read_open_filename(zip, path, 256 * 1024)
        guard result == ARCHIVE_OK else {
            defer { archive_read_free(zip) }
            throw ArchiveError(code: result, message: ArchiveError.errorString(zip))
        }
        return zip
    }

    /// The zip positioned at its one evidence archive, and that archive's name. The files of the zip
    /// (not macOS's `__MACOSX/` and `.DS_Store` additions) must be one file, or hold exactly one
    /// archive by extension.
    private static func openSingleArchive(inZip path: String) throws -> (OpaquePointer, String) {
        let listing = try zipReader(path)
        var names: [String] = []
        var entry: OpaquePointer?
        while true {
            let result = archive_read_next_header(listing, &entry)
            if result == ARCHIVE_EOF { break }
            if result < ARCHIVE_WARN {
                defer { archive_read_free(listing) }
                throw ArchiveError(code: result, message: "its zip cannot be read (\(ArchiveError.errorString(listing)))")
            }
            guard let entry, evidence_entry_filetype(entry) == evidence_AE_IFREG(), let raw = archive_entry_pathname(entry) else { continue }
            let name = String(cString: raw)
            if name.hasPrefix("__MACOSX/") || name.split(separator: "/").last == ".DS_Store" { continue }
            names.append(name)
        }
        archive_read_free(listing)
        let archives = names.count == 1 ? names : names.filter { name in archiveExtensions.contains { name.lowercased().hasSuffix($0) } }
        guard archives.count == 1, let chosen = archives.first else {
            let listed = archives.isEmpty ? "no evidence archive (\(archiveExtensions.joined(separator: ", "))) among its \(names.count) files" : "\(archives.count) evidence archives (\(archives.prefix(5).joined(separator: ", ")))"
            throw ArchiveError(code: ARCHIVE_FATAL, message: "the zip holds \(listed); expected exactly one: unzip it and name the archive")
        }
        let zip = try zipReader(path)
        while archive_read_next_header(zip, &entry) == ARCHIVE_OK {
            if let entry, let raw = archive_entry_pathname(entry), String(cString: raw) == chosen { return (zip, chosen) }
        }
        defer { archive_read_free(zip) }
        throw ArchiveError(code: ARCHIVE_FATAL, message: "its zip changed while it was read")
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
        if let outerZip { archive_read_free(outerZip) }
    }
}
