import XCTest
@testable import Ember

final class DownloadQueueTests: XCTestCase {
    func testPausesOnCellular() {
        let queue = DownloadQueue(network: FakeNetworkMonitor(.cellular), settings: .wifiOnly)
        queue.enqueue(Fixtures.episode42)
        XCTAssertEqual(queue.state(of: Fixtures.episode42), .waitingForWiFi)
    }
}
