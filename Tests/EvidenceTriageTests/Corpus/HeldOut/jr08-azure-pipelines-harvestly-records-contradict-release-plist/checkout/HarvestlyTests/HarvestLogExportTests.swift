import XCTest
@testable import Harvestly

final class HarvestLogExportTests: XCTestCase {
    func testCSVEscapesQuotes() {
        XCTAssertEqual(HarvestLogExporter().csvRow(["Block 7", "Honeycrisp \"late\"", "42"]),
                       "Block 7,\"Honeycrisp \"\"late\"\"\",42")
    }
}
