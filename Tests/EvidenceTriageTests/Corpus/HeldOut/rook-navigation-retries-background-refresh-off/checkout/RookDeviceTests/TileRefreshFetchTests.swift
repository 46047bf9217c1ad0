import XCTest
import UIKit
@testable import Rook

/// Offline-tile refresh uses the classic background fetch
/// (application(_:performFetchWithCompletionHandler:)).
final class TileRefreshFetchTests: XCTestCase {
    func testMinimumFetchIntervalIsSet() {
        XCTAssertEqual(TileRefresh.minimumInterval, 3600)
    }

    func testBackgroundFetchRefreshesTiles() {
        let fetched = expectation(description: "performFetch delivered to TileRefresh")
        TileRefresh.shared.onFetch = { fetched.fulfill() }
        UIApplication.shared.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
        LabHarness.sendAppToBackground()
        wait(for: [fetched], timeout: 15 * 60)
    }
}
