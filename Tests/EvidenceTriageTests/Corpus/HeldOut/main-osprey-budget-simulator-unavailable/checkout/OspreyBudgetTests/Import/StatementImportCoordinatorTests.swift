import Testing
@testable import OspreyBudget

struct StatementImportCoordinatorTests {
    @Test func finalizedRowsWaitForActivityToSettleAndCoalesce() async throws {
        let events = RecordingImportEvents()
        let coordinator = StatementImportCoordinator(events: events, settleDelay: .milliseconds(200))
        await coordinator.receive(.row("2026-09-01,Groceries,-42.10"), final: true)
        await coordinator.receive(.row("2026-09-01,Transit,-2.80"), final: true)
        try await Task.sleep(for: .milliseconds(400))
        #expect(events.turnCount == 1)
    }

    @Test func partialRowsAreIgnored() async {
        let events = RecordingImportEvents()
        let coordinator = StatementImportCoordinator(events: events, settleDelay: .milliseconds(50))
        await coordinator.receive(.row("2026-09-01,Gro"), final: false)
        #expect(events.turnCount == 0)
    }
}
