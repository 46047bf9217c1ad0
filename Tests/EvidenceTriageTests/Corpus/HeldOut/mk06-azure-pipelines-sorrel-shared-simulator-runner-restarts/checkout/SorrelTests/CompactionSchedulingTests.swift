import BackgroundTasks
import XCTest
@testable import Sorrel

final class CompactionSchedulingTests: XCTestCase {
    override func setUp() { setenv("EVIDENCE_TEST_ID", "CompactionSchedulingTests/testProcessingTaskRunsOvernight", 1) }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testProcessingTaskRunsOvernight() {
        let ran = expectation(description: "compaction ran")
        Compaction.onFinished = { ran.fulfill() }
        try? Compaction.scheduleOvernight(after: 10)   // requiresExternalPower = true
        wait(for: [ran], timeout: 300)
    }
}
