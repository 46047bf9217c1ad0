//
//  ReminderOccurrenceStore.swift
//  Fernleaf
//
//  Records each time a watering reminder fires, so "remind me at most once
//  every N hours" can be enforced.
//

import CoreData

final class ReminderOccurrenceStore {
    private let container: NSPersistentContainer

    /// Writes go through this context.
    private lazy var writeContext: NSManagedObjectContext = {
        let context = container.newBackgroundContext()
        context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        return context
    }()

    /// Counting queries use a separate reader so they never wait behind a
    /// long write batch.
    private lazy var readContext: NSManagedObjectContext = {
        let context = container.newBackgroundContext()
        context.automaticallyMergesChangesFromParent = true
        return context
    }()

    init(container: NSPersistentContainer) {
        self.container = container
    }

    func recordOccurrence(reminderID: UUID, at date: Date) async throws {
        try await writeContext.perform { [writeContext] in
            let occurrence = ReminderOccurrence(context: writeContext)
            occurrence.reminderID = reminderID
            occurrence.firedAt = date
            try writeContext.save()
        }
    }

    /// How many times `reminderID` fired since `date`.
    func countOccurrences(reminderID: UUID, since date: Date) async throws -> Int {
        try await readContext.perform { [readContext] in
            let request = ReminderOccurrence.fetchRequest()
            request.predicate = NSPredicate(
                format: "reminderID == %@ AND firedAt >= %@", reminderID as CVarArg, date as NSDate)
            request.includesPendingChanges = false
            return try readContext.count(for: request)
        }
    }

    /// True when the reminder may fire again under its interval limit.
    func canFire(reminderID: UUID, limit: Int, per interval: TimeInterval, now: Date = .now) async throws -> Bool {
        let count = try await countOccurrences(reminderID: reminderID, since: now.addingTimeInterval(-interval))
        return count < limit
    }
}
