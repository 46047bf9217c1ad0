import XCTest
import AVFoundation
@testable import Bittern

final class PlaybackInterruptionTests: XCTestCase {
    func testResumesAfterInterruptionEnds() {
        let player = FakePlayer(isPlaying: true)
        let manager = PlayerManager(session: FakeSession(), player: player)
        manager.handleInterruption(type: .began, options: [])
        manager.handleInterruption(type: .ended, options: .shouldResume)
        XCTAssertTrue(player.isPlaying)
    }

    func testResumesAfterInterruptionEndsWhenSessionBusy() {
        // Navigation/phone call still owns the session when `.ended` arrives: stay paused,
        // keep the resume queued, don't take the app down.
        let player = FakePlayer(isPlaying: true)
        let session = FakeSession(activationError: NSError(domain: NSOSStatusErrorDomain, code: -50))
        let manager = PlayerManager(session: session, player: player)
        manager.handleInterruption(type: .began, options: [])
        manager.handleInterruption(type: .ended, options: .shouldResume)
        XCTAssertFalse(player.isPlaying)
        XCTAssertTrue(manager.playbackQueued)
    }
}
