import XCTest
@testable import App

final class TripPlannerViewModelTests: XCTestCase {
    func testReplanAfterDelay() async throws {
        let feed = StubRealtimeFeed(delays: ["S3-0712": 240])
        let model = TripPlannerViewModel(feed: feed, clock: .init(now: "2026-09-02T07:05:00+02:00"))

        await model.plan(from: "Hauptbahnhof", to: "Flughafen")
        try await Task.sleep(for: .milliseconds(300))   // debounce of the realtime listener

        XCTAssertEqual(model.legs.first?.line, "S2")
    }
}
