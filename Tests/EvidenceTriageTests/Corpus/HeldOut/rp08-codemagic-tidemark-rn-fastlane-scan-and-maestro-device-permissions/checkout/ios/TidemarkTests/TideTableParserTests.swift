import XCTest
@testable import Tidemark

final class TideTableParserTests: XCTestCase {
    func testParsesNegativeLowWater() throws {
        let rows = try TideTableParser.parse("2026-08-20T03:14Z,LOW,-0.3\n2026-08-20T09:31Z,HIGH,4.1")
        XCTAssertEqual(rows.first?.heightMeters, -0.3)
    }
}
