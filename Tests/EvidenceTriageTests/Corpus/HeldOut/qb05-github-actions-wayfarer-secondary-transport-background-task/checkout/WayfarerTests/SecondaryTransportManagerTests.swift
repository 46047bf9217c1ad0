import XCTest
import UIKit
@testable import Wayfarer

final class SecondaryTransportManagerTests: XCTestCase {
    var tcp: FakeTCPTransport!
    var tasks: FakeBackgroundTaskRunner!
    var center: NotificationCenter!
    var manager: SecondaryTransportManager!

    override func setUp() {
        super.setUp()
        tcp = FakeTCPTransport()
        tasks = FakeBackgroundTaskRunner()
        center = NotificationCenter()
        manager = SecondaryTransportManager(tcp: tcp, backgroundTasks: tasks, notificationCenter: center)
        manager.didRegister(secondaryTransport: .tcp(host: "192.168.1.20", port: 12345))
        tcp.simulateConnected()
    }

    func testBackgroundTaskEndedWhenForegroundedBeforeExpiry() {
        center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        XCTAssertEqual(tasks.begunTaskNames, ["com.wayfarer.secondary-transport"])
        center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
        XCTAssertEqual(tasks.endedTaskNames, ["com.wayfarer.secondary-transport"], "background task still running after foregrounding")
        XCTAssertEqual(tcp.disconnectCount, 0)
    }

    func testTransportClosedWhenBackgroundTaskExpires() {
        let liveTCP = FakeTCPTransport()
        let live = SecondaryTransportManager(tcp: liveTCP, backgroundTasks: UIApplicationBackgroundTaskRunner(), notificationCenter: center)
        live.didRegister(secondaryTransport: .tcp(host: "192.168.1.20", port: 12345))
        liveTCP.simulateConnected()
        let closed = expectation(description: "transport closed by expiration handler")
        liveTCP.onDisconnect = { closed.fulfill() }
        center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        wait(for: [closed], timeout: 60)
    }

    func testTransportRestartsWhenForegroundedBeforeExpiry() {
        center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        center.post(name: UIApplication.didBecomeActiveNotification, object: nil)
        XCTAssertEqual(tcp.state, .connected)
    }
}
