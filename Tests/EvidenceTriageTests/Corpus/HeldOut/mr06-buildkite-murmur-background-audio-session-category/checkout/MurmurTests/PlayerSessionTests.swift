import XCTest
import AVFoundation
@testable import Murmur

final class PlayerSessionTests: XCTestCase {
    func testConfiguresPlaybackCategoryBeforePlay() throws {
        let player = EpisodePlayer(session: .sharedInstance())
        try player.prepare(episode: .fixture(id: "ep-88"))
        XCTAssertEqual(AVAudioSession.sharedInstance().category, .playback)
    }
}

