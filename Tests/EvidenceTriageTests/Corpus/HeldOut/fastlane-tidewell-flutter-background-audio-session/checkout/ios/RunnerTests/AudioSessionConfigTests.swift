import XCTest
import AVFoundation
@testable import Runner

/// Native audio engine behind the Flutter player plugin (ios/Runner/Audio).
final class AudioSessionConfigTests: XCTestCase {
    func testSessionCategoryIsPlaybackAfterPlayerInit() throws {
        let engine = EpisodeAudioEngine()
        try engine.prepare(url: Bundle(for: Self.self).url(forResource: "tone-30s", withExtension: "m4a")!)
        XCTAssertEqual(AVAudioSession.sharedInstance().category, .playback,
                       "background playback needs the .playback category")
    }

    func testSpokenAudioMode() throws {
        let engine = EpisodeAudioEngine()
        try engine.prepare(url: Bundle(for: Self.self).url(forResource: "tone-30s", withExtension: "m4a")!)
        XCTAssertEqual(AVAudioSession.sharedInstance().mode, .spokenAudio)
    }
}
