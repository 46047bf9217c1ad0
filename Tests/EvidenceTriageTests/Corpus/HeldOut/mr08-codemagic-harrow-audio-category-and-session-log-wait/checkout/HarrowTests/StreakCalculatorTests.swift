import Testing
import Foundation
@testable import Harrow

@Suite struct StreakCalculatorTests {
    @Test func streakSurvivesLateEveningSit() throws {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = try #require(TimeZone(identifier: "America/Chicago"))
        let sits = [Date.fixture("2026-08-11T23:40:00-05:00"), Date.fixture("2026-08-12T22:10:00-05:00")]
        #expect(StreakCalculator(calendar: cal).streak(endingOn: .fixture("2026-08-12T23:00:00-05:00"), sits: sits) == 2)
    }
}

