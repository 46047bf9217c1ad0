import XCTest
@testable import Ridgeback

extension PushBridgeTests {
    func testFetchCompletionHandlerInvoked() {
        let done = expectation(description: "fetchCompletionHandler called")
        RNPushBridge.shared.jsHandlerOverride = { _ in /* JS resolves after 0.2 s */ }
        RNPushBridge.shared.didReceiveRemoteNotification(["aps": ["content-available": 1]]) { _ in done.fulfill() }
        wait(for: [done], timeout: 5)
    }
}
