import XCTest
@testable import Tindale

final class ExpenseTotalsTests: XCTestCase {
    func testMonthlyTotalAcrossDST() throws {
        let ledger = Ledger.fixture("october-dst.json", timeZone: "Europe/Berlin")
        XCTAssertEqual(ledger.total(forMonth: "2026-10"), Decimal(string: "1843.27"))
    }
}
