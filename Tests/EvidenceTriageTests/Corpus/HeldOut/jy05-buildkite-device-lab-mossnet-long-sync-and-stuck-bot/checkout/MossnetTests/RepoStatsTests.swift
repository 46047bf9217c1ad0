import XCTest
@testable import Mossnet

final class RepoStatsTests: XCTestCase {
    func testStatsDecodeFeedCount() {
        XCTAssertEqual(RepoStats(bridge: .fixture).current().feeds, 412)
    }

    func testConcurrentStatsCallsAreSerialized() {
        let stats = RepoStats(bridge: GoBotBridge.live(repo: .fixture("repo-small")))
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            _ = stats.current()
        }
    }
}
