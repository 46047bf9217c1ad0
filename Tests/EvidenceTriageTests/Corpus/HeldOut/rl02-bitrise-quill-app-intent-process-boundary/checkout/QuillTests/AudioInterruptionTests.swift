import XCTest
import AVFoundation
@testable import Quill

final class AudioInterruptionTests: XCTestCase {
    func testInterruptionPausesRecorder() throws {
        let recorder = RecorderModel(engine: LiveAudioEngine())
        try recorder.start(source: .button)
        NotificationCenter.default.post(name: AVAudioSession.interruptionNotification, object: nil,
                                        userInfo: [AVAudioSessionInterruptionTypeKey: AVAudioSession.InterruptionType.began.rawValue])
        XCTAssertEqual(recorder.state, .paused)
    }
}
