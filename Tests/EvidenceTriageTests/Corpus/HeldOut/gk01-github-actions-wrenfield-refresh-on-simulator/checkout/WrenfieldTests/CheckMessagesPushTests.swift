import XCTest
@testable import Wrenfield

final class CheckMessagesPushTests: XCTestCase {
    private var delegate: AppDelegate!
    private var settings: NotificationSettingsStore!
    private var receiver: StubMessageReceiver!

    override func setUp() {
        super.setUp()
        settings = NotificationSettingsStore(defaults: UserDefaults(suiteName: "CheckMessagesPushTests")!)
        receiver = StubMessageReceiver(result: true)
        delegate = AppDelegate()
        delegate.settings = settings
        delegate.receiver = receiver
    }

    func testCheckMessagesPushReceivesWhenPeriodicEnabled() {
        settings.periodicEnabled = true
        let done = expectation(description: "fetch completion called")
        delegate.application(.shared, didReceiveRemoteNotification: ["checkMessages": true]) { result in
            XCTAssertEqual(result, .newData)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(receiver.calls, 1)
    }

    func testCheckMessagesPushCompletesWhenPeriodicDisabled() {
        settings.periodicEnabled = false
        let done = expectation(description: "fetch completion called")
        delegate.application(.shared, didReceiveRemoteNotification: ["checkMessages": true]) { result in
            XCTAssertEqual(result, .noData)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(receiver.calls, 0)
    }

    func testOtherPushCompletesWithNoData() {
        let done = expectation(description: "fetch completion called")
        delegate.application(.shared, didReceiveRemoteNotification: ["aps": ["content-available": 1]]) { result in
            XCTAssertEqual(result, .noData)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }
}
