import XCTest
@testable import QuaysideKit

final class TideTableParserTests: XCTestCase {
    func testParsesHighWaterRows() throws {
        let csv = try Fixtures.string(named: "tides-dover-2026-11.csv")
        let rows = try TideTableParser().parse(csv)
        XCTAssertEqual(rows.filter { $0.kind == .high }.count, 58)
    }
}
