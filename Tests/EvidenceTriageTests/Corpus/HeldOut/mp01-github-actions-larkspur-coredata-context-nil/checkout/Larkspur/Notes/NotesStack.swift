import CoreData

enum NotesStack {
    private static var context: NSManagedObjectContext?

    static func setUp(inMemory: Bool = false) {
        // Tests call setUp(inMemory: true) and cleanUp() around each case.
        let container = NSPersistentContainer(name: "Larkspur")
        if inMemory { container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null") }
        container.loadPersistentStores { _, _ in }
        context = container.viewContext
    }

    static func cleanUp() { context = nil }

    static func defaultContext() -> NSManagedObjectContext {
        guard let context else {
            NSException(name: .internalInconsistencyException,
                        reason: "Default context is nil! Did you forget to initialize the Core Data Stack?").raise()
            fatalError()
        }
        return context
    }

    static func warmPinnedCache() { Thread.sleep(forTimeInterval: 0.05) }
}
