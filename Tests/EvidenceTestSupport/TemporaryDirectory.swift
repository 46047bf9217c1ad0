import Foundation

/// A fresh directory under `TemporaryDirectory.base`, removed when released (or, made by
/// `forTheRun`, when the process exits).
public final class TemporaryDirectory: Sendable {
    public let url: URL
    public var path: String { url.path }

    public init(_ label: String = "evidence-test") throws {
        url = Self.base.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A folder for the whole run, for the setup a `static let` makes once (collected archives, a
    /// package): removed when the process exits, since a static is never released.
    public static func forTheRun(_ label: String = "evidence-test") throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory(label)
        RunFolders.shared.add(directory)
        return directory
    }

    /// Where the tests' folders go: `EVIDENCE_TEST_TMPDIR` when set; else, on Linux, /dev/shm (memory)
    /// when it is writable with 4 GiB free; else the system's temporary directory. The suite creates and
    /// removes tens of thousands of small files, and on an ext4 /tmp each creation searched the
    /// inode table for recently deleted inodes and each `Data.write` ended in an `fsync` (Foundation
    /// syncs every write): a tenth of the suite's CPU and more of its wall time on 2 cores.
    public static let base: URL = {
        if let folder = ProcessInfo.processInfo.environment["EVIDENCE_TEST_TMPDIR"], !folder.isEmpty {
            return URL(fileURLWithPath: folder, isDirectory: true)
        }
        #if os(Linux)
        // Only a roomy one: a container's /dev/shm is 64 MB by default, and the heavy tests write
        // hundreds of MB.
        var stats = statvfs()
        if statvfs("/dev/shm", &stats) == 0, Int64(stats.f_bavail) * Int64(stats.f_frsize) >= 4 << 30,
            FileManager.default.isWritableFile(atPath: "/dev/shm") {
            return URL(fileURLWithPath: "/dev/shm", isDirectory: true)
        }
        #endif
        return FileManager.default.temporaryDirectory
    }()

    /// Writes `contents` at `relative`, creating folders; returns the file's path.
    @discardableResult
    public func write(_ relative: String, _ contents: String) throws -> String {
        try write(relative, Data(contents.utf8))
    }

    @discardableResult
    public func write(_ relative: String, _ contents: Data) throws -> String {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: file)
        return file.path
    }

    public func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
