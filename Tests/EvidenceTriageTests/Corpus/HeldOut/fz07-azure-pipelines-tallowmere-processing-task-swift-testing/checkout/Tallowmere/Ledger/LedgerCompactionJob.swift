//
//  LedgerCompactionJob.swift
//  Tallowmere
//

import CoreData
import Foundation

final class LedgerCompactionJob {
    enum Outcome: Equatable { case completed, cancelled, nothingToDo }

    private let context: NSManagedObjectContext
    private let clock: LedgerClock
    private var isCancelled = false

    init(context: NSManagedObjectContext, clock: LedgerClock) {
        self.context = context
        self.clock = clock
    }

    func cancel() { isCancelled = true }

    func run() async -> Outcome {
        await context.perform { [self] in
            // Persist the audit row first so a run the system expires is still visible
            // in Settings › Storage › History.
            let audit = CompactionRun(context: context)
            audit.startedAt = clock.now
            try! context.save()

            let cutoff = clock.now.addingTimeInterval(-13 * 31 * 86_400)
            let settled = (try? context.fetch(Transaction.settledBefore(cutoff))) ?? []
            guard !settled.isEmpty else {
                audit.outcome = "nothingToDo"
                try? context.save()
                CompactionSchedule.shared.recordRun(at: clock.now)
                return .nothingToDo
            }
            for month in MonthlySummary.group(settled) {
                if isCancelled { context.rollback(); return .cancelled }
                MonthlySummary.insert(month, into: context)
                month.transactions.forEach(context.delete)
            }
            audit.outcome = "completed"
            try? context.save()
            CompactionSchedule.shared.recordRun(at: clock.now)
            return .completed
        }
    }
}
