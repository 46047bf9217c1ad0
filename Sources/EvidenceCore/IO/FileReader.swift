#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file in fixed-size chunks through one reusable buffer, so memory does not follow file size.
package final class FileReader {
    package static let chunkSize = 256 * 1024
    /// Read buffers, reused from file to file (a fresh one per file was faulted in page by page).
    private static let readBuffers = BufferShelf(capacity: chunkSize, limit: 3)
    private let descriptor: Int32
    package let path: String

    /// Opens `path` (links followed). Never blocks in `open`: a FIFO without a writer opens (and
    /// reads as empty) instead of waiting for one forever.
    package init(path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw EvidenceError(.inputUnavailable, "Cannot read \(path): \(SystemError.text(errno)).")
        }
        Self.clearNonBlocking(descriptor)
        self.descriptor = descriptor
        self.path = path
    }

    /// Opens a file `collect` listed, only as it was listed: the path itself, never a link in its
    /// place (`O_NOFOLLOW`), without blocking (`O_NONBLOCK`: a FIFO put there cannot hold collect in
    /// `open`), and only when it is a regular file on the device and inode the walk saw. Throws
    /// `FileReplaced` when it is not.
    package init(listed file: ListedFile) throws {
        let descriptor = open(file.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            // Linux says ELOOP for a link under O_NOFOLLOW; the BSDs say EMLINK.
            if errno == ELOOP || errno == EMLINK { throw FileReplaced(path: file.path, now: .symbolicLink) }
            throw EvidenceError(.inputUnavailable, "Cannot read \(file.path): \(SystemError.text(errno)).")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = SystemError.text(errno)
            close(descriptor)
            throw EvidenceError(.inputUnavailable, "Cannot read \(file.path): \(reason).")
        }
        let found = FileLocation(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        let replacement: FileReplaced.Replacement? =
            (info.st_mode & S_IFMT) != S_IFREG ? .notRegularFile
            : file.location.map { $0 != found } == true ? .anotherFile : nil
        if let replacement {
            close(descriptor)
            throw FileReplaced(path: file.path, now: replacement)
        }
        Self.clearNonBlocking(descriptor)
        self.descriptor = descriptor
        self.path = file.path
    }

    /// Reads block again once opened: `O_NONBLOCK` was only for `open` itself.
    private static func clearNonBlocking(_ descriptor: Int32) {
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
    }

    /// Standard input as the command was given it (a pipe, a terminal or a file), read through a
    /// duplicate of `descriptor`.
    package static func standardInput(_ descriptor: Int32, displayPath: String = "standard input") throws -> FileReader {
        try FileReader(descriptor: dup(descriptor), path: displayPath)
    }

    private init(descriptor: Int32, path: String) throws {
        guard descriptor >= 0 else {
            throw EvidenceError(.inputUnavailable, "Cannot read \(path): \(SystemError.text(errno)).")
        }
        self.descriptor = descriptor
        self.path = path
    }

    /// Whether this is a regular file (not a pipe, a terminal or a device), which can be read again.
    package var isRegularFile: Bool {
        var info = stat()
        return fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Calls `body` with each chunk; at most `limit` bytes in all when a limit is given.
    package func forEachChunk(limit: Int64? = nil, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        try readChunks(limit: limit) { chunk in
            try body(chunk)
            return .continue
        }
    }

    /// Calls `body` with each chunk until it says stop; at most `limit` bytes in all when a limit is
    /// given. Returns `.stop` when `body` stopped the reading, `.continue` when the input ran out.
    @discardableResult
    package func readChunks(limit: Int64? = nil, _ body: (UnsafeRawBufferPointer) throws -> ChunkDecision) throws -> ChunkDecision {
        let held = Self.readBuffers.take()
        defer { Self.readBuffers.put(held) }
        let buffer = held.base
        var remaining = limit ?? Int64.max
        while remaining > 0 {
            let want = Int(min(Int64(Self.chunkSize), remaining))
            let count = SystemCall.read(descriptor, buffer, want)
            if count < 0 {
                throw EvidenceError(.inputUnavailable, "Cannot read \(path): \(SystemError.text(errno)).")
            }
            if count == 0 { return .continue }
            remaining -= Int64(count)
            if try body(UnsafeRawBufferPointer(start: buffer, count: count)) == .stop { return .stop }
        }
        return .continue
    }

    /// What identifies this version of the file: device, inode, size, modification and change times
    /// (nanoseconds). Any write changes the change time, so equal identities mean unchanged bytes.
    package func identity() throws -> FileIdentity {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw EvidenceError(.inputUnavailable, "Cannot read \(path): \(SystemError.text(errno)).")
        }
        #if canImport(Darwin)
        let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #else
        let (modified, changed) = (info.st_mtim, info.st_ctim)
        #endif
        return FileIdentity(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec))
    }

    /// The first `count` bytes (or fewer), for recognising a file by its content.
    package static func prefix(of path: String, count: Int) throws -> [UInt8] {
        try FileReader(path: path).prefix(count)
    }

    /// The next `count` bytes (or fewer).
    package func prefix(_ count: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try forEachChunk(limit: Int64(count)) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// Up to `buffer.count` bytes into `buffer`; 0 at the end (a pull source for a parser).
    package func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        let count = SystemCall.read(descriptor, base, buffer.count)
        guard count >= 0 else {
            throw EvidenceError(.inputUnavailable, "Cannot read \(path): \(SystemError.text(errno)).")
        }
        return count
    }

    /// A regular file's bytes, nil when it is not a regular file or is larger than `limit` (a FIFO or
    /// a device named like a source file is not read).
    package static func contents(of path: String, limit: Int) -> [UInt8]? {
        guard let reader = try? FileReader(path: path), reader.isRegularFile, let size = try? reader.identity().size, size <= Int64(limit) else { return nil }
        return try? reader.prefix(limit)
    }

    deinit {
        close(descriptor)
    }
}

