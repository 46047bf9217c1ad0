import CoreData
import os

/// Runs inside the com.larder.app.prune BGProcessingTask: removes items that expired
/// more than 30 days ago and refreshes the "expiring soon" badge.
@MainActor
final class ExpiryPruneJob {
    private let container: NSPersistentContainer
    private let badge: ExpiryBadgeModel
    private let log = Logger(subsystem: "com.larder.app", category: "prune")

    init(container: NSPersistentContainer, badge: ExpiryBadgeModel) {
        self.container = container
        self.badge = badge
    }

    func run(now: Date = .now) async throws -> Int {
        let context = container.newBackgroundContext()
        let cutoff = Calendar.current.date(byAdding: .day, value: -30, to: now)!
        return try await withCheckedThrowingContinuation { continuation in
            context.perform {
                do {
                    let request = PantryItem.fetchRequest()
                    request.predicate = NSPredicate(format: "expiresAt < %@", cutoff as NSDate)
                    let stale = try context.fetch(request)
                    stale.forEach(context.delete)
                    try context.save()
                    self.badge.expiringCount = try context.count(for: PantryItem.expiringSoonRequest(now: now))
                    continuation.resume(returning: stale.count)
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }
}
