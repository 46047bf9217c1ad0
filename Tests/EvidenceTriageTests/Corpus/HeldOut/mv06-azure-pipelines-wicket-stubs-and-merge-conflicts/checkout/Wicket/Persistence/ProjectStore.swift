import CoreData

final class ProjectStore {
    let container: NSPersistentContainer
    var viewContext: NSManagedObjectContext { container.viewContext }

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Wicket")
        if inMemory { container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null") }
        container.loadPersistentStores { _, error in precondition(error == nil) }
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        // Background contexts keep the default NSErrorMergePolicy.
    }

    func createProject(name: String) throws -> ProjectMO {
        let p = ProjectMO(context: viewContext); p.name = name
        try viewContext.save(); return p
    }
}
