import MediaPlayer
import XCTest
@testable import Loomreel

final class NowPlayingInfoTests: XCTestCase {
    private final class FakeCenter: NowPlayingInfoCenterType {
        var nowPlayingInfo: [String: Any]?
    }

    func testLessonStartPublishesTitle() {
        let center = FakeCenter()
        NowPlayingPublisher(center: center).lessonStarted(title: "Dovetail joints", course: "Hand Tools 101", duration: 612)
        XCTAssertEqual(center.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String, "Dovetail joints")
    }

    func testPauseUpdatesElapsedPlaybackTime() {
        let center = FakeCenter()
        let publisher = NowPlayingPublisher(center: center)
        publisher.lessonStarted(title: "Dovetail joints", course: "Hand Tools 101", duration: 612)
        publisher.rateChanged(to: 0, at: 42)
        let elapsed = center.nowPlayingInfo?[MPNowPlayingInfoPropertyElapsedPlaybackTime] as? Double
        XCTAssertEqual(elapsed, 42.0, "lock screen scrubber must freeze where the user paused")
    }
}
