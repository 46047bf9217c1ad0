import BackgroundTasks
import XCTest
@testable import Brindle

/// Hosted in Brindle.app on a real device.
final class ChapterQueueTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "ChapterQueueTests/testQueuesElevenChapterRendersAsProcessingTasks", 1)
        BGTaskScheduler.shared.cancelAllTaskRequests()
    }

    override func tearDown() {
        BGTaskScheduler.shared.cancelAllTaskRequests()
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testQueuesElevenChapterRendersAsProcessingTasks() throws {
        let queue = ChapterRenderQueue(scheduler: BGTaskScheduler.shared, recorder: BackgroundEvidence.recorder)
        for chapter in 1...11 {
            XCTAssertNoThrow(try queue.enqueue(chapter: chapter, of: "lifted-veil"), "chapter \(chapter)")
        }
    }
}
