#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file in fixed-size chunks through one reusable buffer, so memory does not follow file size.
package final class FileReader {
    package static let chunkSize = 256 * 1024
    private let descriptor: Int32
    package let path: String

    package init(path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw EvidenceError(.inputUnavailable, "Cannot read \(path): \(SystemError.text(errno)).")
        }
        self.descriptor = descriptor
        self.path = path
    }

    /// Standard input (a pipe, a terminal or a file), read through a duplicate of its descriptor.
    package static func standardInput(displayPath: String = "standard input") throws -> FileReader {
        try FileReader(descriptor: dup(0), path: displayPath)
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
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: Self.chunkSize, alignment: 16)
        defer { buffer.deallocate() }
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
        let reader = try FileReader(path: path)
        var bytes: [UInt8] = []
        try reader.forEachChunk(limit: Int64(count)) { bytes.append(contentsOf: $0) }
        return bytes
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
}

extension FileReader {
    fileprivate var identityIfReadable: FileIdentity? { try? identity() }
}
