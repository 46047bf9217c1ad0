import XCTest
@testable import Saltmarsh

final class TideTableParserTests: XCTestCase {
    private let parser = TideTableParser()

    func testParsesHighWater() {
        let events = parser.parse("2025-05-14T09:27:00Z,H,4.82")
        XCTAssertEqual(events.first?.heightMetres, 4.82)
    }

    func testParsesNegativeLowWater() {
        let events = parser.parse("2025-05-14T03:12:00Z,L,-0.21")
        XCTAssertEqual(events.first?.heightMetres, -0.21)
    }

    func testSkipsMalformedLines() {
        XCTAssertEqual(parser.parse("not,a,row\n2025-05-14T09:27:00Z,H,4.82").count, 1)
    }
}
