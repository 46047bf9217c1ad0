import XCTest
@testable import Quokka

final class PushDeliveryTests: XCTestCase {
    private var observer: NSObjectProtocol?

    override func tearDown() {
        observer.map(NotificationCenter.default.removeObserver)
        super.tearDown()
    }

    func testSilentPushPayloadIsRecognised() {
        let payload: [AnyHashable: Any] = ["aps": ["content-available": 1], "thread": "t-19"]
        XCTAssertTrue(PushRouter.isBackgroundSync(payload))
    }

    func testFiveSilentPushesWakeAppFiveTimes() throws {
        let handled = expectation(description: "silent push handled")
        handled.expectedFulfillmentCount = 5
        observer = NotificationCenter.default.addObserver(forName: .quokkaSilentPushHandled, object: nil, queue: .main) { _ in
            handled.fulfill()
        }
        for n in 1...5 {
            try PushBridge.send(.silentThreadSync(thread: "t-\(n)"), to: "com.quokkachat.quokka")
        }
        wait(for: [handled], timeout: 20)
    }
}
