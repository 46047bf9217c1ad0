import XCTest
import AVFoundation
@testable import Brambling

final class PlaybackResumeTests: XCTestCase {
    func testResumesAfterInterruptionEnded() {
        let player = AudiobookPlayer(session: .sharedInstance())
        player.play(.fixture(named: "harbour-chapter-1"))
        NotificationCenter.default.post(name: AVAudioSession.interruptionNotification, object: AVAudioSession.sharedInstance(),
            userInfo: [AVAudioSessionInterruptionTypeKey: AVAudioSession.InterruptionType.began.rawValue])
        NotificationCenter.default.post(name: AVAudioSession.interruptionNotification, object: AVAudioSession.sharedInstance(),
            userInfo: [AVAudioSessionInterruptionTypeKey: AVAudioSession.InterruptionType.ended.rawValue,
                       AVAudioSessionInterruptionOptionKey: AVAudioSession.InterruptionOptions.shouldResume.rawValue])
        XCTAssertEqual(player.state, .playing)
    }
}
