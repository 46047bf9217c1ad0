import XCTest
@testable import HeronLedger

final class LedgerExportTests: XCTestCase {
    func testCSVEscapesQuotes() {
        let csv = LedgerExport.csv([.init(payee: "Joe's \"Deli\"", amount: -12.5)])
        XCTAssertEqual(csv.split(separator: "\n").last, "\"Joe's \"\"Deli\"\"\",-12.50")
    }
}
