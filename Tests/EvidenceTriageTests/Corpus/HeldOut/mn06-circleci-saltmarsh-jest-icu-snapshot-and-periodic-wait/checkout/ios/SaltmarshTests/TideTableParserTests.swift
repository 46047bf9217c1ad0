import XCTest
@testable import Saltmarsh

final class TideTableParserTests: XCTestCase {
    func testParsesLowWaterRow() throws {
        let rows = try TideTableParser().parse(csv: "2026-08-18,LW,04:12,0.4\n")
        XCTAssertEqual(rows.first?.heightMetres, 0.4)
    }
}
