import XCTest
@testable import SableLedger

final class ReportExportTests: XCTestCase {
    func testMonthlyCSV() throws {
        let csv = try ReportExporter.csv(for: Fixtures.augustEntries)
        XCTAssertTrue(csv.hasPrefix("date,memo,amount\n"))
        XCTAssertEqual(csv.split(separator: "\n").count, 32)
    }

    func testCSVEscapesCommas() throws {
        XCTAssertEqual(ReportExporter.escape("Lunch, team"), "\"Lunch, team\"")
    }
}
