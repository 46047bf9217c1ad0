import XCTest
import AVFoundation
@testable import Tidewave

final class AudioRouteTests: XCTestCase {
    func testHeadphoneUnplugPauses() throws {
        let player = PlayerController(engine: .live)
        try player.load(URL(fileURLWithPath: Bundle(for: Self.self).path(forResource: "tone-3s", ofType: "m4a")!))
        player.play()
        NotificationCenter.default.post(name: AVAudioSession.routeChangeNotification, object: nil,
            userInfo: [AVAudioSessionRouteChangeReasonKey: AVAudioSession.RouteChangeReason.oldDeviceUnavailable.rawValue])
        XCTAssertFalse(player.isPlaying)
    }
}
