import AVFoundation
import XCTest
@testable import Nightstand

final class SleepAudioSessionTests: XCTestCase {
    func testSleepSoundsUsePlaybackCategory() throws {
        try SleepSoundPlayer().configureSession()
        XCTAssertEqual(AVAudioSession.sharedInstance().category, .playback, "ambient audio is silenced by the lock and the mute switch")
    }
}
