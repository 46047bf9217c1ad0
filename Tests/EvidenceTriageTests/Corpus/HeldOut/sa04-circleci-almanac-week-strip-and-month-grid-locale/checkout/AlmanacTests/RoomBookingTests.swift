import XCTest
@testable import Almanac

final class RoomBookingTests: XCTestCase {
    func testOverlappingBookingRejected() {
        let t = Date(timeIntervalSince1970: 1_788_300_000)
        let existing = [Booking(start: t.addingTimeInterval(3_600), end: t.addingTimeInterval(7_200))]
        let new = Booking(start: t, end: t.addingTimeInterval(5_400))
        XCTAssertFalse(RoomBookingValidator().canBook(new, existing: existing))
    }
}
