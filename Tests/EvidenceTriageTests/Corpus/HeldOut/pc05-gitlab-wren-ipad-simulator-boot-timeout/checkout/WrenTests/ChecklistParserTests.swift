import XCTest
@testable import Wren

final class ChecklistParserTests: XCTestCase {
    func testParsesCountsWithX() throws {
        let rows = try ChecklistParser().parse("Eurasian Wren x3\nRobin x1")
        XCTAssertEqual(rows.map(\.count), [3, 1])
    }
}
