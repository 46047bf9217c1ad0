import XCTest
import AVKit
@testable import Reelbox

final class PlayerLifecycleTests: XCTestCase {
    func testAttachReusesController() {
        let host = PlayerHost()
        host.attach(AVPlayer())
        let first = host.playerViewController
        host.attach(AVPlayer())
        XCTAssertTrue(first === host.playerViewController)
    }

    func testPlayerStaysAttachedWhenEnteringBackground() {
        let host = PlayerHost.shared
        host.attach(AVPlayer(url: URL(string: "https://cdn.reelbox.tv/hls/trailer/master.m3u8")!))
        let delegate = AppDelegate()
        delegate.applicationDidEnterBackground(UIApplication.shared)
        XCTAssertNotNil(host.playerViewController?.player,
                        "PiP keeps rendering from the inline player after the app is backgrounded")
    }
}
