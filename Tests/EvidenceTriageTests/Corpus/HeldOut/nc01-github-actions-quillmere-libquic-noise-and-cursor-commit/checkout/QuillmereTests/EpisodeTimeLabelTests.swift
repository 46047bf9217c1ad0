import XCTest
@testable import Quillmere

final class EpisodeTimeLabelTests: XCTestCase {
    func testAiredAtShortTime() {
        var components = DateComponents(year: 2026, month: 11, day: 30, hour: 14, minute: 30)
        components.timeZone = TimeZone(identifier: "UTC")
        let date = Calendar(identifier: .gregorian).date(from: components)!
        let label = EpisodeTimeLabel(timeZone: TimeZone(identifier: "UTC")!)
        XCTAssertEqual(label.shortTime(for: date), "14:30")
    }

    func testAiredTodayPrefix() {
        let label = EpisodeTimeLabel(timeZone: .current)
        XCTAssertTrue(label.relative(for: Date()).hasPrefix("Today"))
    }
}
