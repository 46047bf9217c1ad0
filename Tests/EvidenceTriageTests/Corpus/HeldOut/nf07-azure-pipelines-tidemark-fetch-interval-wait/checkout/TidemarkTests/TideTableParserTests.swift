import XCTest
@testable import Tidemark

final class TideTableParserTests: XCTestCase {
    func testParsesNegativeHeights() throws {
        let csv = "2026-10-20T03:12:00Z,LOW,-0.3\n2026-10-20T09:31:00Z,HIGH,5.8\n"
        let events = try TideTableParser().parse(csv)
        XCTAssertEqual(events.first?.heightMetres, -0.3)
    }
}
