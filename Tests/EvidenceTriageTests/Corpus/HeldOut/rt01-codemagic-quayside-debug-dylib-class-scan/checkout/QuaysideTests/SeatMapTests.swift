import XCTest
@testable import Quayside

final class SeatMapTests: XCTestCase {
    func testWheelchairSpacesExcludedFromAutoAssign() {
        let map = SeatMap(seats: [
            Seat(id: "W1", isWheelchairSpace: true, isTaken: false),
            Seat(id: "A1", isWheelchairSpace: false, isTaken: false),
            Seat(id: "A2", isWheelchairSpace: false, isTaken: false),
        ])
        let assigned = map.autoAssign(count: 2).map(\.id)
        XCTAssertEqual(assigned, ["A1", "A2"])
    }
}
