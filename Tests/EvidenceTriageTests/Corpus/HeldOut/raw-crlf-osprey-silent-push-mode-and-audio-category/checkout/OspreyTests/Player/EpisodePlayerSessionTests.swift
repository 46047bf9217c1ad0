import XCTest
import AVFoundation
@testable import Osprey

final class EpisodePlayerSessionTests: XCTestCase {
    func testPrepareActivatesSession() throws {
        let player = EpisodePlayer(session: .sharedInstance())
        try player.prepare(.fixture("ep-118.m4a"))
        XCTAssertTrue(player.isSessionActive)
    }

    func testBackgroundPlaybackUsesPlaybackCategory() throws {
        let session = AVAudioSession.sharedInstance()
        let player = EpisodePlayer(session: session)
        try player.prepare(.fixture("ep-118.m4a"))
        ChapterChime.shared.warmUp()        // UI sound effects share the process-wide session
        // soloAmbient is silenced by the screen lock, which stops the episode once the app is backgrounded.
        XCTAssertEqual(session.category, .playback, "episode playback must keep the playback category after the chime engine starts")
    }
}
