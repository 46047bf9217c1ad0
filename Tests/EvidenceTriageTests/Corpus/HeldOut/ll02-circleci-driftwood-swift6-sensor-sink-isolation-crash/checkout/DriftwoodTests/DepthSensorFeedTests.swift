import Combine
import XCTest
@testable import Driftwood

@MainActor
final class DepthSensorFeedTests: XCTestCase {
    func testReadingFromLinkUpdatesLatestDepth() async throws {
        let link = FakeSensorLink()          // emits on its own serial queue, like CoreBluetooth
        let feed = DepthSensorFeed()
        feed.bind(to: link)

        link.emit(DepthReading(meters: 7.4))
        try await Task.sleep(for: .milliseconds(200))

        XCTAssertEqual(feed.latestDepth?.converted(to: .meters).value ?? 0, 7.4, accuracy: 0.01)
    }

    func testNoReadingLeavesGaugeEmpty() {
        let feed = DepthSensorFeed()
        XCTAssertNil(feed.latestDepth)
    }
}
