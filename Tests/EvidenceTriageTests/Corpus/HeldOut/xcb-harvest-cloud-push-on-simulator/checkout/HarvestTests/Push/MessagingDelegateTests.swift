import XCTest
@testable import Harvest

final class MessagingDelegateTests: XCTestCase {
    private let delegate = AppDelegate()

    func testBackgroundMessageCallsCompletion() throws {
        let completed = expectation(description: "completion handler called")
        let message: [AnyHashable: Any] = ["aps": ["content-available": 1], "gcm.message_id": "0:1786021"]
        delegate.application(.shared, didReceiveRemoteNotification: message) { _ in completed.fulfill() }
        wait(for: [completed], timeout: 3)
    }
}
