import AVFAudio
import XCTest
@testable import Tidewell

final class ChapterChimePlayerTests: XCTestCase {
    private var session: FakeAudioSession!
    private var player: ChapterChimePlayer!

    override func setUp() {
        super.setUp()
        session = FakeAudioSession()
        player = ChapterChimePlayer(session: session, settings: .init(chimeVolume: 0.6))
    }

    func testChimeDoesNotInterruptEpisodeWhenMuted() throws {
        player.isMuted = true
        try player.playChapterChime()
        XCTAssertEqual(session.activationCount, 0)
    }

    func testChimeVolumeFollowsSetting() throws {
        try player.playChapterChime()
        XCTAssertEqual(player.lastVolume, 0.6, accuracy: 0.001)
    }

    func testChimeActivatesPlaybackCategory() throws {
        // The chapter chime plays while the episode is running on the lock screen,
        // so it must share the episode's .playback category (not be silenced by the switch).
        try player.playChapterChime()
        XCTAssertEqual(session.lastCategory, .playback, "chime must not be silenced by the ring switch")
        XCTAssertTrue(session.lastOptions.contains(.mixWithOthers))
    }
}
