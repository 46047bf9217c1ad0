import XCTest
import MediaPlayer
@testable import Tidecast

final class NowPlayingInfoTests: XCTestCase {
    func testElapsedTimePublished() {
        let publisher = NowPlayingPublisher(center: .default())
        publisher.publish(title: "Low Tide #41", elapsed: 12, duration: 1800)
        let info = MPNowPlayingInfoCenter.default().nowPlayingInfo
        XCTAssertEqual(info?[MPNowPlayingInfoPropertyElapsedPlaybackTime] as? Double, 12)
    }
}
