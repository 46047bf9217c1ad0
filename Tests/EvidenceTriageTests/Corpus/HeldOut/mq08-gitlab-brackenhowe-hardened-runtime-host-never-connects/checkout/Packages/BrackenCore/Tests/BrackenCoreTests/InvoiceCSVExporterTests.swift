import XCTest
@testable import BrackenCore

final class InvoiceCSVExporterTests: XCTestCase {
    func testEscapesCommasInNotes() {
        let csv = InvoiceCSVExporter().export([.fixture(note: "design, review")])
        XCTAssertEqual(csv.split(separator: "\n")[1], "2026-08-12,Acme,1.5,\"design, review\"")
    }
}
