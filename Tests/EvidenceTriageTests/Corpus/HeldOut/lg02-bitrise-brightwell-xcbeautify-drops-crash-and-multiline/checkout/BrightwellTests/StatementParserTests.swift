import XCTest
@testable import Brightwell

final class StatementParserTests: XCTestCase {
    func testParsesSimpleRows() throws {
        let rows = try StatementParser().parse(Fixtures.string("simple.csv"))
        XCTAssertEqual(rows.count, 12)
    }

    func testParsesMultilineMemo() throws {
        let rows = try StatementParser().parse(Fixtures.string("multiline-memo.csv"))
        XCTAssertEqual(rows.count, 14)
        XCTAssertEqual(rows[13].memo, "Rent – March\n(split with J.)")
    }
}
