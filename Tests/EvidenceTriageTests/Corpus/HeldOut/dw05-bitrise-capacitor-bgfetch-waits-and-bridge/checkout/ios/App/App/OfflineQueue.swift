import Foundation

struct PendingWrite { let id: String; let createdAt: Date }

final class OfflineQueue {
    private var items: [PendingWrite] = []
    func enqueue(_ w: PendingWrite) { items.append(w) }
    /// Drain in creation order (oldest first).
    func drain() -> [PendingWrite] {
        defer { items.removeAll() }
        return items // BUG: insertion order, not createdAt order
    }
}
