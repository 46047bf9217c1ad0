import XCTest
@testable import Brindle

final class SilentPushHandlerTests: XCTestCase {
    func testContentAvailablePushRunsInboxSync() {
        let delegate = AppDelegate(inboxSync: InboxSyncSpy(changed: true))
        let done = expectation(description: "completion called")
        delegate.application(.shared, didReceiveRemoteNotification: ["aps": ["content-available": 1]]) { result in
            XCTAssertEqual(result, .newData)
            done.fulfill()
        }
        wait(for: [done], timeout: 1)
    }

    func testAlertPushDoesNotSync() {
        let sync = InboxSyncSpy(changed: true)
        let delegate = AppDelegate(inboxSync: sync)
        delegate.application(.shared, didReceiveRemoteNotification: ["aps": ["alert": "hi"]]) { result in
            XCTAssertEqual(result, .noData)
        }
        XCTAssertEqual(sync.runs, 0)
    }
}
