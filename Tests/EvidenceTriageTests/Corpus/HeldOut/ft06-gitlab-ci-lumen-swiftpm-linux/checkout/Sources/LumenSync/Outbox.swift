import Foundation

/// Local changes waiting to be pushed by the next sync (foreground or the
/// app's BGAppRefreshTask). Persisted as JSON next to the store.
public final class Outbox {
    public struct Change: Codable, Equatable, Sendable {
        public let id: UUID
        public let articleID: String
        public let kind: String
    }

    private let fileURL: URL
    private var queue: [Change]

    public init(fileURL: URL) {
        self.fileURL = fileURL
        let data = try? Data(contentsOf: fileURL)
        queue = data.flatMap { try? JSONDecoder().decode([Change].self, from: $0) } ?? []
    }

    public var pending: [Change] { queue }

    public func enqueue(articleID: String, kind: String) {
        queue.append(Change(id: UUID(), articleID: articleID, kind: kind))
    }

    /// Writes the queue to disk. Called by the sync engine after a push and
    /// when the app moves to the background.
    public func flush() throws {
        try JSONEncoder().encode(queue).write(to: fileURL, options: .atomic)
    }

    public func remove(_ ids: Set<UUID>) {
        queue.removeAll { ids.contains($0.id) }
    }
}
