import XCTest
import EventKit
@testable import TamarackField

final class FieldVisitCalendarTests: XCTestCase {
    func testAddVisitToCalendar() async throws {
        let calendar = FieldVisitCalendar(store: EKEventStore())
        let granted = try await calendar.store.requestAccess(to: .event)
        XCTAssertTrue(granted)
        try calendar.add(.fixture(site: "North Ridge plot 7"))
    }
}
