import XCTest
@testable import Warblerlog

final class ChecklistExportTests: XCTestCase {
    func testExportsOneRowPerSpecies() {
        let csv = ChecklistExporter().csv(for: .fixture(species: 4))
        XCTAssertEqual(csv.split(separator: "\n").count, 5)
    }

    func testCSVHeaderOrder() {
        let csv = ChecklistExporter().csv(for: .fixture(species: 1))
        let header = String(csv.split(separator: "\n")[0])
        // Column order of the eBird "record format" import.
        XCTAssertEqual(header, "date,location,species,count,notes", "eBird import expects location before species")
    }

    func testCSVEscapesCommasInNotes() {
        let csv = ChecklistExporter().csv(for: .fixture(notes: "flock of 12, feeding"))
        XCTAssertTrue(csv.contains("\"flock of 12, feeding\""))
    }
}
