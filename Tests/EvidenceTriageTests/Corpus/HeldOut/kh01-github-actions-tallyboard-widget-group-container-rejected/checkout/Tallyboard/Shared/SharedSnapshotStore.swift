import Foundation
import os

struct UsageSnapshot: Codable, Equatable {
    var provider: String
    var tokensToday: Int
    var budget: Int
    var capturedAt: Date
}

/// Writes the latest usage snapshot where the widget extension can read it.
final class SharedSnapshotStore {
    static let fileName = "widget-snapshot.json"
    private let log = Logger(subsystem: "com.tallyboard.mac", category: "Snapshot")
    private let baseURL: URL?

    init(baseURL: URL? = AppGroup.containerURL) {
        self.baseURL = baseURL
        if baseURL == nil {
            log.error("containerURL(forSecurityApplicationGroupIdentifier: \(AppGroup.identifier, privacy: .public)) returned nil")
        }
    }

    var fileURL: URL? { baseURL?.appendingPathComponent(Self.fileName) }

    enum StoreError: Error { case containerUnavailable }

    func write(_ snapshot: UsageSnapshot) throws {
        guard let url = fileURL else { throw StoreError.containerUnavailable }
        let data = try JSONEncoder().encode(snapshot)
        try data.write(to: url, options: .atomic)
    }

    func read() -> UsageSnapshot? {
        guard let url = fileURL, let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(UsageSnapshot.self, from: data)
    }
}
