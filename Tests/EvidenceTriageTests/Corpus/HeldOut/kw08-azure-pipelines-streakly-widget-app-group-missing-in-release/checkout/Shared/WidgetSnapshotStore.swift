import Foundation

/// Snapshot the app (and App Intents) write and the widget extension reads.
enum WidgetSnapshotStore {
    static let appGroup = "group.app.streakly.shared"

    static var containerURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)
    }

    static func write(_ snapshot: WidgetSnapshot) throws {
        guard let url = containerURL?.appendingPathComponent("widget-snapshot.json") else {
            print("[Streakly] snapshot write skipped, app group container unavailable")
            return
        }
        try JSONEncoder().encode(snapshot).write(to: url, options: .atomic)
    }
}
