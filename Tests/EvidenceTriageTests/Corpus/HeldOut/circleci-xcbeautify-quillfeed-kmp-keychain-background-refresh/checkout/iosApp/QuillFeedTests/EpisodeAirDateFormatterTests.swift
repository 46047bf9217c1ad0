import XCTest
import shared
@testable import QuillFeed

final class EpisodeAirDateFormatterTests: XCTestCase {
    func testFormatsRuntimeMinutes() {
        XCTAssertEqual(EpisodeFormatting.shared.runtime(minutes: 47), "47 min")
    }

    /// Trakt sends first_aired as an instant; the schedule groups episodes by the UTC day.
    func testFormatsAirDateAsUtcDay() {
        let instant = Kotlinx_datetimeInstant.companion.parse(input: "2026-03-08T02:00:00Z")
        let day = EpisodeFormatting.shared.airDay(instant: instant)
        XCTAssertEqual(day, "2026-03-08", "air date is a UTC calendar day")
    }
}
