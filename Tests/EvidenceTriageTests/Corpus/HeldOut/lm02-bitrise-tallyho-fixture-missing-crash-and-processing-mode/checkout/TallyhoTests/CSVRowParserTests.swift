import XCTest
@testable import Tallyho

final class CSVRowParserTests: XCTestCase {
    func testQuotedFieldWithComma() throws {
        let row = try CSVRowParser.parse(#"2026-10-02,"Coffee, beans",4.50"#)
        XCTAssertEqual(row.count, 3)
    }
}
