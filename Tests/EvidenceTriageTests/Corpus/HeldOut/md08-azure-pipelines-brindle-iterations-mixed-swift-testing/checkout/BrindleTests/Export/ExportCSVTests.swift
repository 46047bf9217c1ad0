import XCTest
@testable import BrindleKit

final class ExportCSVTests: XCTestCase {
    func testEscapesQuotesInTitles() {
        let csv = CSVExporter().export([.fixture(title: "The \"Best\" Sites", url: "https://example.org")])
        XCTAssertEqual(csv.split(separator: "\n").last, "\"The \"\"Best\"\" Sites\",https://example.org")
    }
}
