import XCTest
@testable import Pinnacle

final class BackgroundSyncCoordinatorTests: XCTestCase {
    func testFetchResultFailedOnNetworkError() {
        let c = BackgroundSyncCoordinator(api: StubSummitAPI(result: .failure(URLError(.notConnectedToInternet))), store: InMemoryLogStore())
        var got: UIBackgroundFetchResult?
        c.handleSilentPush(["aps": ["content-available": 1]]) { got = $0 }
        XCTAssertEqual(got, .failed)
    }

    func testFetchResultNoDataWhenNothingChanged() {
        let store = InMemoryLogStore(lastSyncToken: "tok-41")
        let c = BackgroundSyncCoordinator(api: StubSummitAPI(result: .success(.init(logs: [], nextToken: "tok-41"))), store: store)
        var got: UIBackgroundFetchResult?
        c.handleSilentPush(["aps": ["content-available": 1]]) { got = $0 }
        XCTAssertEqual(got, .noData)
    }
}
