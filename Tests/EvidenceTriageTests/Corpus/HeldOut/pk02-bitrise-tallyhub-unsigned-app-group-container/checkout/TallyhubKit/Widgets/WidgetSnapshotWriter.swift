import Foundation

public struct WidgetSnapshotWriter {
    public var fileManager: FileManager = .default

    public init() {}

    public func snapshotURL() -> URL? {
        fileManager
            .containerURL(forSecurityApplicationGroupIdentifier: SharedLedgerStore.appGroup)?
            .appendingPathComponent("widget-snapshot.json")
    }

    public func write(_ snapshot: WidgetSnapshot) throws {
        guard let url = snapshotURL() else { throw CocoaError(.fileNoSuchFile) }
        try JSONEncoder().encode(snapshot).write(to: url, options: .atomic)
    }
}
