import XCTest
import AVFoundation
import MediaPlayer
@testable import Fable

final class NowPlayingTests: XCTestCase {
    private var player: PlayerController!

    override func setUp() {
        player = PlayerController(engine: SilentAudioEngine(), session: .sharedInstance())
    }

    func testPlaybackClaimsNowPlaying() throws {
        try player.play(.fixtureEpisode)
        let options = AVAudioSession.sharedInstance().categoryOptions
        XCTAssertEqual(AVAudioSession.sharedInstance().category, .playback)
        XCTAssertFalse(options.contains(.mixWithOthers), "a mixable session is never given the lock screen controls")
    }

    func testPauseKeepsNowPlayingInfo() throws {
        try player.play(.fixtureEpisode)
        player.pause()
        let info = MPNowPlayingInfoCenter.default().nowPlayingInfo
        XCTAssertNotNil(info, "lock screen controls disappear when nowPlayingInfo is cleared on pause")
        XCTAssertEqual(info?[MPNowPlayingInfoPropertyPlaybackRate] as? Double, 0)
    }
}
