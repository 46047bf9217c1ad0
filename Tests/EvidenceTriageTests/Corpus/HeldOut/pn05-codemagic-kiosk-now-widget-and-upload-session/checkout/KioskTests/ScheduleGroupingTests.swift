import XCTest
@testable import Kiosk

final class ScheduleGroupingTests: XCTestCase {
    func testGroupsSessionsByDay() {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "Asia/Taipei")!
        let sessions = ConferenceSession.fixtures(startingAt: Date(timeIntervalSince1970: 1_790_000_000), days: 2)
        let groups = ScheduleGrouping(calendar: cal).group(sessions)
        XCTAssertEqual(groups.count, 2)
    }
}
