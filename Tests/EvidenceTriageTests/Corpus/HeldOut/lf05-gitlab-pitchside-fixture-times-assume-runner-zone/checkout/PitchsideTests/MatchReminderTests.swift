import XCTest
@testable import Pitchside

final class MatchReminderTests: XCTestCase {
    func testReminderDayBeforeAcrossDSTChange() {
        var london = Calendar(identifier: .gregorian)
        london.timeZone = TimeZone(identifier: "Europe/London")!
        // Kick-off Sunday 25 Oct 2026 19:45 (GMT, clocks went back at 02:00 that morning).
        let kickoff = london.date(from: DateComponents(year: 2026, month: 10, day: 25, hour: 19, minute: 45))!
        let fire = MatchReminder.fireDate(forKickoff: kickoff)
        let parts = london.dateComponents([.day, .hour, .minute], from: fire)
        XCTAssertEqual(parts.day, 24)
        XCTAssertEqual(parts.hour, 19, "reminder should fire at 19:45 on Saturday, London time")
    }
}
