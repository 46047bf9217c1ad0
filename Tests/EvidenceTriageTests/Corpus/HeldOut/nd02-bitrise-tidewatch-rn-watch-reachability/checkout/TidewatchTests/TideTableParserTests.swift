import XCTest
@testable import Tidewatch

final class TideTableParserTests: XCTestCase {
    func testParsesHighWater() throws {
        let rows = try TideTableParser().parse(Fixtures.csv("porthcawl-2026-11"))
        XCTAssertEqual(rows.first?.kind, .high)
    }

    func testParsesNegativeLowTide() throws {
        let rows = try TideTableParser().parse("2026-11-21T05:12:00Z,LW,-0.4\n")
        XCTAssertEqual(rows.first?.heightMetres, -0.4)
    }
}
