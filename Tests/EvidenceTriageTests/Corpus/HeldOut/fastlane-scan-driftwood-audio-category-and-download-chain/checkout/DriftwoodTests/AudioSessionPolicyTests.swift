import AVFoundation
import XCTest
@testable import Driftwood

final class AudioSessionPolicyTests: XCTestCase {
    func testEpisodePlaybackKeepsPlayingWhenLocked() throws {
        let session = AVAudioSession.sharedInstance()
        let controller = PlaybackController(session: session)
        try controller.prepareForEpisodePlayback()
        // Only .playback keeps audio going when the screen locks (UIBackgroundModes has `audio`).
        XCTAssertEqual(session.category, .playback)
    }

    func testPreviewClipsMixWithOthers() throws {
        let session = AVAudioSession.sharedInstance()
        try PlaybackController(session: session).prepareForPreviewClip()
        XCTAssertTrue(session.categoryOptions.contains(.mixWithOthers))
    }
}
