import AVFoundation
import XCTest
@testable import Tidecast
@testable import TidecastCore

@MainActor
final class BackgroundPlaybackTests: XCTestCase {
    func testPlaybackContinuesAfterEnteringBackground() async throws {
        let player = EpisodePlayer(session: .sharedInstance(), engine: AVAudioEngine())
        try player.play(.fixture("ep-2231"), from: 845)

        // Drive the real scene lifecycle notification the app listens to.
        NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: nil)
        try await Task.sleep(for: .seconds(1.5))

        XCTAssertEqual(player.state, .playing, "playback must survive the app moving to the background")
    }

    func testPausesOnRouteChangeToSpeaker() {
        let player = EpisodePlayer(session: .sharedInstance(), engine: AVAudioEngine())
        player.handleRouteChange(reason: .oldDeviceUnavailable)
        XCTAssertEqual(player.state, .paused)
    }
}
