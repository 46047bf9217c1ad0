import BackgroundTasks
import XCTest
@testable import Tidewell

final class DigestRefreshTests: XCTestCase {
    func testDigestRefreshScheduledAfterLaunch() async throws {
        DigestRefresh.shared.scheduleNext()
        try await Task.sleep(for: .seconds(10))
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        XCTAssertTrue(pending.contains { $0.identifier == DigestRefresh.identifier }, "digest refresh not pending")
    }
}
