import Foundation

/// Shared between the app and the PloverWidgets extension: the app writes the
/// unread/starred snapshot, the widget timeline provider reads it.
public struct WidgetSnapshot: Codable, Equatable {
    public var unreadCount: Int
    public var starredCount: Int
    public var lastUpdate: Date
}

public enum WidgetSnapshotStore {
    static let fileName = "widget-snapshot.json"

    /// The group is read from Info.plist (`AppGroupIdentifier`) so that Debug and
    /// Release can use different containers.
    static var groupID: String {
        Bundle.main.object(forInfoDictionaryKey: "AppGroupIdentifier") as! String
    }

    public static func write(_ snapshot: WidgetSnapshot) throws {
        let data = try JSONEncoder().encode(snapshot)
        try data.write(to: fileURL(), options: .atomic)
    }

    public static func read() throws -> WidgetSnapshot? {
        let url = fileURL()
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try JSONDecoder().decode(WidgetSnapshot.self, from: Data(contentsOf: url))
    }

    public static func clear() {
        try? FileManager.default.removeItem(at: fileURL())
    }

    static func fileURL() -> URL {
        let container = FileManager.default
            .containerURL(forSecurityApplicationGroupIdentifier: groupID)
        // The app and the widget both carry the group entitlement, so this is
        // never nil in a correctly signed build.
        return container!.appendingPathComponent(fileName)
    }
}
