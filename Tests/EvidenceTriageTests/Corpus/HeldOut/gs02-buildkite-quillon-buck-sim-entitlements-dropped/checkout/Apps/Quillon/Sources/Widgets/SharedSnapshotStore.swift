import Foundation
import os.log

/// Writes the balance snapshot the QuillonWidget extension reads from the shared app-group container.
final class SharedSnapshotStore {
    enum StoreError: Error, Equatable {
        case containerUnavailable(group: String)
    }

    static let appGroup = "group.com.quillon.shared"
    private let fileManager: FileManager
    private let log = OSLog(subsystem: "com.quillon.app", category: "SharedSnapshotStore")

    init(fileManager: FileManager = .default) {
        self.fileManager = fileManager
    }

    func snapshotURL() throws -> URL {
        guard let container = fileManager.containerURL(forSecurityApplicationGroupIdentifier: Self.appGroup) else {
            os_log("containerURL(forSecurityApplicationGroupIdentifier: %{public}@) returned nil", log: log, type: .error, Self.appGroup)
            throw StoreError.containerUnavailable(group: Self.appGroup)
        }
        return container.appendingPathComponent("Widget/balance-snapshot.json")
    }

    func write(_ snapshot: BalanceSnapshot) throws {
        let url = try snapshotURL()
        try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let data = try JSONEncoder().encode(snapshot)
        try data.write(to: url, options: .atomic)
    }

    func read() throws -> BalanceSnapshot? {
        let url = try snapshotURL()
        guard fileManager.fileExists(atPath: url.path) else { return nil }
        return try JSONDecoder().decode(BalanceSnapshot.self, from: Data(contentsOf: url))
    }
}

struct BalanceSnapshot: Codable, Equatable {
    var accountCount: Int
    var totalMinorUnits: Int64
    var currencyCode: String
    var asOf: Date
}
