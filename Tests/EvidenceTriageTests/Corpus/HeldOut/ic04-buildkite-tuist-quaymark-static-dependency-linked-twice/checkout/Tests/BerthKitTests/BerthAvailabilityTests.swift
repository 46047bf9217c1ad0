import XCTest
@testable import BerthKit

final class BerthAvailabilityTests: XCTestCase {
    func testFreeBerthCanBeBooked() {
        let availability = BerthAvailability(bookings: [.fixture(berth: "C7", from: "10:00", to: "12:00")])
        XCTAssertTrue(availability.canBook(berth: "C7", from: .time("12:00"), to: .time("14:00")))
    }

    func testOverlappingBookingsAreRejected() {
        let availability = BerthAvailability(bookings: [.fixture(berth: "C7", from: "15:00", to: "17:00")])
        XCTAssertFalse(availability.canBook(berth: "C7", from: .time("14:00"), to: .time("16:00")),
                       "booking 14:00–16:00 overlaps 15:00–17:00 on berth C7")
    }
}
