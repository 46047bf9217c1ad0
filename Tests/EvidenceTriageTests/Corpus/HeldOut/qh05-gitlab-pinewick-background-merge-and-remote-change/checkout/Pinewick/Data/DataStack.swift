import CoreData

final class DataStack {
    let container: NSPersistentContainer
    var viewContext: NSManagedObjectContext { container.viewContext }
    var coordinator: NSPersistentStoreCoordinator { container.persistentStoreCoordinator }

    static func makeForTesting() throws -> DataStack {
        let container = NSPersistentContainer(name: "Pinewick")
        let desc = NSPersistentStoreDescription(url: FileManager.default.temporaryDirectory
            .appendingPathComponent("pinewick-\(UUID().uuidString).sqlite"))
        desc.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
        container.persistentStoreDescriptions = [desc]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        container.viewContext.automaticallyMergesChangesFromParent = true
        return DataStack(container: container)
    }

    func newImportContext() -> NSManagedObjectContext {
        let ctx = container.newBackgroundContext()
        ctx.transactionAuthor = "importer"
        return ctx
    }

    init(container: NSPersistentContainer) { self.container = container }
}
