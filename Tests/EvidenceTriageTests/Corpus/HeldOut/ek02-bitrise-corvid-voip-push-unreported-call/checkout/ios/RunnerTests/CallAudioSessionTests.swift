import AVFoundation
import XCTest
@testable import Runner

final class CallAudioSessionTests: XCTestCase {
    func testActivatesAudioSessionOnAnswer() throws {
        let session = CallAudioSession(session: .sharedInstance())
        try session.configureForCall()
        XCTAssertEqual(AVAudioSession.sharedInstance().category, .playAndRecord)
        XCTAssertEqual(AVAudioSession.sharedInstance().mode, .voiceChat)
    }
}
