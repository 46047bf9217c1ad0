import XCTest
import EventKit
@testable import Pinion

final class RideCalendarTests: XCTestCase {
    func testAddsRideToCalendar() throws {
        let store = EKEventStore()
        let ride = Ride.fixture(named: "Sunday loop")
        try RideCalendar(store: store).add(ride)
    }
}
