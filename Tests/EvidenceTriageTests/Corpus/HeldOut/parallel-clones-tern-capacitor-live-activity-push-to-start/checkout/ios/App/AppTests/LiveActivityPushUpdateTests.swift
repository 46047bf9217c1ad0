import ActivityKit
import XCTest
@testable import App

@available(iOS 17.2, *)
final class LiveActivityPushUpdateTests: XCTestCase {
    func testScoreUpdatesWhileAppSuspended() async throws {
        let feed = ScoreFeed.recorded("osprey-vs-tern.json")
        let controller = MatchActivityController(feed: feed, pushType: nil)
        let activity = try controller.start(matchId: "match-4411")

        await XCUIDevice.shared.sendAppToBackground()
        feed.play(from: 0, speed: 10)          // the JS layer pushes updates from the feed socket

        let updated = expectation(description: "score reaches 2-1 on the Lock Screen")
        let watch = Task { for await c in activity.contentUpdates where c.state.score == "2-1" { updated.fulfill() } }
        await fulfillment(of: [updated], timeout: 20)
        watch.cancel()
    }
}
