import AVFoundation
import XCTest
@testable import Podnook

final class PlaybackSessionCoordinatorTests: XCTestCase {

    func testResumeFromRemoteCommandWhileBackgrounded() {
        // Lock screen: the user paused, then taps play on the Now Playing
        // controls while Podnook is in the background.
        let session = FakeAudioSession()
        let coordinator = PlaybackSessionCoordinator(session: session)
        coordinator.staysActiveInBackground = true
        coordinator.moduleDidForeground("player")
        coordinator.activate(for: "player")
        coordinator.deactivate(for: "player")          // pause
        coordinator.moduleDidBackground("player")      // app backgrounded

        let error = coordinator.activate(for: "player")  // remote "play"
        XCTAssertNil(error)
    }

    func testBackgroundingWhileIdleDoesNotTakeOverOtherAudio() {
        // Nothing playing in Podnook, user switches to Spotify.
        let session = FakeAudioSession()
        let coordinator = PlaybackSessionCoordinator(session: session)
        coordinator.moduleDidForeground("player")
        coordinator.moduleDidBackground("player")
        XCTAssertNotEqual(session.category, .soloAmbient,
                          "a non-mixable category on backgrounding stops other apps' audio")
    }

    func testActivatesSessionInForeground() {
        let session = FakeAudioSession()
        let coordinator = PlaybackSessionCoordinator(session: session)
        coordinator.moduleDidForeground("player")
        XCTAssertNil(coordinator.activate(for: "player"))
        XCTAssertTrue(session.isActive)
    }
}
