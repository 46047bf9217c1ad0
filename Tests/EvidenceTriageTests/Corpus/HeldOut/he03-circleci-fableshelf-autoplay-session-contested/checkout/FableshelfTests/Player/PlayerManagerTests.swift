import AVFoundation
import XCTest
@testable import Fableshelf

final class PlayerManagerTests: XCTestCase {
    var audioSession: AudioSessionMock!
    var sut: PlayerManager!

    override func setUp() {
        super.setUp()
        audioSession = AudioSessionMock()
        sut = PlayerManager(audioSession: audioSession, libraryService: LibraryServiceMock.withOneBook())
        sut.currentItem = .stub(title: "The Long Way Home")
    }

    func testPauseKeepsPosition() {
        sut.play()
        sut.pause()
        XCTAssertEqual(sut.currentTime, 0, accuracy: 0.5)
    }

    /// Another process owns the session (phone call): auto-play must log and bail, not crash,
    /// and leave playback queued so the interruption `.ended` notification can retry.
    func testAutoPlayWithContestedSessionDoesNotCrash() {
        audioSession.activationError = NSError(domain: NSOSStatusErrorDomain, code: 561017449,
                                               userInfo: [NSLocalizedDescriptionKey: "Session activation failed"])
        sut.play(autoPlayed: true)
        XCTAssertTrue(sut.isPlaybackQueued)
        XCTAssertFalse(sut.isPlaying)
    }
}
