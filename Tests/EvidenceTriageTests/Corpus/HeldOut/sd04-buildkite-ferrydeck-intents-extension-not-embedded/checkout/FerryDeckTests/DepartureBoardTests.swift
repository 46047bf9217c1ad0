import XCTest
@testable import FerryDeck

final class DepartureBoardTests: XCTestCase {
    func testCancelledSailingsSortLast() {
        let board = DepartureBoard(sailings: [
            Sailing(id: "A", departs: Fixtures.time("07:30"), status: .cancelled),
            Sailing(id: "B", departs: Fixtures.time("08:15"), status: .onTime),
            Sailing(id: "C", departs: Fixtures.time("09:00"), status: .delayed(minutes: 10)),
        ])
        XCTAssertEqual(board.rows.map(\.id), ["B", "C", "A"])
    }
}
