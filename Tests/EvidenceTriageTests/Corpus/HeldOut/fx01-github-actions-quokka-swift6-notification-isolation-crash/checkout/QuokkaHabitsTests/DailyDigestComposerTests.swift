import XCTest
@testable import QuokkaHabits

final class DailyDigestComposerTests: XCTestCase {
    private let pacific = TimeZone(identifier: "America/Los_Angeles")!

    private func date(_ iso: String) -> Date {
        ISO8601DateFormatter().date(from: iso)!
    }

    func testGroupsCheckInsByLocalDay() {
        let composer = DailyDigestComposer(timeZone: pacific, locale: Locale(identifier: "en_US_POSIX"))
        let checkIns = [
            CheckIn(habitID: "walk", date: date("2025-01-13T23:30:00-08:00")),   // Monday evening, Pacific
            CheckIn(habitID: "read", date: date("2025-01-14T07:15:00-08:00")),   // Tuesday morning, Pacific
        ]

        XCTAssertEqual(composer.sectionTitles(for: checkIns), ["Mon 13", "Tue 14"])
    }

    func testEmptyWeekHasNoSections() {
        let composer = DailyDigestComposer(timeZone: pacific)
        XCTAssertEqual(composer.sectionTitles(for: []), [])
    }
}
