import CoreData

/// Delivers pending inspection records to the backend. Runs on the view context.
@MainActor
final class RecordSender {
    private let context: NSManagedObjectContext
    private let transport: RecordTransport

    init(context: NSManagedObjectContext, transport: RecordTransport) {
        self.context = context
        self.transport = transport
    }

    func deliver() async throws {
        let request = InspectionRecord.fetchRequest()
        request.predicate = NSPredicate(format: "isPending == YES")
        let pending = try context.fetch(request)
        for record in pending {
            let snapshot = record.payload()
            try await transport.send(snapshot)
            // Re-check: if the record changed while it was in flight, leave it pending.
            // A refetch on this context returns the registered (stale) object, so the
            // change made on the background context is never seen here.
            if record.payload() == snapshot {
                record.isPending = false
            }
        }
        try context.save()
    }
}
