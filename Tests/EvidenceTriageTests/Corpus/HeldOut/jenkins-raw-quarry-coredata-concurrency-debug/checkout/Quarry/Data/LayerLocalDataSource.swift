import CoreData
import Foundation

final class LayerLocalDataSource {
    private let context: NSManagedObjectContext

    init(context: NSManagedObjectContext) {
        self.context = context
    }

    /// Number of layers downloaded for an event; shown on the map's layer badge.
    func count(eventID: Int64) -> Int {
        let request = Layer.fetchRequest()
        request.predicate = NSPredicate(format: "eventId == %lld AND loaded == YES", eventID)
        return (try? context.count(for: request)) ?? 0
    }

    func layers(eventID: Int64) async throws -> [LayerSummary] {
        try await context.perform {
            let request = Layer.fetchRequest()
            request.predicate = NSPredicate(format: "eventId == %lld", eventID)
            return try self.context.fetch(request).map(LayerSummary.init)
        }
    }
}
