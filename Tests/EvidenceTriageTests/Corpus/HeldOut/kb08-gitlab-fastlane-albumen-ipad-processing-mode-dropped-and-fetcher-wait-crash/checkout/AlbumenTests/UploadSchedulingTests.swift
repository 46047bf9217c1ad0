import XCTest
@testable import Albumen

final class UploadSchedulingTests: XCTestCase {
    func testNightlyUploadRunsAfterSubmit() {
        let ran = expectation(description: "nightly upload ran")
        UploadScheduler.shared.onRun = { ran.fulfill() }

        UploadScheduler.shared.submitNightly()

        // The iPad sits on a charger in the lab; the processing task should come
        // within ten minutes.
        wait(for: [ran], timeout: 600)
    }
}
