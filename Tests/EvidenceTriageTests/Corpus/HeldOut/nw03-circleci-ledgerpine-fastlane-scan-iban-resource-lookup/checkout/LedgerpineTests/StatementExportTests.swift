import XCTest
@testable import Ledgerpine

final class StatementExportTests: XCTestCase {
    func testCSVHeaderOrder() throws {
        let csv = try StatementExporter().csv(for: .fixture)
        let header = csv.split(separator: "\n").first.map(String.init)
        XCTAssertEqual(header, "date,description,amount,currency,balance")
    }
}
