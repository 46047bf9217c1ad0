import CoreData

/// Legacy Core Data store that records every send attempt of an outgoing message
/// (retry back-off and the "not delivered" badge read it).
final class DeliveryLedger {
    private let persistence: LedgerPersistence

    init(persistence: LedgerPersistence) {
        self.persistence = persistence
    }

    /// Records one attempt. Fetches and saves through the view context.
    func recordAttempt(messageID: String, outcome: DeliveryOutcome, at date: Date = .now) throws {
        let context = persistence.viewContext
        let request = LedgerEntry.fetchRequest()
        request.predicate = NSPredicate(format: "messageID == %@", messageID)
        let entry = try context.fetch(request).first ?? LedgerEntry(context: context)
        entry.messageID = messageID
        entry.attempts += 1
        entry.lastOutcome = outcome.rawValue
        entry.lastAttemptAt = date
        try context.save()
    }

    func entry(for messageID: String) throws -> LedgerEntry? {
        let request = LedgerEntry.fetchRequest()
        request.predicate = NSPredicate(format: "messageID == %@", messageID)
        return try persistence.viewContext.fetch(request).first
    }
}
