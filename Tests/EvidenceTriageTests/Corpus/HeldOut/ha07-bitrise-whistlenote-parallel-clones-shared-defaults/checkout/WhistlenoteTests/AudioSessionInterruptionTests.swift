import AVFoundation
import XCTest
@testable import Whistlenote

final class AudioSessionInterruptionTests: XCTestCase {
    func testInterruptionEndedResumesRecording() {
        let recorder = MemoRecorder(session: AVAudioSession.sharedInstance())
        recorder.start()
        NotificationCenter.default.post(name: AVAudioSession.interruptionNotification, object: nil,
                                        userInfo: [AVAudioSessionInterruptionTypeKey: AVAudioSession.InterruptionType.began.rawValue])
        NotificationCenter.default.post(name: AVAudioSession.interruptionNotification, object: nil,
                                        userInfo: [AVAudioSessionInterruptionTypeKey: AVAudioSession.InterruptionType.ended.rawValue,
                                                   AVAudioSessionInterruptionOptionKey: AVAudioSession.InterruptionOptions.shouldResume.rawValue])
        let resumed = expectation(for: NSPredicate(format: "isRecording == YES"), evaluatedWith: recorder)
        wait(for: [resumed], timeout: 2)
    }
}
