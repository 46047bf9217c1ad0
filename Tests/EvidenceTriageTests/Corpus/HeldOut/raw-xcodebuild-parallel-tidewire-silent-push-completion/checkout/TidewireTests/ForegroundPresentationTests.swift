import XCTest
import UserNotifications
@testable import Tidewire

final class ForegroundPresentationTests: XCTestCase {
    func testWillPresentCallsCompletionHandler() {
        let delegate = NotificationPresenter(webBridge: StubWebBridge(handlerInstalled: false))
        let delivered = expectation(description: "presentation options delivered")
        delegate.present(notification: .fixture(title: "Breaking"), withCompletionHandler: { options in
            XCTAssertEqual(options, [.banner, .sound])
            delivered.fulfill()
        })
        wait(for: [delivered], timeout: 2)
    }
}
