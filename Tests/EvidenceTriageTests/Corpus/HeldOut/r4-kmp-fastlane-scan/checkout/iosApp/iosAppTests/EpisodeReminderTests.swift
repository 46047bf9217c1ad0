import XCTest
import Shared
@testable import iosApp

final class EpisodeReminderTests: XCTestCase {

    func testReminderFireDateMatchesAirTime() {
        // "The Long Dark" S02E05 airs 2026-12-04T02:00:00Z (epoch 1796349600).
        let airInstant = Kotlinx_datetimeInstant.companion.fromEpochSeconds(epochSeconds: 1_796_349_600, nanosecondAdjustment: 0)
        let fireDate = ReminderDatesKt.toAirNSDate(airInstant)
        XCTAssertEqual(fireDate, Date(timeIntervalSince1970: 1_796_349_600))
    }

    func testReminderTitleIncludesEpisodeCode() {
        let title = EpisodeReminder(show: "The Long Dark", season: 2, episode: 5).title
        XCTAssertEqual(title, "The Long Dark S02E05 airs soon")
    }
}
