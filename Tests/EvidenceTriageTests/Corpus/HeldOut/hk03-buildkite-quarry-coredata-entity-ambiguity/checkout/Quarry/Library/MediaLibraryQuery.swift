import CoreData

struct MediaLibraryQuery {
    let context: NSManagedObjectContext

    func items(kind: String) throws -> [Media] {
        let request = Media.fetchRequest()
        request.predicate = NSPredicate(format: "kind == %@", kind)
        request.sortDescriptors = [NSSortDescriptor(key: "capturedAt", ascending: false)]
        return try context.fetch(request)
    }

    func recentVideos(limit: Int) throws -> [Media] {
        let request = Media.fetchRequest()
        request.predicate = NSPredicate(format: "kind == %@", "video")
        request.sortDescriptors = [NSSortDescriptor(key: "capturedAt", ascending: false)]
        request.fetchLimit = limit
        return try context.fetch(request)
    }
}
