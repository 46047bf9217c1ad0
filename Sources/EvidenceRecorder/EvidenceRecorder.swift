import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Appends `evidence.diagnostic/v1` registration records (JSON Lines) for an app's background tasks:
/// the registration result at launch, then submission, launch, expiration and completion around each
/// run. Tests and `evidence` read the file back.
///
/// The API cannot carry payloads or tokens: kinds, phases and outcomes are enums, identifiers must be
/// reverse-DNS names, and an error is recorded only as its type name (or `domain:code`).
/// Each record is one `write(2)` to a file opened with `O_APPEND`, so records from several threads or
/// processes (app and extension) never interleave; the file is rotated to `<name>.1` when it would grow
/// past `maximumBytes`, so at most twice that is kept on disk. Writers hold an `flock` on the file, so
/// two processes never both rotate it (which would replace the full file with a nearly empty one).
public final class EvidenceRecorder: @unchecked Sendable {
    /// The kind of task: `BGAppRefreshTask` or `BGProcessingTask`.
    public enum TaskKind: String, Sendable { case appRefresh, processing }
    /// Where in a task's life a record is written: registering its handler, submitting a request,
    /// the system launching it, the work running, expiring, and `setTaskCompleted`.
    public enum Phase: String, Sendable { case registration, submission, launch, execution, expiration, completion }
    /// How that step went.
    public enum Outcome: String, Sendable { case succeeded, failed, cancelled }

    /// The `schema` of every record (JSON Lines), as `evidence` reads them.
    public static let schema = "evidence.diagnostic/v1"

    /// The environment variable a test sets to its identifier (`Suite/name`, e.g.
    /// `BackgroundRefreshTests/testRefreshRuns`) while the app runs under it: a UI test in
    /// `app.launchEnvironment` before `app.launch()`, a unit test hosted in the app with `setenv` in
    /// `setUp`. Each record then carries it as `test`, so `evidence` joins the record to its test.
    public static let testEnvironmentKey = "EVIDENCE_TEST_ID"

    /// The JSON Lines file records are appended to.
    public let fileURL: URL
    /// The size past which the file is rotated to `<name>.1`.
    public let maximumBytes: Int
    private let clock: @Sendable () -> Date
    private let runningTest: @Sendable () -> String?
    private let lock = NSLock()

    /// - Parameters:
    ///   - fileURL: where records go, e.g. `Library/Caches/evidence/diagnostics.jsonl` in the app container.
    ///   - maximumBytes: the size at which the file is rotated (default 256 KB).
    ///   - clock: the time each record is stamped with.
    ///   - runningTest: the running test's identifier, asked at each record; by default the
    ///     `EVIDENCE_TEST_ID` environment variable (`testEnvironmentKey`), read each time so that a
    ///     hosted unit test's `setenv` in `setUp` counts. A value that is not a test identifier
    ///     (`isTestIdentifier`) is not written; the record is, without `test`.
    public init(fileURL: URL, maximumBytes: Int = 256 * 1024, clock: @escaping @Sendable () -> Date = { Date() },
                runningTest: @escaping @Sendable () -> String? = EvidenceRecorder.testFromEnvironment) {
        self.fileURL = fileURL
        self.maximumBytes = max(maximumBytes, 1024)
        self.clock = clock
        self.runningTest = runningTest
    }

    /// The value of `EVIDENCE_TEST_ID` in this process's environment, nil when it is not set.
    /// (XCTest's running test cannot be read without linking XCTest, which this library does not.)
    @Sendable public static func testFromEnvironment() -> String? {
        getenv(testEnvironmentKey).map { String(cString: $0) }
    }

