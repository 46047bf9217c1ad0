import AVFoundation
import XCTest
@testable import Tidecast
@testable import TidecastCore

@MainActor
final class SleepTimerAlarmTests: XCTestCase {
    func testFadeOutReachesZero() {
        var fade = VolumeFade(duration: 10)
        XCTAssertEqual(fade.volume(at: 10), 0, accuracy: 0.001)
    }

    func testAlarmChimeActivatesSessionFromBackground() async throws {
        let alarm = WakeAlarm(session: .sharedInstance(), chime: .bundled("chime.caf"))
        NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: nil)
        try await Task.sleep(for: .seconds(1))

        XCTAssertNoThrow(try alarm.ring(), "the wake-up chime must be able to take the audio session while backgrounded")
    }
}
