import XCTest
import MediaPlayer
@testable import Driftwave

final class NowPlayingInfoPublisherTests: XCTestCase {
    private var center: MPNowPlayingInfoCenter { .default() }

    override func tearDown() {
        center.nowPlayingInfo = nil
    }

    func testArtworkIsAttached() {
        let publisher = NowPlayingInfoPublisher(center: center)
        publisher.publish(title: "Long Walk", artwork: UIImage(systemName: "waveform")!, elapsed: 0, rate: 1)
        XCTAssertNotNil(center.nowPlayingInfo?[MPMediaItemPropertyArtwork])
    }

    func testRateZeroWhenPaused() {
        let publisher = NowPlayingInfoPublisher(center: center)
        publisher.publish(title: "Long Walk", artwork: nil, elapsed: 4, rate: 0)
        XCTAssertEqual(center.nowPlayingInfo?[MPNowPlayingInfoPropertyPlaybackRate] as? Double, 0)
    }

    func testElapsedTimeIsPublished() {
        let publisher = NowPlayingInfoPublisher(center: center)
        publisher.publish(title: "Long Walk", artwork: nil, elapsed: 0, rate: 1)
        publisher.seek(to: 12)
        // The publisher coalesces updates on a 0.5 s debounce.
        RunLoop.main.run(until: Date().addingTimeInterval(0.5))
        let elapsed = center.nowPlayingInfo?[MPNowPlayingInfoPropertyElapsedPlaybackTime] as? Double ?? 0
        XCTAssertEqual(elapsed, 12.0, accuracy: 0.25, "elapsed time not published after seek")
    }
}
