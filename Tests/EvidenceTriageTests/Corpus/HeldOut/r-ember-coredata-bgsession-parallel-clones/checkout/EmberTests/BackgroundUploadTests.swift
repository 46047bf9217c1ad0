import XCTest
@testable import Ember

final class BackgroundUploadTests: XCTestCase {
    func testHandleEventsCalledAfterSyncGETCompletes() {
        let delivered = expectation(description: "handleEventsForBackgroundURLSession delivered")
        AppDelegate.testHooks.onBackgroundSessionEvents = { _ in delivered.fulfill() }
        BackgroundTransfer.shared.startSync(url: URL(string: "https://sync.ember.test/v3/notes?since=0")!)
        wait(for: [delivered], timeout: 30)
    }
}
