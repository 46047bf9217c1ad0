import AVFoundation
import XCTest
@testable import Ringwell

final class CallAudioRouteTests: XCTestCase {
    func testSpeakerToggleUpdatesRoute() {
        let router = CallAudioRouter(session: FakeAudioSession())
        router.setSpeaker(true)
        // The fake posts routeChangeNotification asynchronously on the main queue.
        RunLoop.main.run(until: Date().addingTimeInterval(0.2))
        XCTAssertEqual(router.currentRoute, "speaker", "route change notification not observed yet")
    }
}
