import Foundation
import os

enum SharedStoreError: Error { case containerUnavailable(String) }

/// Writes the streak snapshot the widget reads. Lives in the App Group container so the
/// widget extension (a separate process) can read it.
final class SharedSnapshotStore {
    static let appGroup = "group.com.larkspur.habits"
    private let log = Logger(subsystem: "com.larkspur.habits", category: "SharedStore")
    private let fileManager: FileManager

    init(fileManager: FileManager = .default) { self.fileManager = fileManager }

    func containerURL() throws -> URL {
        guard let url = fileManager.containerURL(forSecurityApplicationGroupIdentifier: Self.appGroup) else {
            log.error("containerURL(forSecurityApplicationGroupIdentifier:) returned nil for \(Self.appGroup, privacy: .public)")
            throw SharedStoreError.containerUnavailable(Self.appGroup)
        }
        return url
    }

    func write(_ snapshot: StreakSnapshot) throws {
        let url = try containerURL().appendingPathComponent("streak-snapshot.json")
        try JSONEncoder().encode(snapshot).write(to: url, options: .atomic)
    }
}
