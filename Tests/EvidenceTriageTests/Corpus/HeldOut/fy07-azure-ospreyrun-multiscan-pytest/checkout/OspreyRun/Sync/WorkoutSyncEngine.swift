import CoreData

/// Imports workouts from the Osprey API into Core Data. Runs from the app-refresh task
/// and from pull-to-refresh; both may deliver the same page twice.
final class WorkoutSyncEngine {
    static let shared = WorkoutSyncEngine(container: PersistenceController.shared.container)
    private let container: NSPersistentContainer

    init(container: NSPersistentContainer) {
        self.container = container
    }

    func apply(_ page: [WorkoutDTO]) throws {
        let context = container.newBackgroundContext()
        var thrown: Error?
        context.performAndWait {
            // One fetch per page instead of one per workout (perf, #2140).
            let request = Workout.fetchRequest()
            request.predicate = NSPredicate(format: "remoteID IN %@", page.map(\.id))
            let existing = (try? context.fetch(request)) ?? []
            let byID = Dictionary(existing.map { ($0.remoteID ?? "", $0) }, uniquingKeysWith: { first, _ in first })

            for dto in page {
                let workout = byID[dto.id] ?? Workout(context: context)
                workout.remoteID = dto.id
                workout.startedAt = dto.startedAt
                workout.distanceMeters = dto.distanceMeters
            }
            do { try context.save() } catch { thrown = error }
        }
        if let thrown { throw thrown }
    }
}
