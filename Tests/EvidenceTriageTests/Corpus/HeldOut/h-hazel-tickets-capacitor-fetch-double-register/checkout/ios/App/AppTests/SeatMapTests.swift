import XCTest
@testable import App

final class SeatMapTests: XCTestCase {
    func testSeatMapLoadsSections() throws {
        let map = try SeatMap.load(fixture: "arena-small")
        XCTAssertEqual(map.sections.count, 12)
    }
}
