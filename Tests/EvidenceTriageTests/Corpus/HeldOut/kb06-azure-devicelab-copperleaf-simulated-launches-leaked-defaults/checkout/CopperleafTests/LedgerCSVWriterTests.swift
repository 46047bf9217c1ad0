import XCTest
@testable import Copperleaf

final class LedgerCSVWriterTests: XCTestCase {
    func testQuotesFieldsWithCommas() {
        let csv = LedgerCSVWriter.csv(for: [LedgerRow(date: "2026-11-02", merchant: "Smith, Jones & Co", amount: "18.20")])
        XCTAssertEqual(csv.split(separator: "\n").last, "2026-11-02,\"Smith, Jones & Co\",18.20")
    }
}
