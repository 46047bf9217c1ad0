import XCTest
import AVFoundation
@testable import Sonar

final class MediaInterruptionTests: XCTestCase {

    func testPodcastResumesAfterCall() throws {
        let player = RadioPlayer.shared
        player.play(episode: .fixture("ep-112"))
        AudioInterruptionSimulator.begin()
        AudioInterruptionSimulator.end(shouldResume: true)
        XCTAssertEqual(player.state, .playing)
    }
}
