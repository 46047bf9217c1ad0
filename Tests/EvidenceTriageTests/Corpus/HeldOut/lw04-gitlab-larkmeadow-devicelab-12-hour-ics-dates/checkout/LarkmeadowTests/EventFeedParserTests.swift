import XCTest
@testable import Larkmeadow

final class EventFeedParserTests: XCTestCase {
    private let parser = EventFeedParser(dates: ICSDateParser())

    func testParsesAllDayEvent() throws {
        let events = try parser.parse(Fixtures.ics("all-day"))
        XCTAssertEqual(events.first?.isAllDay, true)
    }

    func testParsesRecurrenceRule() throws {
        let events = try parser.parse(Fixtures.ics("weekly-standup"))
        XCTAssertEqual(events.first?.recurrence?.frequency, .weekly)
    }

    func testParsesTimedEventStart() throws {
        // DTSTART;TZID=Europe/London:20261124T183000
        let events = try parser.parse(Fixtures.ics("choir-rehearsal"))
        let start = try XCTUnwrap(events.first?.start)
        XCTAssertEqual(start, ISO8601DateFormatter().date(from: "2026-11-24T18:30:00Z"))
    }

    func testUnfoldsLongLines() throws {
        let events = try parser.parse(Fixtures.ics("folded-description"))
        XCTAssertEqual(events.first?.notes?.count, 212)
    }
}
