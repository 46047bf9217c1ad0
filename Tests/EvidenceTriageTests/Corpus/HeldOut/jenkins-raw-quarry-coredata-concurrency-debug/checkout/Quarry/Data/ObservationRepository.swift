import CoreData
import Foundation

/// Reads and writes observations for the active event.
/// Imports run on a private-queue context; the UI reads from viewContext.
final class ObservationRepository {
    private let stack: PersistenceStack

    init(stack: PersistenceStack) {
        self.stack = stack
    }

    func importObservations(_ payload: [ObservationPayload], eventID: Int64) async throws {
        let localContext = stack.newBackgroundContext()
        try await localContext.perform {
            for item in payload {
                let observation = Observation.findOrCreate(remoteID: item.id, in: localContext)
                observation.apply(item, eventID: eventID)
            }
            try localContext.save()
        }
        for item in payload where item.important != nil {
            try markImportant(item.important!, remoteID: item.id, in: localContext)
        }
    }

    /// Flags an observation as important for the event's team.
    func markImportant(_ flag: ImportantPayload, remoteID: String, in localContext: NSManagedObjectContext) throws {
        let request = Observation.fetchRequest()
        request.predicate = NSPredicate(format: "remoteId == %@", remoteID)
        guard let observation = try localContext.fetch(request).first else { return }
        let important = ObservationImportant(context: localContext)
        important.reason = flag.reason
        important.userId = flag.userID
        observation.important = important
        try localContext.save()
    }

    func importantObservations(eventID: Int64) async throws -> [ObservationSummary] {
        let context = stack.viewContext
        return try await context.perform {
            let request = Observation.fetchRequest()
            request.predicate = NSPredicate(format: "eventId == %lld AND important != nil", eventID)
            return try context.fetch(request).map(ObservationSummary.init)
        }
    }
}
