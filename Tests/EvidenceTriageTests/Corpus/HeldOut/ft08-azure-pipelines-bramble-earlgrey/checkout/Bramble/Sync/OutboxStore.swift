import Foundation

/// Outgoing mail waiting for the SMTP relay. The send pipeline runs in the
/// foreground and, when the app goes to the background, inside a
/// BGProcessingTask (`app.bramble.mail.outbox`).
final class OutboxStore {
    enum Status: String, Codable { case queued, sending, sent, failed }

    struct Entry: Codable, Identifiable {
        let id: UUID
        var status: Status
        var attempts: Int
    }

    private(set) var entries: [Entry]
    private let persistence: OutboxPersisting

    init(persistence: OutboxPersisting) {
        self.persistence = persistence
        self.entries = persistence.load()
    }

    func markSending(_ id: UUID) { update(id) { $0.status = .sending; $0.attempts += 1 } }
    func markSent(_ id: UUID) { update(id) { $0.status = .sent } }
    func markFailed(_ id: UUID) { update(id) { $0.status = .failed } }

    /// Entries the next send pass should pick up.
    var retryable: [Entry] { entries.filter { $0.status == .queued || $0.status == .failed } }

    private func update(_ id: UUID, _ change: (inout Entry) -> Void) {
        guard let i = entries.firstIndex(where: { $0.id == id }) else { return }
        change(&entries[i])
        persistence.save(entries)
    }
}

protocol OutboxPersisting {
    func load() -> [OutboxStore.Entry]
    func save(_ entries: [OutboxStore.Entry])
}
