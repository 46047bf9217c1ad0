import XCTest
@testable import Lanternchat

/// The CI test plan launches the host with -com.apple.CoreData.ConcurrencyDebug 1.
final class DeliveryLedgerTests: XCTestCase {
    private var persistence: LedgerPersistence!

    override func setUp() {
        super.setUp()
        persistence = LedgerPersistence(inMemory: true)
    }

    @MainActor
    func testRecordAttemptIncrementsAttempts() throws {
        let ledger = DeliveryLedger(persistence: persistence)
        try ledger.recordAttempt(messageID: "m-1", outcome: .failed)
        try ledger.recordAttempt(messageID: "m-1", outcome: .delivered)
        XCTAssertEqual(try ledger.entry(for: "m-1")?.attempts, 2)
    }

    /// The app is backgrounded while the outbox is flushing; every attempt must still be recorded.
    func testRecordAttemptFromBackgroundFlush() async throws {
        let ledger = DeliveryLedger(persistence: persistence)
        let sender = OutboxSender(transport: FakeTransport(failing: ["m-3"]), ledger: ledger, background: .uiKit)
        await sender.flushInBackground([.fixture(id: "m-2"), .fixture(id: "m-3")])
        let entry = try await MainActor.run { try ledger.entry(for: "m-3") }
        XCTAssertEqual(entry?.lastOutcome, DeliveryOutcome.failed.rawValue)
    }
}
