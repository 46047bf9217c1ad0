import XCTest
import WidgetKit
@testable import LeaderboardWidgetExtension

final class LeaderboardTimelineTests: XCTestCase {
    /// Provider returns .after(now + 5 s); WidgetKit should ask again right after that date.
    func testTimelineReloadsAfterPolicyDate() {
        let reloaded = expectation(description: "getTimeline called a second time")
        reloaded.expectedFulfillmentCount = 2
        LeaderboardProvider.timelineRequested = { reloaded.fulfill() }
        LeaderboardProvider.refreshInterval = 5
        WidgetCenter.shared.reloadTimelines(ofKind: "Leaderboard")
        wait(for: [reloaded], timeout: 20)
    }

    /// With .atEnd the next timeline must be requested as soon as the last entry's date passes.
    func testAtEndPolicyRequestsNewTimelineAfterLastEntry() {
        let requested = expectation(description: "new timeline after last entry")
        requested.expectedFulfillmentCount = 2
        LeaderboardProvider.timelineRequested = { requested.fulfill() }
        LeaderboardProvider.policyOverride = .atEnd
        LeaderboardProvider.entrySpacing = 2      // 4 entries, 2 s apart
        WidgetCenter.shared.reloadTimelines(ofKind: "Leaderboard")
        wait(for: [requested], timeout: 15)
    }
}
