import XCTest
@testable import Keelboat

final class DepartureBoardTests: XCTestCase {
    func testTimesSortedAscending() {
        let board = DepartureBoard(departures: [.init(ferry: "Islander", at: "14:05"), .init(ferry: "Gull", at: "09:40"), .init(ferry: "Heron", at: "11:15")])
        XCTAssertEqual(board.rows.map(\.ferry), ["Gull", "Heron", "Islander"])
    }
}
