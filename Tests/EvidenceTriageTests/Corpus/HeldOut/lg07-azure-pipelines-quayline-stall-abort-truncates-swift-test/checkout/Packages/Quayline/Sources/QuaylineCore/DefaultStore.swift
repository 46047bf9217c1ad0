import Foundation

public enum DefaultStore {
    /// ~/Library/Application Support/Quayline
    public static var directory: URL {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home)
            .appendingPathComponent("Library/Application Support", isDirectory: true)
            .appendingPathComponent("Quayline", isDirectory: true)
    }
}
