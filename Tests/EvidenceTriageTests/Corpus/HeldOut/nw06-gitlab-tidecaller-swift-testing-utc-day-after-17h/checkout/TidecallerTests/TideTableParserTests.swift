import XCTest
@testable import Tidecaller

final class TideTableParserTests: XCTestCase {
    func testParsesHighLowPairs() throws {
        let table = try TideTableParser().parse(Fixtures.data("jakarta-2026-09-29.json"))
        XCTAssertEqual(table.events.count, 4)
        XCTAssertEqual(table.events.map(\.kind), [.high, .low, .high, .low])
    }
}
