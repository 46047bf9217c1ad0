import XCTest
@testable import Beacon

final class AppointmentReminderCopyTests: XCTestCase {
    func testReminderBodyIncludesClinicName() {
        let copy = AppointmentReminderCopy(clinic: "Praxis Dr. Weber", time: .fixture("2026-04-10T08:30:00Z"))
        XCTAssertEqual(copy.body, "Your appointment at Praxis Dr. Weber starts at 10:30.")
    }
}
