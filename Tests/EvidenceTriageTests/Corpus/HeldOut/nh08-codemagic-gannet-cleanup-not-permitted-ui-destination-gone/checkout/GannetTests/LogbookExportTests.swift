import XCTest
@testable import Gannet

final class LogbookExportTests: XCTestCase {
    func testCSVEscapesCommas() throws {
        let entry = LogEntry(vessel: "Skerry, II", date: .fixture("2026-11-12"), miles: 14.5)
        let csv = LogbookExporter().csv([entry])
        XCTAssertEqual(csv.split(separator: "\n")[1], "\"Skerry, II\",2026-11-12,14.5")
    }
}