    /// Whether `text` can stand in a record as `test`: parts joined by `/`, at least `Suite/name`
    /// (`Module.Suite/name`, a Swift Testing `name(arg:)` too), each of ASCII letters, digits and
    /// `_ . - ( ) :`, at most 300 bytes — an identifier, never free text.
    public static func isTestIdentifier(_ text: String) -> Bool {
        guard text.utf8.count <= 300 else { return false }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { part in
            // A blank between words (Jest's, Detox's, Maestro's, Dart's names), never at a part's ends.
            !part.isEmpty && part.first != " " && part.last != " " && part.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || "_.-(): ".utf8.contains(byte)
            }
        }
    }

    /// Appends one record. Errors are thrown, never swallowed: the caller decides whether a lost
    /// diagnostic matters (usually: log it and carry on).
    public func record(_ identifier: TaskIdentifier, kind: TaskKind, phase: Phase, outcome: Outcome, error: ErrorType? = nil) throws {
        let test = runningTest().flatMap { Self.isTestIdentifier($0) ? $0 : nil }
        let line = Self.line(identifier: identifier, kind: kind, phase: phase, outcome: outcome, error: error, date: clock(), test: test)
        // NSLocking.withLock needs iOS 16+; lock/unlock keeps older deployment targets building.
        lock.lock()
        defer { lock.unlock() }
        try append(Array(line.utf8))
    }

    /// The JSON object for one record, keys in the contract's order (`test`, when there is one,
    /// last). Every value is validated or an enum, so nothing needs escaping; escaping is applied
    /// anyway as a second guard.
    static func line(identifier: TaskIdentifier, kind: TaskKind, phase: Phase, outcome: Outcome, error: ErrorType?, date: Date, test: String? = nil) -> String {
        let errorValue = error.map { "\"\(escaped($0.name))\"" } ?? "null"
        let testField = test.map { ",\"test\":\"\(escaped($0))\"" } ?? ""
        return "{\"schema\":\"\(schema)\",\"identifier\":\"\(escaped(identifier.rawValue))\",\"taskKind\":\"\(kind.rawValue)\","
            + "\"phase\":\"\(phase.rawValue)\",\"outcome\":\"\(outcome.rawValue)\",\"errorType\":\(errorValue),"
            + "\"timestamp\":\"\(timestamp(date))\"\(testField)}\n"
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `2026-11-20T09:14:03Z`, UTC, whole seconds.
    static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday),
                      Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
    }

    private func append(_ bytes: [UInt8]) throws {
        let path = fileURL.path
        try? FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        var descriptor = try openLocked(path)
        var status = stat()
        if fstat(descriptor, &status) == 0, Int(status.st_size) + bytes.count > maximumBytes {
            // Keep the newest records: the full file becomes `<name>.1` (replacing an older one).
            // Renamed while its lock is held, so another process rotates only a file it found full.
            _ = rename(path, path + ".1")
            let full = descriptor
            defer { close(full) }
            descriptor = try openLocked(path)
        }
        defer { close(descriptor) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            throw RecorderError.cannotWrite(path: path, errno: written < 0 ? errno : 0)
        }
    }

    /// The file at `path`, opened for appending and locked against the other process (app or
    /// extension) writing it: `flock` is shared by every process opening the file. Another process may
    /// have rotated the file between the open and the lock; then the lock is on the old file, and the
    /// new one is opened instead.
    private func openLocked(_ path: String) throws -> Int32 {
        while true {
            let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw RecorderError.cannotOpen(path: path, errno: errno) }
            guard flock(descriptor, LOCK_EX) == 0 else {
                let code = errno
                close(descriptor)
                throw RecorderError.cannotOpen(path: path, errno: code)
            }
            var opened = stat()
            var current = stat()
            if fstat(descriptor, &opened) == 0, stat(path, &current) == 0, opened.st_ino == current.st_ino, opened.st_dev == current.st_dev {
                return descriptor
            }
            close(descriptor)
        }
    }
}

/// Why a record could not be written.
public enum RecorderError: Error, Equatable, CustomStringConvertible {
    /// The identifier is not a reverse-DNS name (free text is never recorded).
    case invalidIdentifier(String)
    /// The records file could not be opened for appending.
    case cannotOpen(path: String, errno: Int32)
    /// A record could not be appended (`errno` 0: a short write).
    case cannotWrite(path: String, errno: Int32)

    /// One sentence naming the file or identifier and what is wrong.
    public var description: String {
        switch self {
        case .invalidIdentifier(let text): "'\(text)' is not a reverse-DNS task identifier (e.g. com.example.app.refresh)."
        case .cannotOpen(let path, let code): "Cannot open \(path) for appending: \(String(cString: strerror(code)))."
        case .cannotWrite(let path, let code): "Cannot append a record to \(path)\(code == 0 ? " (short write)" : ": \(String(cString: strerror(code)))")."
        }
    }
}
