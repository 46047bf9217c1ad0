import XCTest
import BackgroundTasks
@testable import Tallowmere

/// Smoke test against the real scheduler, added with the digest feature.
final class DigestLiveSchedulerTests: XCTestCase {
    func testLiveSchedulerAcceptsDigestRefresh() {
        let scheduler = DigestRefreshScheduler(scheduler: BGTaskScheduler.shared)
        XCTAssertNoThrow(try scheduler.submitDigestRefresh())
    }
}
