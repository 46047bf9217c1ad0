import XCTest
@testable import Harbor

final class TaskBatchEmptyTests: XCTestCase {
    func testEmptyBatchSucceeds() {
        let tasks: [HarborTask<Int>] = []
        XCTAssertEqual(tasks.awaitSuccess(), [])
    }
}
