import CoreData

final class BookmarkStore {
    let context: NSManagedObjectContext

    init(context: NSManagedObjectContext) {
        self.context = context
    }

    @discardableResult
    func add(url: URL, title: String) throws -> Bookmark {
        let bookmark = Bookmark(context: context)
        bookmark.id = UUID()
        bookmark.url = url
        bookmark.title = title
        bookmark.savedAt = Date()
        try context.save()
        return bookmark
    }

    func all() throws -> [Bookmark] {
        let request = Bookmark.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor(key: "savedAt", ascending: false)]
        return try context.fetch(request)
    }

    func delete(_ bookmark: Bookmark) throws {
        context.delete(bookmark)
        try context.save()
    }
}
