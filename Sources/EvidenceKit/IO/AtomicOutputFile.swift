#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output written to a temporary file beside its destination and renamed into place only when
/// complete, so a failed or interrupted run never leaves a partial file at the destination.
public final class AtomicOutputFile {
    public let destination: String
    public let temporaryPath: String
    public let descriptor: Int32
    private var isCommitted = false

    public init(destination: String) throws {
        self.destination = destination
        let directory = Self.directory(of: destination)
        var info = stat()
        guard stat(directory, &info) == 0 else {
            throw EvidenceError(.outputFailed, "Cannot write \(destination): the directory \(directory) does not exist.")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw EvidenceError(.outputFailed, "Cannot write \(destination): \(directory) is not a directory.")
        }
        var existing = stat()
        if stat(destination, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFDIR {
            throw EvidenceError(.outputFailed, "Cannot write \(destination): it is a directory.")
        }
        let name = destination.split(separator: "/").last.map(String.init) ?? destination
        var template = Array("\(directory)/.\(name).tmp-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw EvidenceError(.outputFailed, "Cannot write \(destination): \(SystemError.text(errno)).")
        }
        fchmod(descriptor, 0o644)
        self.descriptor = descriptor
        self.temporaryPath = String(cString: template)
        TemporaryFileCleanup.register(temporaryPath)
    }

    /// Flushes to disk and renames over the destination.
    public func commit() throws {
        guard fsync(descriptor) == 0 else {
            throw EvidenceError(.outputFailed, "Cannot write \(destination): \(SystemError.text(errno)).")
        }
        guard rename(temporaryPath, destination) == 0 else {
            throw EvidenceError(.outputFailed, "Cannot write \(destination): \(SystemError.text(errno)).")
        }
        isCommitted = true
        TemporaryFileCleanup.unregister(temporaryPath)
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    deinit {
        close(descriptor)
        if !isCommitted {
            unlink(temporaryPath)
            TemporaryFileCleanup.unregister(temporaryPath)
        }
    }
}

/// Removes the temporary output when the process is interrupted (SIGINT, SIGTERM, SIGHUP), so a
/// cancelled CI step does not leave `.run.tgz.tmp-*` behind. Only async-signal-safe calls in the handler.
enum TemporaryFileCleanup {
    private static let slotSize = 4096
    nonisolated(unsafe) private static let slot: UnsafeMutablePointer<CChar> = {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: slotSize)
        pointer.initialize(repeating: 0, count: slotSize)
        return pointer
    }()
    nonisolated(unsafe) private static var installed = false

    static func register(_ path: String) {
        let bytes = Array(path.utf8CString)
        guard bytes.count <= slotSize else { return }
        for (index, byte) in bytes.enumerated() { slot[index] = byte }
        if !installed {
            installed = true
            for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
                signal(signalNumber) { number in
                    if TemporaryFileCleanup.slot[0] != 0 { unlink(TemporaryFileCleanup.slot) }
                    signal(number, SIG_DFL)
                    raise(number)
                }
            }
        }
    }

    static func unregister(_ path: String) {
        slot[0] = 0
    }
}
