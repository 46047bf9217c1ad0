import XCTest
@testable import Runner

final class TideTableParserTests: XCTestCase {
    private let sample = """
    2026-08-14 03:12 L -0.3
    2026-08-14 09:27 H 4.1
    2026-08-14 15:40 L 0.2
    """

    func testParsesHighWaterHeights() throws {
        let rows = try TideTableParser().parse(sample)
        XCTAssertEqual(rows.filter { $0.kind == .high }.map(\.metres), [4.1])
    }

    func testParsesNegativeLowWaterHeights() throws {
        let rows = try TideTableParser().parse(sample)
        XCTAssertEqual(rows.first?.metres, -0.3)
    }
}
