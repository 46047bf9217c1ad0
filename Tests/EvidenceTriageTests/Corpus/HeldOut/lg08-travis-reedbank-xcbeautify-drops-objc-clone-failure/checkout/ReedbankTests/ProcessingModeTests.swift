import BackgroundTasks
import XCTest
@testable import Reedbank

final class ProcessingModeTests: XCTestCase {
    override func setUp() { setenv("EVIDENCE_TEST_ID", "ProcessingModeTests/testNightlyCompactionIsScheduled", 1) }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testNightlyCompactionIsScheduled() throws {
        let request = BGProcessingTaskRequest(identifier: "com.reedbank.app.nightly-compaction")
        request.requiresExternalPower = true
        XCTAssertNoThrow(try ReedbankTasks.submit(request, id: ReedbankTasks.compaction, kind: .processing))
    }
}
