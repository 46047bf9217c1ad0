import XCTest
@testable import Tidewater

final class TideRefreshTests: XCTestCase {
    func testRefreshRequestSubmitted() throws {
        try TideRefresh.schedule()
    }

    func testBackgroundRefreshUpdatesWidgetWithinFiveMinutes() throws {
        let fetched = expectation(description: "background fetch stored new tides")
        TideStore.shared.onStoreForTesting = { fetched.fulfill() }
        try TideRefresh.schedule()
        wait(for: [fetched], timeout: 300)
    }
}
