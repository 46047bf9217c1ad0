import XCTest
import AVKit
@testable import Reelbox

final class PictureInPictureTests: XCTestCase {
    private var coordinator: PictureInPictureCoordinator!

    override func setUp() {
        super.setUp()
        coordinator = PictureInPictureCoordinator()
    }

    func testCoordinatorReportsInfoPlistSupport() {
        XCTAssertTrue(coordinator.infoPlistSupportsPictureInPicture,
                      "Reelbox.app should declare background audio for PiP")
    }

    func testStartPictureInPictureFromInlinePlayer() throws {
        let url = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "trailer-5s", withExtension: "mp4"))
        let layer = AVPlayerLayer(player: AVPlayer(url: url))
        XCTAssertNoThrow(try coordinator.start(with: layer))
    }

    func testStopWithoutStartIsHarmless() {
        coordinator.stop()
        XCTAssertNil(coordinator.controller)
    }
}
