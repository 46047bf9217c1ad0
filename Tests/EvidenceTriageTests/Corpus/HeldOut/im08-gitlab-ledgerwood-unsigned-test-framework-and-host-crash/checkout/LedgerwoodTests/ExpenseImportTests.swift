import XCTest
@testable import Ledgerwood

final class ExpenseImportTests: XCTestCase {
    func testImportsSimpleRows() {
        let csv = "date,merchant,amount\n2026-11-02,Corner Cafe,4.20\n"
        XCTAssertEqual(CSVExpenseImporter().parse(csv).first?.amountMinor, 420)
    }

    func testImportsCSVWithQuotedCommas() {
        let csv = "date,merchant,amount\n2026-11-03,\"Smith, Jones & Co\",120.00\n2026-11-04,Rail Ticket,38.50\n"
        let rows = CSVExpenseImporter().parse(csv)
        XCTAssertEqual(rows.map(\.merchant), ["Smith, Jones & Co", "Rail Ticket"])
    }
}
