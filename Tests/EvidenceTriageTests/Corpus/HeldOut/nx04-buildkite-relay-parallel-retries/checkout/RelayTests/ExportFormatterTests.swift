import XCTest
@testable import Relay

final class ExportFormatterTests: XCTestCase {
    func testCsvEscapesQuotes() {
        let row = ExportFormatter.csvRow(["Ana", "says \"hi\""])
        XCTAssertEqual(row, "Ana,\"says \"\"hi\"\"\"")
    }
}
