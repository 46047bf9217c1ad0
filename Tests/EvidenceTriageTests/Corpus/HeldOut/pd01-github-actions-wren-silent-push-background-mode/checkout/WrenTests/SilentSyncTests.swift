import XCTest
@testable import Wren

final class SilentSyncTests: XCTestCase {
    override func tearDown() {
        FeedSyncCoordinator.shared.onSyncFinishedForTesting = nil
        super.tearDown()
    }

    func testSyncHandlerReportsNewData() {
        let fetcher = StubFeedFetcher(newItems: 3)
        let coordinator = FeedSyncCoordinator(fetcher: fetcher)
        var result: UIBackgroundFetchResult?
        coordinator.handleContentAvailablePush(["aps": ["content-available": 1]]) { result = $0 }
        XCTAssertEqual(result, .newData)
    }

    func testSilentPushTriggersFeedSync() throws {
        let synced = expectation(description: "feed sync after content-available push")
        FeedSyncCoordinator.shared.onSyncFinishedForTesting = { _ in synced.fulfill() }
        try SimulatorPushBridge.send(payloadNamed: "silent-feed-update", to: "com.wrenreader.wren")
        XCUIDeviceHelper.sendAppToBackground()
        wait(for: [synced], timeout: 30)
    }
}
