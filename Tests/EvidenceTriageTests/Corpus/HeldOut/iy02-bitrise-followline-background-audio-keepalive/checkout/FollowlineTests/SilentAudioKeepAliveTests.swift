import AVFoundation
import XCTest
@testable import Followline

/// Models the system: while another app (the Clock alarm, a call) holds the
/// session, activation is refused with cannotInterruptOthers.
final class FakeAudioSession: AudioSessionControlling {
    var interrupted = false
    var rejectNextActivations = 0
    private(set) var activationAttempts = 0

    func setCategory(_ category: AVAudioSession.Category, options: AVAudioSession.CategoryOptions) throws {}

    func setActive(_ active: Bool) throws {
        guard active else { return }
        activationAttempts += 1
        if interrupted || rejectNextActivations > 0 {
            rejectNextActivations = max(0, rejectNextActivations - 1)
            throw NSError(domain: NSOSStatusErrorDomain,
                          code: AVAudioSession.ErrorCode.cannotInterruptOthers.rawValue) // 560557684
        }
    }
}

final class FakePlayer: LoopingPlayer {
    private(set) var playCount = 0
    func play() { playCount += 1 }
    func stop() {}
}

final class SilentAudioKeepAliveTests: XCTestCase {
    private let center = NotificationCenter()

    private func post(_ type: AVAudioSession.InterruptionType) {
        center.post(name: AVAudioSession.interruptionNotification, object: nil,
                    userInfo: [AVAudioSessionInterruptionTypeKey: type.rawValue])
    }

    func testRestartsAfterInterruptionEnds() throws {
        let session = FakeAudioSession()
        let keepAlive = SilentAudioKeepAlive(session: session, player: FakePlayer(), center: center)
        try keepAlive.start()

        session.interrupted = true
        post(.began)
        session.interrupted = false
        post(.ended)

        XCTAssertEqual(keepAlive.restartCount, 1, "silent audio should restart once the interruption has ended")
    }

    func testDoesNotRestartWhileInterruptionActive() throws {
        let session = FakeAudioSession()
        let keepAlive = SilentAudioKeepAlive(session: session, player: FakePlayer(), center: center)
        try keepAlive.start()
        let attemptsBefore = session.activationAttempts

        session.interrupted = true
        post(.began)

        XCTAssertEqual(session.activationAttempts - attemptsBefore, 0,
                       "no reactivation may be attempted while another app holds the session")
    }

    func testStartActivatesPlaybackSession() throws {
        let session = FakeAudioSession()
        let player = FakePlayer()
        try SilentAudioKeepAlive(session: session, player: player, center: center).start()
        XCTAssertEqual(player.playCount, 1)
    }
}
