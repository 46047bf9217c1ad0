import XCTest
import BackgroundTasks
@testable import Murmur

final class PrewarmSchedulingTests: XCTestCase {
    override func tearDown() {
        PrewarmScheduler.onLaunchForTesting = nil
        super.tearDown()
    }

    func testPrewarmRequestIsSubmitted() throws {
        XCTAssertNoThrow(try PrewarmScheduler.submit())
    }

    func testPrewarmTaskRunsOnChargerWithinTenMinutes() throws {
        let launched = expectation(description: "model-prewarm task launched")
        PrewarmScheduler.onLaunchForTesting = { launched.fulfill() }
        try PrewarmScheduler.submit()
        wait(for: [launched], timeout: 600)
    }
}
