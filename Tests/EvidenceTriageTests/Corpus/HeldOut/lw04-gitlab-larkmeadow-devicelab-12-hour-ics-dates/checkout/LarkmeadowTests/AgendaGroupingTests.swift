import XCTest
@testable import Larkmeadow

final class AgendaGroupingTests: XCTestCase {
    func testAllDayEventsFirst() {
        let builder = AgendaBuilder(timeZone: TimeZone(identifier: "Europe/London")!)
        let day = builder.group([.fixture(start: "2026-11-24T09:00:00Z"), .fixture(allDay: "2026-11-24")])["2026-11-24"]
        XCTAssertEqual(day?.first?.isAllDay, true)
    }

    func testLateEveningEventStaysOnItsLocalDay() {
        // 23:30 on 24 Nov in Los Angeles is 07:30 on 25 Nov in UTC.
        let builder = AgendaBuilder(timeZone: TimeZone(identifier: "America/Los_Angeles")!)
        let event = Event.fixture(start: "2026-11-25T07:30:00Z")
        XCTAssertEqual(builder.dayKey(for: event.start), "2026-11-24")
    }

    func testMultiDayEventAppearsEachDay() {
        let builder = AgendaBuilder(timeZone: TimeZone(identifier: "Europe/London")!)
        let groups = builder.group(Event.fixture(start: "2026-11-24T10:00:00Z", end: "2026-11-26T10:00:00Z").expandedByDay())
        XCTAssertEqual(groups.keys.sorted(), ["2026-11-24", "2026-11-25", "2026-11-26"])
    }
}
