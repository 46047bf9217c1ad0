import CoreData

public final class ReadingListStore {
    let context: NSManagedObjectContext
    public init(context: NSManagedObjectContext) { self.context = context }

    public func unreadArticles() throws -> [ArticleEntity] {
        let request = NSFetchRequest<NSManagedObject>(entityName: "ArticleEntity")
        request.predicate = NSPredicate(format: "readAt == nil")
        let objects = try context.fetch(request)
        return objects as! [ArticleEntity]
    }
}
