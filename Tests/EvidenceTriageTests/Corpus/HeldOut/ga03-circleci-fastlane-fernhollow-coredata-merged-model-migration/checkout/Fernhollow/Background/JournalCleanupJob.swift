import CoreData
import Foundation

/// Work behind the `com.fernhollow.journal.cleanup` BGProcessingTask: purges soft-deleted
/// entries older than the retention window and vacuums attachment rows.
final class JournalCleanupJob {
    enum Outcome: Equatable {
        case purged(Int)
        case failed(String)
    }

    private let persistence: PersistenceController
    private let retention: TimeInterval
    private let now: () -> Date

    init(persistence: PersistenceController, retentionDays: Int = 90, now: @escaping () -> Date = Date.init) {
        self.persistence = persistence
        self.retention = TimeInterval(retentionDays) * 24 * 60 * 60
        self.now = now
    }

    func run() -> Outcome {
        do {
            try persistence.loadStores()
        } catch {
            NSLog("JournalCleanupJob: store unavailable: %@", String(describing: error))
            return .failed("store-unavailable")
        }
        let context = persistence.container.newBackgroundContext()
        var purged = 0
        var failure: Error?
        context.performAndWait {
            let request = NSFetchRequest<NSManagedObject>(entityName: "JournalEntry")
            request.predicate = NSPredicate(format: "deletedAt != nil AND deletedAt < %@", now().addingTimeInterval(-retention) as NSDate)
            do {
                let stale = try context.fetch(request)
                stale.forEach(context.delete)
                try context.save()
                purged = stale.count
            } catch {
                failure = error
                context.rollback()
            }
        }
        if let failure {
            return .failed(String(describing: failure))
        }
        return .purged(purged)
    }
}
