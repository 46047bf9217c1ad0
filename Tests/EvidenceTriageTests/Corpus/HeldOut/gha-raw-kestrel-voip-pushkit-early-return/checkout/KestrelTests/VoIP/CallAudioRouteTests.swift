import XCTest
import AVFoundation
@testable import Kestrel

final class CallAudioRouteTests: XCTestCase {
    func testEarpieceIsDefaultRoute() {
        let router = CallAudioRouter(session: FakeAudioSession())
        XCTAssertEqual(router.currentRoute, .earpiece)
    }

    func testSpeakerToggleUpdatesRoute() {
        let session = FakeAudioSession(routeChangeDelay: 0.4)
        let router = CallAudioRouter(session: session)
        let changed = expectation(description: "route change notification")
        let token = router.onRouteChange { route in if route == .speaker { changed.fulfill() } }
        router.toggleSpeaker()
        wait(for: [changed], timeout: 2)
        token.cancel()
    }
}
