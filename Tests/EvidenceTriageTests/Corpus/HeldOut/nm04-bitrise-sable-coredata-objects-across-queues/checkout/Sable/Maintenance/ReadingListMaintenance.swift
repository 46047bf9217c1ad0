import BackgroundTasks
import CoreData

final class ReadingListMaintenance {
    static let identifier = "com.sablereader.maintenance"
    let container: NSPersistentContainer

    init(container: NSPersistentContainer) { self.container = container }

    func schedule() throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.requiresExternalPower = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        try BGTaskScheduler.shared.submit(request)
        NSLog("[Maintenance] submitted %@ requiresExternalPower=YES", Self.identifier)
    }

    func purgeArchived() throws {
        let request = Article.fetchRequest()
        request.predicate = NSPredicate(format: "isArchived == YES")
        let archived = try container.viewContext.fetch(request)
        let background = container.newBackgroundContext()
        try background.performAndWait {
            for article in archived {
                background.delete(article)
            }
            try background.save()
        }
    }

    func purgeExpired(olderThan cutoff: Date) throws {
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let request = Article.fetchRequest()
            request.predicate = NSPredicate(format: "savedAt < %@", cutoff as NSDate)
            for article in try context.fetch(request) { context.delete(article) }
            try context.save()
        }
    }
}
