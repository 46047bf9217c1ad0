import XCTest
@testable import Larchmont

/// End-to-end check that the system actually runs the nightly index after we schedule it.
final class NightlyIndexSchedulingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "NightlyIndexSchedulingTests/testSystemRunsNightlyIndexWithinTwoMinutes", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        NightlyIndexTask.onLaunchForTesting = nil
        super.tearDown()
    }

    func testSystemRunsNightlyIndexWithinTwoMinutes() throws {
        let launched = expectation(description: "system launches nightly index task")
        NightlyIndexTask.onLaunchForTesting = { launched.fulfill() }

        try NightlyIndexTask.schedule(earliest: Date(timeIntervalSinceNow: 60))

        wait(for: [launched], timeout: 120)
    }
}
