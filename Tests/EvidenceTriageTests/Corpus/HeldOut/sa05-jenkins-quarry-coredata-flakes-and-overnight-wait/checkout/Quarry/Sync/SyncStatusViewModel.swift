import Foundation

final class SyncStatusViewModel {
    private(set) var pending: Set<UUID> = []

    var badgeText: String? { pending.isEmpty ? nil : "\(pending.count)" }

    func queued(_ id: UUID) { pending.insert(id) }

    func uploaded(_ id: UUID) {
        // keep the badge until the server confirms
    }
}
