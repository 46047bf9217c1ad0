import Foundation

/// The background refresh writes a small snapshot the widget extension reads.
public final class SharedSnapshotStore {
    private let appGroup: String

    public init(appGroup: String = Bundle.main.object(forInfoDictionaryKey: "PNAppGroup") as! String) {
        self.appGroup = appGroup
    }

    var directory: URL {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)!
            .appendingPathComponent("Widget", isDirectory: true)
    }

    public func write(_ snapshot: WidgetSnapshot) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let data = try JSONEncoder().encode(snapshot)
        try data.write(to: directory.appendingPathComponent("snapshot.json"), options: .atomic)
    }
}
