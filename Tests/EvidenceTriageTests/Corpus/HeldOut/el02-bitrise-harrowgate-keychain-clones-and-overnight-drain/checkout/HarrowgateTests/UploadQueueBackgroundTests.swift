import BackgroundTasks
import XCTest
@testable import Harrowgate

/// End-to-end: queue three notes, background the work and let the overnight
/// processing task drain the queue.
final class UploadQueueBackgroundTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/").replacingOccurrences(of: "HarrowgateTests.", with: ""), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testProcessingTaskDrainsQueueOvernight() throws {
        let queue = UploadQueue.shared
        try queue.enqueue(.note(id: "n-1")); try queue.enqueue(.note(id: "n-2")); try queue.enqueue(.note(id: "n-3"))

        let drained = expectation(description: "processing task drained queue")
        let token = NotificationCenter.default.addObserver(forName: .uploadQueueDidDrain, object: nil, queue: .main) { _ in
            drained.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(token) }

        BackgroundScheduling.scheduleQueueDrain(earliest: Date(timeIntervalSinceNow: 5))
        wait(for: [drained], timeout: 120)
        XCTAssertEqual(queue.pendingCount, 0)
    }
}
