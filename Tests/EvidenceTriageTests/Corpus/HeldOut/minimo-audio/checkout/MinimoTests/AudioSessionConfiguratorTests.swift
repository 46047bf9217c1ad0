import AVFoundation
import XCTest
@testable import Minimo

final class AudioSessionConfiguratorTests: XCTestCase {
    func testConfiguresPlaybackCategory() throws {
        let session = RecordingAudioSession()
        let configurator = AudioSessionConfigurator(session: session)

        try configurator.configureForPlayback()

        // .playback is the only category that keeps audio going with the screen locked.
        XCTAssertEqual(session.category, .playback)
        XCTAssertEqual(session.mode, .spokenAudio)
    }

    func testActivatesSession() throws {
        let session = RecordingAudioSession()
        try AudioSessionConfigurator(session: session).configureForPlayback()
        XCTAssertTrue(session.isActive)
    }
}
