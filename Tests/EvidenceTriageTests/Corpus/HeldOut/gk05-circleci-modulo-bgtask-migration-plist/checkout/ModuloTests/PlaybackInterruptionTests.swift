import AVFoundation
import XCTest
@testable import Modulo

final class PlaybackInterruptionTests: XCTestCase {
    func testPausesWhenInterruptionBegins() {
        let player = PlayerController(engine: FakeRenderer())
        player.play()
        player.handleInterruption(.began, options: [])
        XCTAssertFalse(player.isPlaying)
    }

    func testResumesAfterInterruptionEndedWithShouldResume() {
        let player = PlayerController(engine: FakeRenderer())
        player.play()
        player.handleInterruption(.began, options: [])
        player.handleInterruption(.ended, options: [.shouldResume])
        XCTAssertTrue(player.isPlaying, "playback did not resume after the call ended")
    }

    func testStaysPausedWhenUserHadPaused() {
        let player = PlayerController(engine: FakeRenderer())
        player.handleInterruption(.began, options: [])
        player.handleInterruption(.ended, options: [.shouldResume])
        XCTAssertFalse(player.isPlaying)
    }
}
