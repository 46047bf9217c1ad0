import AVFoundation
import XCTest
@testable import Pennyroyal

final class StreamControllerTests: XCTestCase {
    func testPausesWhenHeadphonesUnplugged() {
        let controller = StreamController(player: SilentPlayer())
        controller.play(.voicemailFixture)
        controller.routeChanged(.routeChange(.oldDeviceUnavailable))
        XCTAssertEqual(controller.state, .paused)
    }

    func testResumesAfterRouteChange() {
        let controller = StreamController(player: SilentPlayer())
        controller.play(.voicemailFixture)
        controller.routeChanged(.routeChange(.oldDeviceUnavailable))   // unplug
        controller.routeChanged(.routeChange(.newDeviceAvailable))     // plug back in
        XCTAssertEqual(controller.state.rawValue, "playing")
    }
}
