import CoreData
import Foundation

/// Deletes old events so the store does not grow without bound. Runs in a
/// BGProcessingTask (see CleanupTask) instead of at launch, because deleting
/// objects under live SwiftUI views caused missing and duplicated notes.
struct DatabaseCleaner {
    let context: NSManagedObjectContext
    let currentAuthorKey: String
    var retention: TimeInterval = 60 * 60 * 24 * 14

    func run(now: Date = .now) throws -> Int {
        let cutoff = now.addingTimeInterval(-retention)
        let request = NSFetchRequest<NSManagedObjectID>(entityName: "Event")
        request.resultType = .managedObjectIDResultType
        request.predicate = NSPredicate(format: "receivedAt < %@", cutoff as NSDate)
        let ids = try context.fetch(request)
        ids.forEach { context.delete(context.object(with: $0)) }
        try context.save()
        return ids.count
    }
}
