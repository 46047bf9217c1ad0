import XCTest
@testable import Hedgerow

final class NightlyDigestSchedulingTests: XCTestCase {
    func testDigestProcessingTaskRunsAfterSubmit() {
        let ran = expectation(description: "nightly digest handler ran")
        BackgroundJobs.shared.onDigestRun = { ran.fulfill() }

        BackgroundJobs.shared.submitNightlyDigest()

        // earliestBeginDate is 60 s out; give the system two minutes to launch it.
        wait(for: [ran], timeout: 120)
    }
}
