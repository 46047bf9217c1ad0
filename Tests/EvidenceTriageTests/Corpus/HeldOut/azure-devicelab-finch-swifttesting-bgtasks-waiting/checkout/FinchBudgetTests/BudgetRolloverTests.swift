import Testing
@testable import FinchBudget

@Suite struct BudgetRolloverTests {
    @Test func rolloverIsIdempotent() async throws {
        let store = InMemoryLedger(envelopes: [.init(id: "groceries", limit: 400_00, spent: 120_00)])
        let job = MonthlyRolloverJob(ledger: store, calendar: .gregorianUTC, now: { .fixture("2026-09-01T00:05:00Z") })
        try await job.run()
        try await job.run()
        #expect(store.carryOvers.map(\.envelopeID) == ["groceries"])
    }

    @Test func rolloverCarriesUnspentAmount() async throws {
        let store = InMemoryLedger(envelopes: [.init(id: "fuel", limit: 150_00, spent: 90_00)])
        try await MonthlyRolloverJob(ledger: store, calendar: .gregorianUTC, now: { .fixture("2026-09-01T00:05:00Z") }).run()
        #expect(store.carryOvers.first?.amount == 60_00)
    }
}
