import XCTest
@testable import Murmur

final class MediaCleanupSchedulingTests: XCTestCase {

    func testCleanupRunsAfterScheduling() {
        let finished = expectation(description: "media cleanup ran")
        MediaCleanupJob.shared.onFinish = { _ in finished.fulfill() }

        MediaCleanupJob.shared.schedule()

        // earliestBeginDate is 5 s out; give the system a minute.
        wait(for: [finished], timeout: 60)
    }
}
