import XCTest
import AVFoundation
@testable import Cadence

final class InterruptionHandlingTests: XCTestCase {
    private let session = AVAudioSession.sharedInstance()

    private func post(_ type: AVAudioSession.InterruptionType, options: AVAudioSession.InterruptionOptions = []) {
        NotificationCenter.default.post(name: AVAudioSession.interruptionNotification, object: session,
                                        userInfo: [AVAudioSessionInterruptionTypeKey: type.rawValue,
                                                   AVAudioSessionInterruptionOptionKey: options.rawValue])
    }

    func testPausesOnInterruptionBegan() {
        let controller = PlaybackController()
        controller.play()
        post(.began)
        XCTAssertEqual(controller.state, .paused)
    }

    func testStaysPausedWhenInterruptionEndsWithoutShouldResume() {
        let controller = PlaybackController()
        controller.play()
        post(.began)
        post(.ended)
        XCTAssertEqual(controller.state, .paused)
    }

    func testHeadphonesUnpluggedPauses() {
        let controller = PlaybackController()
        controller.play()
        NotificationCenter.default.post(name: AVAudioSession.routeChangeNotification, object: session,
                                        userInfo: [AVAudioSessionRouteChangeReasonKey: AVAudioSession.RouteChangeReason.oldDeviceUnavailable.rawValue])
        XCTAssertEqual(controller.state, .paused)
    }
}
