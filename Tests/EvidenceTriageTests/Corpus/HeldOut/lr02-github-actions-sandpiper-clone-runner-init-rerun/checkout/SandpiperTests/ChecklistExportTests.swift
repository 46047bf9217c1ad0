import XCTest
@testable import Sandpiper

final class ChecklistExportTests: XCTestCase {
    func testCSVEscapesCommasInNotes() {
        let checklist = Checklist(entries: [
            .init(commonName: "Northern Pintail", count: 4, notes: "pair, drake in eclipse")
        ])
        let csv = ChecklistCSVExporter().csv(for: checklist)
        XCTAssertEqual(csv.split(separator: "\n").last, "Northern Pintail,4,\"pair, drake in eclipse\"")
    }

    func testHeaderRow() {
        let csv = ChecklistCSVExporter().csv(for: Checklist(entries: []))
        XCTAssertEqual(csv, "Common Name,Count,Notes")
    }
}
