import XCTest
import UIKit
@testable import HarborCast

final class StreamingMediaManagerTests: XCTestCase {
    var center: NotificationCenter!
    var app: FakeApplicationStateSource!
    var protocolSpy: ProtocolSpy!
    var manager: ProjectionStreamManager!

    override func setUp() {
        super.setUp()
        center = NotificationCenter()
        app = FakeApplicationStateSource(state: .active)
        protocolSpy = ProtocolSpy()
        manager = ProjectionStreamManager(protocol: protocolSpy, appState: app, notificationCenter: center)
        manager.headUnitDidAllowVideo()
    }

    func testVideoSessionStopsOnDidEnterBackground() {
        manager.startVideoSession()
        protocolSpy.acknowledgeStart(service: .video)
        app.state = .background
        center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        XCTAssertEqual(protocolSpy.endServiceRequests, [.video])
        XCTAssertFalse(manager.isVideoStreamingActive)
    }

    func testNoVideoStartNotificationWhileBackgrounded() {
        var started = 0
        let token = center.addObserver(forName: .projectionVideoStreamDidStart, object: nil, queue: nil) { _ in started += 1 }
        defer { center.removeObserver(token) }
        app.state = .background
        center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        manager.headUnitDidAllowVideo()
        XCTAssertEqual(started, 0, "video stream start posted while app state is background")
    }
}
