import AVFoundation
import XCTest
@testable import Cadence

final class PlaybackEngineTests: XCTestCase {
    func testEngineStartsWithPlaybackCategory() throws {
        let output = PCMOutput()
        try output.start(sampleRate: 44_100)
        XCTAssertEqual(AVAudioSession.sharedInstance().category, .playback)
    }
}
