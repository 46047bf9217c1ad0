#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A temporary file with a name, for a library that opens only by name (SQLite resolves
/// `/proc/self/fd/N` to the deleted file's old name, so `SpoolFile`'s unnamed file will not do):
/// created private (0600, `mkstemp`) in the temporary directory (`TMPDIR`), written through `sink`,
/// removed when this is released. A process killed in between leaves it behind there.
package final class NamedTemporaryFile {
    package let path: String
    private let descriptor: Int32
    /// Buffered writes into the file; `finish()` it before opening `path`.
    package let sink: FileSink

    /// `TMPDIR` in `environment` (a command's, as it was given), else /tmp.
    package static func directory(in environment: [String: String]) -> String {
        directory(tmpdir: environment["TMPDIR"])
    }

    /// This process's: for code that uses the library directly, not for a command.
    package static var processDirectory: String {
        directory(tmpdir: getenv("TMPDIR").map { String(cString: $0) })
    }

    /// A `TMPDIR` that is set and not empty, else /tmp.
    private static func directory(tmpdir: String?) -> String {
        tmpdir.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    package init(purpose: String, in directory: String) throws {
        var template = Array("\(directory)/.evidence-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw EvidenceError(.outputFailed, "Cannot make a temporary file in \(directory) for \(purpose): \(SystemError.text(errno)).")
        }
        self.descriptor = descriptor
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        sink = FileSink(descriptor: descriptor, displayPath: path)
    }

    deinit {
        unlink(path)
        close(descriptor)
    }
}
