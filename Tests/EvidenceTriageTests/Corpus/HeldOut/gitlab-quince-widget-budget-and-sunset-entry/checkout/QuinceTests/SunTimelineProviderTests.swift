import WidgetKit
import XCTest
@testable import QuinceWidgets

final class SunTimelineProviderTests: XCTestCase {
    private let oslo = SunLocation(latitude: 59.9139, longitude: 10.7522, timeZone: "Europe/Oslo")

    func testPolicyReloadsAfterNextEvent() async throws {
        let clock = FixedClock("2026-10-20T12:00:00+02:00")
        let provider = SunTimelineProvider(location: oslo, clock: clock)

        let timeline = await provider.makeTimeline()

        guard case .after(let date) = timeline.policy else { return XCTFail("policy \(timeline.policy)") }
        XCTAssertLessThanOrEqual(date, clock.now.addingTimeInterval(5 * 60))
    }

    func testTimelineIncludesEntryAtSunset() async throws {
        let clock = FixedClock("2026-10-20T12:00:00+02:00")
        let provider = SunTimelineProvider(location: oslo, clock: clock)
        let sunset = SunCalculator(location: oslo).sunset(on: clock.now)!   // 17:52 local

        let timeline = await provider.makeTimeline()

        XCTAssertTrue(timeline.entries.contains { $0.date == sunset },
                      "entries: \(timeline.entries.map(\.date)) - no entry at sunset \(sunset)")
    }

    func testEntriesAreChronological() async throws {
        let provider = SunTimelineProvider(location: oslo, clock: FixedClock("2026-10-20T12:00:00+02:00"))
        let dates = await provider.makeTimeline().entries.map(\.date)
        XCTAssertEqual(dates, dates.sorted())
    }
}
