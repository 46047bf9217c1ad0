import XCTest
@testable import Quarry

final class SiteNoteExporterTests: XCTestCase {
    func testCSVEscapesCommas() {
        let note = SiteNote(site: "North face, bench 3", depth: 2.5, text: "clay")
        let csv = SiteNoteExporter().csvRow(for: note)
        XCTAssertEqual(csv, "\"North face, bench 3\",2.5,clay")
    }
}
