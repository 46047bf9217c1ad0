import XCTest
@testable import Followline

final class AlarmSoundPlayerTests: XCTestCase {
    func testPlaysWhenSessionActivates() async {
        let alarm = AlarmSoundPlayer(session: FakeAudioSession(), player: FakePlayer())
        await alarm.start()
        XCTAssertTrue(alarm.isPlaying)
    }

    func testActivationRetriesAfterTransientRejection() async {
        let session = FakeAudioSession()
        session.rejectNextActivations = 1
        let alarm = AlarmSoundPlayer(session: session, player: FakePlayer())

        await alarm.start()

        XCTAssertTrue(alarm.isPlaying, "alarm should start after a transient cannotInterruptOthers rejection")
        XCTAssertEqual(session.activationAttempts, 2)
    }
}
