import XCTest
@testable import Pennant

final class PennantIntegrationTests: XCTestCase {
    func testMaxQueueSizeDropsOldestEvents() {
        let analytics = Analytics.testInstance(flushAt: 1000)
        let integration = analytics.pennantIntegration
        integration.maxQueueSize = 10
        for i in 0..<15 { analytics.track("event \(i)") }
        analytics.waitForQueues()

        XCTAssertEqual(integration.queue.count, 10)
        XCTAssertEqual(integration.queue.first?["event"] as? String, "event 5")
    }
}
