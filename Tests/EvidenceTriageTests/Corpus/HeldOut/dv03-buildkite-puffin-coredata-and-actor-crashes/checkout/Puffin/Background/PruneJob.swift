import CoreData
import PuffinData

/// Body of the com.puffinreader.ios.prune BGProcessingTask.
struct PruneJob {
    let context: NSManagedObjectContext
    let now: Date
    func run() throws -> Int {
        let request = ArticleEntity.fetchRequest()   // resolves +entity
        request.predicate = NSPredicate(format: "expiresAt < %@", now as NSDate)
        let expired = try context.fetch(request)
        expired.forEach(context.delete)
        try context.save()
        return expired.count
    }
}
