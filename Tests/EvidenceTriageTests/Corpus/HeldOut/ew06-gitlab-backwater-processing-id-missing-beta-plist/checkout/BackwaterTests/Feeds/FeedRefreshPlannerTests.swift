import Foundation
import Testing
@testable import Backwater

@Suite struct FeedRefreshPlannerTests {
    let planner = FeedRefreshPlanner()
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func appRefreshBatchIsCapped() {
        let feeds = (0..<20).map { FeedState(feedID: "f\($0)", lastRefresh: nil, feedUpdateCheckDate: nil) }
        #expect(planner.batch(from: feeds, reason: .appRefresh).count == 5)
    }

    @Test func neverCheckedFeedsComeFirst() {
        let feeds = [FeedState(feedID: "a", lastRefresh: now, feedUpdateCheckDate: now),
                     FeedState(feedID: "new", lastRefresh: nil, feedUpdateCheckDate: nil)]
        #expect(planner.batch(from: feeds, reason: .processing).first?.feedID == "new")
    }

    @Test func processingBatchSortsOldestCheckFirst() {
        let feeds = [FeedState(feedID: "a", lastRefresh: now, feedUpdateCheckDate: now.addingTimeInterval(-3600)),
                     FeedState(feedID: "b", lastRefresh: now, feedUpdateCheckDate: now.addingTimeInterval(-60)),
                     FeedState(feedID: "c", lastRefresh: now, feedUpdateCheckDate: now.addingTimeInterval(-86400))]
        let batch = planner.batch(from: feeds, reason: .processing)
        #expect(batch.map(\.feedID) == ["c", "a", "b"])
    }
}
