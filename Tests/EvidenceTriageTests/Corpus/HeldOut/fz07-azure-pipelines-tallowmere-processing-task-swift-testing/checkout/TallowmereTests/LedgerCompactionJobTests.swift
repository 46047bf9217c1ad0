//
//  LedgerCompactionJobTests.swift
//  TallowmereTests
//

import CoreData
import Testing
@testable import Tallowmere

@Suite struct LedgerCompactionJobTests {

    @Test func foldsOldSettledTransactionsIntoMonthlySummaries() async throws {
        let persistence = try PersistenceController.inMemoryLoaded(seed: .fourteenMonths)
        let job = LedgerCompactionJob(context: persistence.container.newBackgroundContext(),
                                      clock: .fixed("2026-12-01T03:00:00Z"))
        #expect(await job.run() == .completed)
        #expect(try persistence.count(MonthlySummary.self) == 1)
    }

    @Test func cancellationRollsBack() async throws {
        let persistence = try PersistenceController.inMemoryLoaded(seed: .fourteenMonths)
        let job = LedgerCompactionJob(context: persistence.container.newBackgroundContext(),
                                      clock: .fixed("2026-12-01T02:00:00Z"))
        job.cancel()
        #expect(await job.run() == .cancelled)
        #expect(try persistence.count(MonthlySummary.self) == 0)
    }

    /// The system can launch us for the processing task before PersistenceController has
    /// finished loadPersistentStores (cold launch, protected data just became available).
    @Test func compactionBeforeStoreLoadedDoesNotCrash() async throws {
        let persistence = PersistenceController.unloaded(seed: .fourteenMonths)
        let job = LedgerCompactionJob(context: persistence.container.newBackgroundContext(),
                                      clock: .fixed("2026-12-01T02:00:00Z"))
        let outcome = await job.run()
        #expect(outcome != .completed)
    }
}
