import XCTest
@testable import Saltmarsh

final class TideTableParserTests: XCTestCase {
    func testParsesHighAndLowWater() throws {
        let table = try TideTableParser.parse(fixture("whitstable-2026-08-13"))
        XCTAssertEqual(table.events.count, 4)
        XCTAssertEqual(table.events.first?.kind, .low)
    }
}
