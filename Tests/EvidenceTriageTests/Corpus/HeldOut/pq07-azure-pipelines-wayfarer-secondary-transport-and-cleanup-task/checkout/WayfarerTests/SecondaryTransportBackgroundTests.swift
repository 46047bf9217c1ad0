import XCTest
@testable import Wayfarer

final class SecondaryTransportBackgroundTests: XCTestCase {
    private var app: FakeApplication!
    private var tcp: FakeTCPTransport!
    private var manager: SecondaryTransportManager!

    override func setUp() {
        super.setUp()
        app = FakeApplication(state: .active)
        tcp = FakeTCPTransport(isOpen: true)
        manager = SecondaryTransportManager(application: app, transport: tcp)
    }

    func testSocketKeptAliveDuringBackgroundTask() {
        manager.appWillEnterBackground()
        XCTAssertTrue(tcp.isOpen, "socket should stay open while the background task runs")
        XCTAssertEqual(app.begunTaskNames, [SecondaryTransportManager.backgroundTaskName])
    }

    func testSocketClosedWhenBackgroundTaskExpires() {
        manager.appWillEnterBackground()
        app.expireAllTasks()
        XCTAssertFalse(tcp.isOpen)
        XCTAssertEqual(app.expirationHandlersRun, 1)
    }

    func testForegroundReopensAfterClose() {
        manager.disconnectSecondaryTransport()
        manager.appWillEnterForeground()
        XCTAssertNotNil(manager.transport)
    }
}
