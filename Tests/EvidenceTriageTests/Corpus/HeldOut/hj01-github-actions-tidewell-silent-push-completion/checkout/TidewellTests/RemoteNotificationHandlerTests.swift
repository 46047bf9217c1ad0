import XCTest
import UIKit
@testable import Tidewell

final class RemoteNotificationHandlerTests: XCTestCase {
    private var store: InMemoryStationStore!

    override func setUp() {
        super.setUp()
        store = InMemoryStationStore()
    }

    func testBackgroundPushReplacesTable() {
        let client = StubTideTableClient(result: .success(.fixture(station: "9414290", events: 4)))
        let handler = RemoteNotificationHandler(stationStore: store, client: client)
        var results: [UIBackgroundFetchResult] = []

        handler.handle(userInfo: ["station": "9414290", "reason": "tide-table"],
                       applicationState: .background) { results.append($0) }

        XCTAssertEqual(results.first, .newData)
        XCTAssertEqual(store.table(for: "9414290")?.events.count, 4)
    }

    func testIgnoresPushWithoutStationID() {
        let handler = RemoteNotificationHandler(stationStore: store, client: StubTideTableClient(result: .failure(.offline)))
        var results: [UIBackgroundFetchResult] = []

        handler.handle(userInfo: ["reason": "tide-table"], applicationState: .background) { results.append($0) }

        XCTAssertEqual(results, [.noData])
    }

    func testCompletionCalledOnceWhenStationFetchFails() {
        let client = StubTideTableClient(result: .failure(.offline))
        let handler = RemoteNotificationHandler(stationStore: store, client: client)
        var calls = 0

        handler.handle(userInfo: ["station": "9414290", "reason": "tide-table"],
                       applicationState: .background) { _ in calls += 1 }

        XCTAssertEqual(calls, 1, "fetchCompletionHandler must be invoked exactly once per push")
    }

    /// UIKit (and push SDKs that swizzle the app delegate) balance the fetch
    /// completion with a dispatch group; calling it twice leaves the group
    /// more often than it was entered. Mirror that here.
    func testSilentPushBalancedWithCompletionGroup() {
        let client = StubTideTableClient(result: .failure(.offline))
        let handler = RemoteNotificationHandler(stationStore: store, client: client)
        let group = DispatchGroup()
        group.enter()

        handler.handle(userInfo: ["station": "9414290", "reason": "tide-table"],
                       applicationState: .background) { _ in
            group.leave()
        }

        XCTAssertEqual(group.wait(timeout: .now() + 1), .success)
    }
}
