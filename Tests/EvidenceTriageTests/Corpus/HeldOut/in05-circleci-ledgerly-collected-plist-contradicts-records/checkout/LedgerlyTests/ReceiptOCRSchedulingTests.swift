import XCTest
@testable import Ledgerly

final class ReceiptOCRSchedulingTests: XCTestCase {
    override func setUp() {
        setenv("EVIDENCE_TEST_ID", "ReceiptOCRSchedulingTests/testOCRBatchRunsOvernight", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testOCRBatchRunsOvernight() {
        ReceiptQueue.shared.enqueue(.fixture("receipt-cafe-1"))
        let finished = expectation(forNotification: BackgroundTasks.ocrBatchFinished, object: nil)

        BackgroundTasks.submitReceiptOCR()

        // The simulator is always "on power", so the processing task should start quickly.
        wait(for: [finished], timeout: 90)
    }
}
