import XCTest
import WidgetKit
@testable import AlmanacWidgetCore

final class WidgetTimelineTests: XCTestCase {
    func testTimelineReadsSessionFromSharedKeychain() throws {
        // The app writes the session under the shared access group at sign-in.
        try SharedSession.store(token: "test-session", in: .shared)
        let token = try SharedSession.read(from: .shared)
        XCTAssertEqual(token, "test-session")
    }

    func testNextReloadIsLocalMidnight() {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "America/Chicago")!
        let now = cal.date(from: DateComponents(year: 2026, month: 11, day: 19, hour: 21, minute: 30))!
        let next = AgendaTimelinePolicy.nextReload(after: now, calendar: cal)
        XCTAssertEqual(next, cal.date(from: DateComponents(year: 2026, month: 11, day: 20, hour: 0, minute: 0)))
    }
}
