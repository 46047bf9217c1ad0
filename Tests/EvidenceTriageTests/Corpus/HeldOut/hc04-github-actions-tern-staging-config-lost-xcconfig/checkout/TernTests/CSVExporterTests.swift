import XCTest
@testable import TernKit

final class CSVExporterTests: XCTestCase {
    func testQuotesFieldsWithCommas() {
        let row = Sighting(species: "Tern, Arctic", count: 3, place: "Farne Islands")
        XCTAssertEqual(CSVExporter().line(for: row), "\"Tern, Arctic\",3,Farne Islands")
    }
}
