import AVFoundation
import XCTest
@testable import Murmur

final class PlaybackSessionTests: XCTestCase {
    func testActivateMarksSessionActive() throws {
        let spy = AudioSessionSpy()
        let playback = PlaybackSession(session: spy)
        try playback.activate()
        XCTAssertTrue(playback.isActive)
    }

    /// The test host has been launched like the app: by now the shared session
    /// must already use a category that keeps playing on the lock screen.
    func testLaunchConfiguresPlaybackCategory() {
        XCTAssertEqual(AVAudioSession.sharedInstance().category, .playback)
    }

    func testSessionStaysActiveWhenSceneEntersBackground() throws {
        let spy = AudioSessionSpy()
        let playback = PlaybackSession(session: spy)
        playback.isPlaying = { true }
        try playback.activate()

        playback.sceneDidEnterBackground()

        XCTAssertTrue(playback.isActive, "audio session deactivated while an episode is playing")
        XCTAssertEqual(spy.deactivations, 0)
    }
}
