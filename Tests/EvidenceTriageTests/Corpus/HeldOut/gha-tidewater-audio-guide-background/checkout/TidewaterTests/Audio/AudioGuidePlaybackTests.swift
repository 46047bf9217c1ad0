import XCTest
import AVFoundation
@testable import Tidewater

final class AudioGuidePlaybackTests: XCTestCase {
    private let playlist = GuidePlaylist(tour: .fixture("harbour-walk"))

    func testGuideKeepsPlayingWhenLocked() throws {
        try AVAudioSession.sharedInstance().setCategory(.playback)
        playlist.play()
        TestHost.simulateScreenLock()
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 8))
        XCTAssertTrue(playlist.isPlaying, "guide audio must continue on the lock screen")
    }
}
