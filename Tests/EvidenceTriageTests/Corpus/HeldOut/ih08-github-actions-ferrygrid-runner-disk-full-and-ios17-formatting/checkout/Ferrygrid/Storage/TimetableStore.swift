import CoreData

final class TimetableStore {
    static let shared = try! TimetableStore(url: TimetableStore.defaultURL)

    static var defaultURL: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("Ferrygrid.sqlite")
    }

    private let container: NSPersistentContainer

    init(url: URL) throws {
        container = NSPersistentContainer(name: "Ferrygrid")
        let description = NSPersistentStoreDescription(url: url)
        container.persistentStoreDescriptions = [description]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
    }

    static func inMemory() throws -> TimetableStore {
        try TimetableStore(url: URL(fileURLWithPath: "/dev/null"))
    }

    func insert(_ sailings: [Sailing]) throws {
        let context = container.newBackgroundContext()
        try context.performAndWait {
            for sailing in sailings { SailingEntity.upsert(sailing, in: context) }
            try context.save()
        }
    }

    func sailings() -> [Sailing] {
        (try? container.viewContext.fetch(SailingEntity.fetchRequest()))?.map(\.sailing) ?? []
    }

    func deleteAll() throws {
        let request = NSBatchDeleteRequest(fetchRequest: SailingEntity.fetchRequest())
        try container.persistentStoreCoordinator.execute(request, with: container.viewContext)
    }
}
