import Foundation

/// A fresh directory under the system's temporary directory, removed when released (a `static let`
/// keeps one for the whole run: setup made once per process).
public final class TemporaryDirectory: Sendable {
    public let url: URL
    public var path: String { url.path }

    public init(_ label: String = "evidence-test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

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
