import Foundation

/// Number shown on the Jobs tab: work orders captured offline and not yet synced.
public final class PendingJobsBadge {
    private var pending: Set<String> = []
    public private(set) var count = 0

    public init() {}

    public func jobAdded(id: String, synced: Bool) {
        guard !synced, pending.insert(id).inserted else { return }
        count += 1
    }

    public func jobSynced(id: String) {
        guard pending.remove(id) != nil else { return }
        count -= 1
    }

    public func jobDeleted(id: String) {
        // Only synced jobs can be deleted from the list, so nothing to adjust here.
        pending.remove(id)
    }
}
