import XCTest
@testable import MurmurKit

final class ChatClientBackgroundTests: XCTestCase {
    private var app: MockApplication!
    private var connection: MockConnection!

    override func setUp() {
        super.setUp()
        app = MockApplication()
        connection = MockConnection(status: .connected)
    }

    func testDisconnectsImmediatelyWhenStayingConnectedIsOff() {
        let client = ChatClient.mock(config: .init(staysConnectedInBackground: false), connection: connection,
                                     scheduler: IOSBackgroundTaskScheduler(application: app))
        client.handleAppDidEnterBackground()
        XCTAssertEqual(connection.status, .disconnected(source: .systemInitiated))
    }

    func testStaysConnectedAfterBackgrounding() {
        // Uses the production scheduler, as the demo app does.
        let client = ChatClient.mock(config: .init(staysConnectedInBackground: true), connection: connection,
                                     scheduler: IOSBackgroundTaskScheduler())
        client.handleAppDidEnterBackground()
        XCTAssertEqual(connection.status, .connected)
    }

    func testExpirationDisconnectsAndEndsTask() {
        let client = ChatClient.mock(config: .init(staysConnectedInBackground: true), connection: connection,
                                     scheduler: IOSBackgroundTaskScheduler(application: app))
        connection.closesWithoutCallback = true   // server already closed the socket
        client.handleAppDidEnterBackground()

        let ended = expectation(description: "background task ended after expiration")
        app.onEnd = { _ in ended.fulfill() }
        app.expire(app.begun[0])

        // Disconnect and cleanup are in-process and synchronous apart from one main-queue hop.
        wait(for: [ended], timeout: 1)
        XCTAssertEqual(connection.status, .disconnected(source: .systemInitiated))
    }

    func testBecomingActiveReconnects() {
        connection = MockConnection(status: .disconnected(source: .systemInitiated))
        let client = ChatClient.mock(config: .init(shouldConnectAutomatically: true), connection: connection,
                                     scheduler: IOSBackgroundTaskScheduler(application: app))
        client.handleAppDidBecomeActive()
        XCTAssertEqual(connection.status, .connected)
    }
}
