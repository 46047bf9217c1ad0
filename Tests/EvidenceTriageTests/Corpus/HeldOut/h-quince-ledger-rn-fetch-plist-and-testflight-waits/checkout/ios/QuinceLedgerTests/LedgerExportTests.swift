import XCTest
@testable import QuinceLedger

final class LedgerExportTests: XCTestCase {
    private let utc = TimeZone(identifier: "UTC")!

    func testStatementHeaderUsesCalendarYear() throws {
        // 29 Dec 2025 is in ISO week 1 of 2026
        let date = try XCTUnwrap(ISO8601DateFormatter().date(from: "2025-12-29T10:00:00Z"))
        let header = StatementExporter(timeZone: utc).header(for: date)
        XCTAssertEqual(header, "Statement — 29 Dec 2025")
    }

    func testCSVEscapesCommasInPayee() {
        let row = StatementExporter(timeZone: utc).csvRow(payee: "Smith, J", amount: 12.5)
        XCTAssertEqual(row, "\"Smith, J\",12.50")
    }
}
