import CoreData
@testable import Kestrel

final class InMemoryStack {
    // Loaded again for every stack instance.
    lazy var model: NSManagedObjectModel = NSManagedObjectModel.mergedModel(from: [Bundle(for: Workout.self)])!
    lazy var context: NSManagedObjectContext = {
        let psc = NSPersistentStoreCoordinator(managedObjectModel: model)
        try! psc.addPersistentStore(ofType: NSInMemoryStoreType, configurationName: nil, at: nil)
        let ctx = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        ctx.persistentStoreCoordinator = psc
        return ctx
    }()

    func insertWorkout(kind: String, minutes: Int) {
        let w = Workout(context: context)
        w.kind = kind
        w.minutes = Int32(minutes)
    }

    func fetchWorkouts() throws -> [Workout] { try context.fetch(Workout.fetchRequest()) }
}
