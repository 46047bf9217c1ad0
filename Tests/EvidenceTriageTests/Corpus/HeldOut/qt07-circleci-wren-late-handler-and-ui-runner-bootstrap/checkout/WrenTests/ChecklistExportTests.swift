import XCTest
@testable import Wren

final class ChecklistExportTests: XCTestCase {
    func testCSVEscapesCommas() {
        let csv = ChecklistExporter().csv([.init(species: "Warbler, Yellow", count: 2)])
        XCTAssertEqual(csv, "species,count\n\"Warbler, Yellow\",2\n")
    }
}
