import XCTest
@testable import UnityFramework

final class NativeBridgeTests: XCTestCase {
    func testLeaderboardFetchCompletionCalledOnError() {
        let api = StubGameAPI(leaderboard: .failure(.http(503)))
        let bridge = BFNativeBridge(api: api)
        let done = expectation(description: "leaderboard completion")
        bridge.fetchLeaderboard(season: 12) { _, _ in done.fulfill() }
        wait(for: [done], timeout: 5)
    }

    func testCloudSaveCompletionCalledWhenOffline() {
        let bridge = BFNativeBridge(api: StubGameAPI(reachable: false))
        let done = expectation(description: "cloud save completion")
        bridge.saveToCloud(Data("slot1".utf8)) { ok in
            XCTAssertFalse(ok)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }
}
