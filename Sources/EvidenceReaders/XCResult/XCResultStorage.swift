import EvidenceCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a result bundle's files come from: a bundle directory on disk, or a bundle held inside a
/// `run.tgz`. Paths are relative to the bundle (`Info.plist`, `Data/data.<ID>`).
package protocol XCResultStorage: AnyObject {
    /// How reports and errors name the bundle.
    var bundlePath: String { get }
    /// The file's bytes, nil when it does not exist; throws when it is larger than `limit`.
    func read(_ relativePath: String, limit: Int) throws -> [UInt8]?
    /// The file's size without reading it, nil when it does not exist.
    func size(of relativePath: String) -> Int64?
    /// The bundle's `database.sqlite3`, nil when the bundle has none.
    func openDatabase() throws -> SQLiteDatabase?
}

extension XCResultStorage {
    func tooLarge(_ relativePath: String, size: Int64, limit: Int) -> EvidenceError {
        EvidenceError(.malformedInput, path: bundlePath, "\(bundlePath): \(relativePath) is \(size) bytes, more than the \(limit)-byte limit for that file.")
    }
}

/// A result bundle directory on disk. Files are opened relative to the bundle's directory
/// descriptor: tens of thousands of objects do not each walk the bundle's whole path again.
package final class XCResultDirectoryStorage: XCResultStorage {
    package let bundlePath: String
    private let directory: Int32

    package init(bundlePath: String) throws {
        var info = stat()
        guard stat(bundlePath, &info) == 0 else {
            throw EvidenceError(.inputUnavailable, "Cannot read \(bundlePath): \(SystemError.text(errno)).")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw EvidenceError(.malformedInput, path: bundlePath, "\(bundlePath) is not a result bundle: it is a file, not a directory.")
        }
        let directory = open(bundlePath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else {
            throw EvidenceError(.inputUnavailable, "Cannot read \(bundlePath): \(SystemError.text(errno)).")
        }
        self.bundlePath = bundlePath
        self.directory = directory
    }

    deinit {
        close(directory)
    }

    package func size(of relativePath: String) -> Int64? {
        var info = stat()
        guard fstatat(directory, relativePath, &info, 0) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int64(info.st_size)
    }

    package func read(_ relativePath: String, limit: Int) throws -> [UInt8]? {
        let path = bundlePath + "/" + relativePath
        // O_NONBLOCK: a FIFO in a bundle cannot hold the reader in open(); it is refused below.
        let descriptor = openat(directory, relativePath, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw EvidenceError(.inputUnavailable, "Cannot read \(path): \(SystemError.text(errno)).")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw EvidenceError(.inputUnavailable, "Cannot read \(path): \(SystemError.text(errno)).")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw EvidenceError(.malformedInput, path: bundlePath, "\(path) is not a regular file (a FIFO, a device or a directory): not read.")
        }
        let size = Int64(info.st_size)
        guard size <= Int64(limit) else { throw tooLarge(relativePath, size: size, limit: limit) }
        // One read into a buffer of the file's size; loop for short reads, stop at the size stat gave.
        let capacity = Int(size)
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            while count < capacity {
                let got = SystemCall.read(descriptor, buffer.baseAddress! + count, capacity - count)
                if got < 0 {
                    failure = errno
                    break
                }
                if got == 0 { break }
                count += got
            }
        }
        if failure != 0 { throw EvidenceError(.inputUnavailable, "Cannot read \(path): \(SystemError.text(failure)).") }
        return bytes
    }

    package func openDatabase() throws -> SQLiteDatabase? {
        let path = bundlePath + "/database.sqlite3"
        guard size(of: "database.sqlite3") != nil else { return nil }
        do {
            return try SQLiteDatabase(readOnlyPath: path)
        } catch let error as SQLiteError where !error.isRefused {
            // A refusal (a hostile schema) reaches the reader as it is, to name it and read on.
            throw EvidenceError(.malformedInput, path: bundlePath, "\(path) cannot be opened as SQLite: \(error.message).")
        }
    }
}
