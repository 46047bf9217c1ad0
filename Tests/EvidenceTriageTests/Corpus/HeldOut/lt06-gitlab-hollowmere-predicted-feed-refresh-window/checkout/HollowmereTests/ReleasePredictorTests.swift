import XCTest
@testable import Hollowmere

final class ReleasePredictorTests: XCTestCase {
    private let berlin = TimeZone(identifier: "Europe/Berlin")!

    func testNeedsThreeEpisodes() {
        XCTAssertNil(PodcastReleasePredictor().nextRelease(after: .now, publishDates: [.now, .now]))
    }

    func testWeeklyShowPredictsNextTuesdayMorning() throws {
        // "Morgenlage" publishes Tuesdays 06:00 Berlin time.
        let dates = try ["2026-10-27T06:00:00+01:00", "2026-11-03T06:00:00+01:00", "2026-11-10T06:00:00+01:00", "2026-11-17T06:00:00+01:00"].map(iso)
        var predictor = PodcastReleasePredictor()
        predictor.calendar.timeZone = berlin
        let next = predictor.nextRelease(after: try iso("2026-11-20T12:00:00+01:00"), publishDates: dates)
        XCTAssertEqual(next, try iso("2026-11-24T06:00:00+01:00"))
    }
}
