import XCTest
import AVFoundation
@testable import Tidecast

private final class FakePlayer: PlaybackControlling {
    var isPlaying = false
    func play() { isPlaying = true }
    func pause() { isPlaying = false }
}

final class PlaybackInterruptionHandlerTests: XCTestCase {
    private func began(wasSuspended: Bool) -> [AnyHashable: Any] {
        [AVAudioSessionInterruptionTypeKey: AVAudioSession.InterruptionType.began.rawValue,
         AVAudioSessionInterruptionWasSuspendedKey: NSNumber(value: wasSuspended)]
    }

    func testPhoneCallPausesPlayback() {
        let player = FakePlayer(); player.isPlaying = true
        let handler = PlaybackInterruptionHandler(player: player)
        handler.handle(userInfo: began(wasSuspended: false))
        XCTAssertEqual(handler.state, .interrupted)
        XCTAssertFalse(player.isPlaying)
    }

    func testStaleInterruptionAfterSuspensionDoesNotPause() {
        // Paused from the lock screen, app suspended, then Play pressed on the lock screen:
        // the system delivers a `began` for the interruption that happened while suspended.
        let player = FakePlayer(); player.isPlaying = true
        let handler = PlaybackInterruptionHandler(player: player)
        handler.handle(userInfo: began(wasSuspended: true))
        XCTAssertEqual(player.isPlaying ? "playing" : "paused", "playing")
    }

    func testPlayButtonEnabledAfterStaleInterruption() {
        let player = FakePlayer(); player.isPlaying = true
        let handler = PlaybackInterruptionHandler(player: player)
        handler.handle(userInfo: began(wasSuspended: true))
        XCTAssertTrue(handler.playButtonEnabled, "lock-screen play button left disabled")
    }
}
