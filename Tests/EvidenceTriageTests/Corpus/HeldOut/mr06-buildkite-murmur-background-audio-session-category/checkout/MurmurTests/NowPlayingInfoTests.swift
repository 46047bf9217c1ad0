import XCTest
import MediaPlayer
@testable import Murmur

final class NowPlayingInfoTests: XCTestCase {
    func testPublishesElapsedTime() {
        NowPlaying.shared.publish(.fixture(id: "ep-88"), elapsed: 95)
        let info = MPNowPlayingInfoCenter.default().nowPlayingInfo
        XCTAssertEqual(info?[MPNowPlayingInfoPropertyElapsedPlaybackTime] as? Double, 95)
    }
}

