import XCTest
@testable import App

final class BerthAvailabilityTests: XCTestCase {
    func testOverlappingStayRejected() {
        let calendar = BerthCalendar(existing: [Stay(from: "2026-09-04", to: "2026-09-07")])
        XCTAssertTrue(calendar.canBook(Stay(from: "2026-09-07", to: "2026-09-09")))
        XCTAssertFalse(calendar.canBook(Stay(from: "2026-09-06", to: "2026-09-08")))
    }
}
