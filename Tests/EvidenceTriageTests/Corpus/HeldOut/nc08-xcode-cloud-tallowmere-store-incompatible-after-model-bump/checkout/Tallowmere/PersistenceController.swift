import CoreData
import Foundation
import OSLog

struct PersistenceController {
    static let shared = PersistenceController()

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Tallowmere")
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { description, error in
            if let error = error as NSError? {
                PersistenceController.report(error, url: description.url)
                handleLoadFailure(error)
            }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        if inMemory {
            SampleData.seed(into: container.viewContext)
        }
    }

    private static func report(_ error: NSError, url: URL?) {
        Logger.persistence.error("store load failed: \(error.domain, privacy: .public) \(error.code) at \(url?.lastPathComponent ?? "-", privacy: .public)")
    }
}

extension Logger {
    static let persistence = Logger(subsystem: "com.tallowmere.recipes", category: "persistence")
}

private func handleLoadFailure(_ error: NSError) {
    #if DEBUG
    Logger.persistence.fault("unrecoverable store error in debug build")
    #endif
    fatalError("Unresolved error \(error)")
}
