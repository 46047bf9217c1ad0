import XCTest
import MediaPlayer
@testable import Quaver

final class NowPlayingTests: XCTestCase {
    private let track = TrackInfo(id: "t-118", title: "Low Tide", artist: "Marrow Bay",
                                  album: "Harbour Lights", duration: 214)

    override func tearDown() {
        MPNowPlayingInfoCenter.default().nowPlayingInfo = nil
        super.tearDown()
    }

    func testTitleAndArtistPublished() {
        NowPlayingPublisher().publish(track, elapsed: 0, isPlaying: true)
        let info = MPNowPlayingInfoCenter.default().nowPlayingInfo
        XCTAssertEqual(info?[MPMediaItemPropertyTitle] as? String, "Low Tide")
        XCTAssertEqual(info?[MPMediaItemPropertyArtist] as? String, "Marrow Bay")
    }

    func testNowPlayingInfoIncludesPlaybackRate() {
        NowPlayingPublisher().publish(track, elapsed: 12, isPlaying: true)
        let info = MPNowPlayingInfoCenter.default().nowPlayingInfo
        XCTAssertEqual(info?[MPNowPlayingInfoPropertyPlaybackRate] as? Double, 1.0)
    }

    func testArtworkUpdatesAfterTrackChange() {
        let loaded = expectation(description: "artwork loaded")
        ArtworkCache.shared.load(url: URL(string: "https://img.quaver.fm/a/harbour-lights-600.jpg")!) { image in
            XCTAssertNotNil(image)
            loaded.fulfill()
        }
        wait(for: [loaded], timeout: 2)
    }
}
