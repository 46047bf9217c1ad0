import XCTest
@testable import Runner

final class BackgroundSyncRegistrationTests: XCTestCase {
    func testLedgerSyncRegistered() throws {
        let record = try XCTUnwrap(DiagnosticsFile.shared.last(phase: .registration, id: "org.vetch.wallet.ledger-sync"))
        XCTAssertEqual(record.outcome, .succeeded, "registration of org.vetch.wallet.ledger-sync")
    }

    func testBalanceFormatting() {
        XCTAssertEqual(BalanceFormatter(decimals: 12).string(fromPlanck: 1_500_000_000_000), "1.5")
    }
}
