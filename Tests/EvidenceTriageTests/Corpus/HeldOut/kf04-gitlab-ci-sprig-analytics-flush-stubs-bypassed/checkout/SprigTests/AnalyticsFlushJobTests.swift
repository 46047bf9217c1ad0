import OHHTTPStubs
import OHHTTPStubsSwift
import XCTest
@testable import Sprig

final class AnalyticsFlushJobTests: XCTestCase {
    private var queue: AnalyticsEventQueue!

    override func setUp() {
        super.setUp()
        queue = AnalyticsEventQueue(inMemory: true)
        HTTPStubs.onStubActivation { request, _, _ in NSLog("[OHHTTPStubs] stubbed %@", request.url!.absoluteString) }
    }

    override func tearDown() {
        HTTPStubs.removeAllStubs()
        super.tearDown()
    }

    func testFlushSkipsWhenQueueEmpty() async {
        let job = AnalyticsFlushJob(queue: queue, connection: AnalyticsNetworkConnection())
        await job.flush()
        XCTAssertNil(job.nextAttemptDelay)
    }

    func testFlushPostsQueuedEventsToCollector() async {
        stub(condition: isHost("collector.sprig-analytics.example") && isMethodPOST()) { _ in
            HTTPStubsResponse(data: Data(), statusCode: 200, headers: nil)
        }
        queue.enqueue([.screenView("Garden"), .screenView("Plant"), .action("water")])
        let job = AnalyticsFlushJob(queue: queue, connection: AnalyticsNetworkConnection())
        await job.flush()
        XCTAssertEqual(queue.count, 0, "events left in the queue after a 200 from the collector")
    }

    func testFlushHonoursRetryAfterOn503() async {
        stub(condition: isHost("collector.sprig-analytics.example")) { _ in
            HTTPStubsResponse(data: Data(), statusCode: 503, headers: ["Retry-After": "120"])
        }
        queue.enqueue([.action("water")])
        let job = AnalyticsFlushJob(queue: queue, connection: AnalyticsNetworkConnection())
        await job.flush()
        XCTAssertEqual(job.nextAttemptDelay, 120)
    }
}
