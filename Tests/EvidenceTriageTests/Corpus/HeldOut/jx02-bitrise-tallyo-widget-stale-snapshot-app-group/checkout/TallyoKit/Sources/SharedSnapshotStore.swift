import Foundation

public protocol SnapshotReading { func readSnapshot() -> UsageSnapshot? }

public final class SharedSnapshotStore: SnapshotReading {
    public static let appGroup = "group.app.tallyo.shared"
    public static let shared = SharedSnapshotStore()

    public var containerURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.appGroup)
    }

    public func write(_ snapshot: UsageSnapshot) throws {
        guard let dir = containerURL else {
            NSLog("[Tallyo] SharedSnapshotStore: containerURL(forSecurityApplicationGroupIdentifier: %@) returned nil", Self.appGroup)
            throw StoreError.noContainer
        }
        let data = try JSONEncoder().encode(snapshot)
        try data.write(to: dir.appendingPathComponent("usage-snapshot.json"), options: .atomic)
    }

    public func readSnapshot() -> UsageSnapshot? {
        guard let url = containerURL?.appendingPathComponent("usage-snapshot.json"),
              let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(UsageSnapshot.self, from: data)
    }

    public enum StoreError: Error { case noContainer }
}
