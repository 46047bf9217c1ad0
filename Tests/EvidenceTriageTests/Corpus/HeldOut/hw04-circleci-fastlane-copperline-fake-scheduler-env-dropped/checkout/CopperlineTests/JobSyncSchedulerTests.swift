import XCTest
@testable import Copperline

final class JobSyncSchedulerTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testJobSyncRunsAfterSubmit() {
        // FakeTaskScheduler runs the request as soon as it is submitted.
        let sync = JobSyncScheduler(scheduler: TaskSchedulerFactory.make())
        let ran = expectation(description: "job sync ran")
        sync.onRun = { ran.fulfill() }

        try? sync.scheduleNextSync(after: 15 * 60)

        wait(for: [ran], timeout: 30)
    }
}
