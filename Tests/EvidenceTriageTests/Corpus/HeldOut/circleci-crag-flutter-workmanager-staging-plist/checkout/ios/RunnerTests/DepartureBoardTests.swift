import XCTest
@testable import Runner

final class DepartureBoardTests: XCTestCase {
    func testRelativeMinutesRoundsUp() {
        let departure = Date().addingTimeInterval(61)
        XCTAssertEqual(DepartureBoard.relativeLabel(for: departure, now: Date()), "2 min")
    }
}