/// A file's identity and version as `fstat` gives it.
package struct FileIdentity: Equatable, Sendable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    package var modified: Int64
    package var changed: Int64

    package init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }
}

/// What a chunk reader's callback answers for each chunk: read on, or stop here (a decision made
/// from the first bytes, a limit passed). Stopping is not an error, so it is not thrown.
package enum ChunkDecision: Sendable {
    case `continue`
    case stop
}

extension FileIdentity {
    /// The identity of the file at `path` (links followed); nil when it cannot be read.
    package static func of(path: String) -> FileIdentity? {
        (try? FileReader(path: path))?.identityIfReadable
    }

    /// The identity of a listed file, opened as it was listed; nil when it cannot be read or is no
    /// longer what was listed.
    package static func of(listed file: ListedFile) -> FileIdentity? {
        (try? FileReader(listed: file))?.identityIfReadable
    }

    package var location: FileLocation { FileLocation(device: device, inode: inode) }
}

/// Where a file is: its device and inode, as `stat` gave them when `collect` listed it.
package struct FileLocation: Equatable, Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64

    package init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }

    /// The location `stat` (or `lstat`) reported.
    package init(_ info: stat) {
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// Where `path` leads (links followed); nil when nothing is there.
    package static func of(_ path: String) -> FileLocation? {
        var info = stat()
        return stat(path, &info) == 0 ? FileLocation(info) : nil
    }
}

/// A file `collect` listed: its real path (no link in it is followed again) and where the walk found
/// it. Every open of it goes through `FileReader(listed:)`.
package struct ListedFile: Equatable, Sendable {
    package var path: String
    /// Nil for a file listed without one (a test's file): then only a link or a non-regular file is refused.
    package var location: FileLocation?

    package init(path: String, location: FileLocation? = nil) {
        self.path = path
        self.location = location
    }

    package func open() throws -> FileReader {
        try FileReader(listed: self)
    }

    /// Its first `count` bytes (or fewer).
    package func prefix(count: Int) throws -> [UInt8] {
        try open().prefix(count)
    }
}

/// A listed file that is no longer what the walk saw: a link, a FIFO or another file now stands at
/// its path. It is not read.
package struct FileReplaced: Error, Equatable {
    package enum Replacement: Equatable, Sendable {
        case symbolicLink, notRegularFile, anotherFile
    }

    package var path: String
    package var now: Replacement

    package init(path: String, now: Replacement) {
        self.path = path
        self.now = now
    }
}

extension FileReader {
    fileprivate var identityIfReadable: FileIdentity? { try? identity() }
}
