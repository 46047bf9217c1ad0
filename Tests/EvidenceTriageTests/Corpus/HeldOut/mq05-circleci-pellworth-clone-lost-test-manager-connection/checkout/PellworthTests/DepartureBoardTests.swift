import XCTest
@testable import Pellworth

final class DepartureBoardTests: XCTestCase {
    func testSortsByScheduledThenRealtime() {
        let board = DepartureBoard(departures: .fixture("stop-4411"))
        XCTAssertEqual(board.sorted.map(\.line), ["S3", "12", "S3", "45"])
    }
}
