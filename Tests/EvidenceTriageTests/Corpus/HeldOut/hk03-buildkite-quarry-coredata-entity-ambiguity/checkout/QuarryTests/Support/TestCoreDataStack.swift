import CoreData
@testable import Quarry

/// Fresh in-memory stack per test so tests never see each other's rows.
final class TestCoreDataStack {
    let controller: PersistenceController
    var context: NSManagedObjectContext { controller.container.viewContext }

    init() {
        // Load the model from disk for every stack.
        let model = NSManagedObjectModel(contentsOf: PersistenceController.modelURL)!
        controller = PersistenceController(inMemory: true, model: model)
    }
}
