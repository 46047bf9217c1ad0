import AVFoundation
import XCTest
@testable import StrideWatch

final class AudioSessionSpy: AudioSessionControlling {
    var calls: [String] = []
    func setCategory(_ c: AVAudioSession.Category, mode: AVAudioSession.Mode, policy: AVAudioSession.RouteSharingPolicy) throws {}
    func setActive(_ active: Bool) throws { calls.append("setActive(\(active))") }
    func activate(options: AVAudioSessionActivationOptions, completionHandler: @escaping (Bool, Error?) -> Void) {
        calls.append("activate(options:)"); completionHandler(true, nil)
    }
    var activations: Int { calls.filter { $0 == "activate(options:)" || $0 == "setActive(true)" }.count }
}

final class WatchAudioSessionTests: XCTestCase {
    private let cue = Cue(file: "intro.m4a")

    func testStopDeactivatesSession() {
        let spy = AudioSessionSpy(); let audio = WatchAudioSession(session: spy, player: .silent)
        audio.play(cue); audio.stop()
        XCTAssertEqual(spy.calls.last, "setActive(false)")
    }

    func testPlaybackActivatesSessionAsynchronously() {
        let spy = AudioSessionSpy()
        WatchAudioSession(session: spy, player: .silent).play(cue)
        XCTAssertEqual(spy.calls, ["activate(options:)"], "watchOS only grants the background-audio runtime through activate(options:completionHandler:)")
    }

    func testResumeAfterInterruptionReactivatesSession() {
        let spy = AudioSessionSpy()
        let audio = WatchAudioSession(session: spy, player: .silent)
        audio.play(cue)
        NotificationCenter.default.post(name: AVAudioSession.interruptionNotification, object: nil,
            userInfo: [AVAudioSessionInterruptionTypeKey: AVAudioSession.InterruptionType.began.rawValue])
        NotificationCenter.default.post(name: AVAudioSession.interruptionNotification, object: nil,
            userInfo: [AVAudioSessionInterruptionTypeKey: AVAudioSession.InterruptionType.ended.rawValue,
                       AVAudioSessionInterruptionOptionKey: AVAudioSession.InterruptionOptions.shouldResume.rawValue])
        audio.play(cue)
        XCTAssertEqual(spy.activations, 2, "resume after an interruption must re-activate the session")
    }
}
