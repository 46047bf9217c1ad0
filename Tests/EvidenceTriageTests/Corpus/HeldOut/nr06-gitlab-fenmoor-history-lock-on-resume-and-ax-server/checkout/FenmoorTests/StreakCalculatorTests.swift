import XCTest
@testable import Fenmoor

final class StreakCalculatorTests: XCTestCase {
    func testStreakSurvivesMidnightSession() throws {
        let sessions = try Session.fixtures("midnight-crossing.json")
        XCTAssertEqual(StreakCalculator().currentStreak(sessions, today: .fixture("2026-11-12")), 6)
    }
}
