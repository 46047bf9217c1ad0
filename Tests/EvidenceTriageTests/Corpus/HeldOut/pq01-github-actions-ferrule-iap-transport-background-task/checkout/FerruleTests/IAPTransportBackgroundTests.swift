import XCTest
@testable import Ferrule

final class IAPTransportBackgroundTests: XCTestCase {
    private var app: FakeApplication!

    override func setUp() {
        super.setUp()
        app = FakeApplication(state: .background)
    }

    func testForegroundTransportDoesNotBeginTask() {
        app.applicationState = .active
        let transport = IAPTransport(application: app)
        XCTAssertTrue(app.begunTaskNames.isEmpty)
        _ = transport
    }

    func testTransportCreatedInBackgroundStartsBackgroundTask() {
        let transport = IAPTransport(application: app)
        XCTAssertEqual(app.begunTaskNames, [IAPTransport.backgroundTaskName])
        _ = transport
    }

    func testReconnectAfterDeallocKeepsBackgroundTask() {
        let lifecycle = TransportLifecycle(application: app)
        lifecycle.connect()
        lifecycle.startSessionTimedOut()
        XCTAssertTrue(app.hasActiveBackgroundTask, "reconnect must run inside a background task")
        XCTAssertEqual(lifecycle.reconnectAttempts, 1)
    }

    func testExpirationEndsTask() {
        let transport = IAPTransport(application: app)
        transport.startBackgroundTaskIfNeeded()
        app.expireAllTasks()
        XCTAssertFalse(app.hasActiveBackgroundTask)
    }
}
