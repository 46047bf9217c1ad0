import XCTest
import AVFoundation
@testable import Cadenza

private final class FailingSession: AudioSessionControlling {
    func setCategory(_ category: AVAudioSession.Category, mode: AVAudioSession.Mode) throws {}
    func setActive(_ active: Bool) throws {
        throw NSError(domain: NSOSStatusErrorDomain, code: -50)
    }
}

private final class WorkingSession: AudioSessionControlling {
    func setCategory(_ category: AVAudioSession.Category, mode: AVAudioSession.Mode) throws {}
    func setActive(_ active: Bool) throws {}
}

final class PlaybackSessionTests: XCTestCase {
    func testPlayActivatesSessionAndStarts() {
        let player = PlaybackSession(session: WorkingSession())
        player.play()
        XCTAssertTrue(player.isPlaying)
    }

    /// Background auto-play often meets a session held by another process (a call, navigation).
    /// A missed auto-play must leave playback queued for the interruption-ended retry, not crash.
    func testPlayWhenActivationFailsDoesNotCrash() {
        let player = PlaybackSession(session: FailingSession())
        player.play(autoPlayed: true)
        XCTAssertFalse(player.isPlaying)
        XCTAssertTrue(player.playbackQueued)
    }
}
