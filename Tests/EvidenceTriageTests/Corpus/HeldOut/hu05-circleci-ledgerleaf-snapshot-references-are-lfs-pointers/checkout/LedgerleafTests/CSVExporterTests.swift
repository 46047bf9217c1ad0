import XCTest
@testable import Ledgerleaf

final class CSVExporterTests: XCTestCase {
    func testEscapesCommasInPayee() {
        let row = Transaction(date: "2026-11-02", payee: "Sparrow & Finch, Ltd.", amountCents: -4_250)
        XCTAssertEqual(CSVExporter().line(for: row), "2026-11-02,\"Sparrow & Finch, Ltd.\",-42.50")
    }

    func testHeader() {
        XCTAssertEqual(CSVExporter().header, "date,payee,amount")
    }
}
