import CoreData
import PuffinData

/// Builds a fresh in-memory stack for every test.
final class TestCoreDataStack {
    let container: NSPersistentContainer
    var context: NSManagedObjectContext { container.viewContext }

    init() {
        // Loads a NEW NSManagedObjectModel each time; earlier models stay alive in the process.
        let url = Bundle(for: ReadingListStore.self).url(forResource: "Puffin", withExtension: "momd")!
        let model = NSManagedObjectModel(contentsOf: url)!
        container = NSPersistentContainer(name: "Puffin", managedObjectModel: model)
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))]
        container.loadPersistentStores { _, error in precondition(error == nil) }
    }

    func insertArticles(read: Int, unread: Int, expiredBefore: Date? = nil) {
        for i in 0..<(read + unread) {
            let a = ArticleEntity(context: context)
            a.title = "a\(i)"
            a.readAt = i < read ? Date() : nil
            a.expiresAt = expiredBefore.map { $0.addingTimeInterval(-60) }
        }
        try? context.save()
    }
}
