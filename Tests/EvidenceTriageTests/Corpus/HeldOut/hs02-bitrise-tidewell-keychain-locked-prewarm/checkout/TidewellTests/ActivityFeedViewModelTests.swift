import XCTest
@testable import Tidewell

@MainActor
final class ActivityFeedViewModelTests: XCTestCase {
    func testShowsNewestFirst() {
        let now = Date(timeIntervalSince1970: 1_764_000_000)
        let model = ActivityFeedViewModel(clock: { now })
        model.show([("High tide", now.addingTimeInterval(-60)), ("Swell alert", now.addingTimeInterval(-300))])
        XCTAssertEqual(model.rows.first?.hasPrefix("High tide"), true)
    }

    func testRelativeTimestampsRefreshAfterMinute() async throws {
        var now = Date(timeIntervalSince1970: 1_764_000_000)
        let model = ActivityFeedViewModel(clock: { now })
        let events = [("High tide", now.addingTimeInterval(-60))]
        model.show(events)
        model.startTicking(every: 0.2, events: events)
        now = now.addingTimeInterval(60)
        try await Task.sleep(for: .milliseconds(250))
        XCTAssertEqual(model.rows, ["High tide · 2 min. ago"])
    }
}
