import CoreData

final class CoreDataStack {
    /// Used by the unit tests. A fixed path on the host: every parallel clone of the
    /// simulator (and every concurrently running test) opens the same SQLite file.
    static let testStoreURL = URL(fileURLWithPath: "/tmp/woodpile-tests/Woodpile.sqlite")

    let container: NSPersistentContainer
    init(storeURL: URL) throws {
        container = NSPersistentContainer(name: "Woodpile")
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: storeURL)]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
    }
}
