import XCTest
@testable import Harbormint

final class StatementParserTests: XCTestCase {
    func testPendingTransactionsExcluded() {
        let csv = "date;amount;status\n2026-08-10;-1250;BOOKED\n2026-08-11;-4999;PENDING"
        XCTAssertEqual(StatementParser.booked(from: csv).count, 1)
    }
}
