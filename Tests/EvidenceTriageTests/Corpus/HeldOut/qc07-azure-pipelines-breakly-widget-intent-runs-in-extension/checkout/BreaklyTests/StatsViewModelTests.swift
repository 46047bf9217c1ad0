import XCTest
@testable import Breakly

final class StatsViewModelTests: XCTestCase {
    func testWeeklyTotalMinutes() {
        let cal = Calendar(identifier: .iso8601)
        let monday = cal.date(from: DateComponents(year: 2026, month: 6, day: 1, hour: 9))!
        let sessions = (0..<7).map { BreakSession(start: cal.date(byAdding: .day, value: $0, to: monday)!, minutes: 10) }
        let vm = StatsViewModel(sessions: sessions, calendar: cal, now: monday)
        XCTAssertEqual(vm.weeklyTotalMinutes, 70)
    }
}
