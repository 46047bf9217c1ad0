import XCTest
import AVFoundation
@testable import Quaver

final class AudioSessionTests: XCTestCase {
    func testPlaybackCategory() throws {
        try AudioSessionConfigurator.configureForPlayback()
        XCTAssertEqual(AVAudioSession.sharedInstance().category, .playback)
    }

    func testPlaybackSessionIsNotMixable() throws {
        try AudioSessionConfigurator.configureForPlayback()
        let options = AVAudioSession.sharedInstance().categoryOptions
        XCTAssertFalse(options.contains(.mixWithOthers),
                       "lock screen and Control Center controls need a non-mixable session")
    }
}
