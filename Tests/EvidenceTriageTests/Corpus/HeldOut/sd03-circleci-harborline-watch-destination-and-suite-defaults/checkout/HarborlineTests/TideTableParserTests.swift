import XCTest
@testable import Harborline

final class TideTableParserTests: XCTestCase {
    func testParsesHighWaterRows() throws {
        let rows = try TideTableParser().parse(Fixtures.csv("dover-2026-09"))
        XCTAssertEqual(rows.filter { $0.kind == .high }.count, 58)
    }

    func testParsesNegativeLowWater() throws {
        let rows = try TideTableParser().parse("2026-09-18T04:12:00Z,LW,-0.3\n")
        XCTAssertEqual(rows.first?.heightMetres, -0.3)
    }
}
