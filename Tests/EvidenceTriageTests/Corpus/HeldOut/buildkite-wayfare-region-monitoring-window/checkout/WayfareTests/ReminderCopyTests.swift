import XCTest
@testable import Wayfare

final class ReminderCopyTests: XCTestCase {
    func testArrivalBodyIncludesPlaceName() {
        let place = Place(id: "ferry-terminal", name: "Ferry Terminal", radius: 25)
        let body = ReminderCopy.arrivalBody(for: place, reminders: ["Buy return ticket"])
        XCTAssertEqual(body, "You have arrived at Ferry Terminal: Buy return ticket")
    }
}
