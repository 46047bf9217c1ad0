import BackgroundTasks
import XCTest
@testable import FernbookStore

/// Hosted in Fernbook.app, which registers com.fernbook.app.compact at launch.
final class CompactionSchedulerTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testSubmitAcceptsProcessingRequest() throws {
        let scheduler = CompactionScheduler(recorder: .shared) {}
        XCTAssertNoThrow(try scheduler.schedule(earliest: Date(timeIntervalSinceNow: 60)))
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: CompactionScheduler.identifier)
    }

    func testNightlyCompactionRunsAfterSubmit() throws {
        let compacted = expectation(description: "store compaction ran")
        NotificationCenter.default.addObserver(forName: .storeCompactionDidFinish, object: nil, queue: .main) { _ in
            compacted.fulfill()
        }
        let scheduler = CompactionScheduler(recorder: .shared) {}
        try scheduler.schedule(earliest: Date(timeIntervalSinceNow: 5))

        // The simulator is idle and on power, so the system should pick the task up
        // shortly after earliestBeginDate.
        wait(for: [compacted], timeout: 180)
    }
}
