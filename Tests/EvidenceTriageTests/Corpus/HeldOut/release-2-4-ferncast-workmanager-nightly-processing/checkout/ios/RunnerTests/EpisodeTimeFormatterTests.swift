import XCTest
@testable import Runner

final class EpisodeTimeFormatterTests: XCTestCase {
    func testReleaseTimeUsesTwelveHourClock() {
        let hour = Calendar.current.component(.hour, from: Date()) - 2
        let date = Calendar.current.date(bySettingHour: hour, minute: 30, second: 0, of: Date())!
        let text = EpisodeTimeFormatter().releaseText(for: date)
        XCTAssertEqual(text, "Released \(hour % 12 == 0 ? 12 : hour % 12):30 \(hour < 12 ? "AM" : "PM")")
    }
}
