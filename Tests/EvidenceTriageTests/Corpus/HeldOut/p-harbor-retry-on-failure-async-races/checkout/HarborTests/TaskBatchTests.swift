import XCTest
@testable import Harbor

final class TaskBatchTests: XCTestCase {
    func testAwaitSuccessPreservesOrder() {
        let tasks = (0..<5).map { i in HarborTask { i * 2 } }
        XCTAssertEqual(tasks.awaitSuccess(), [0, 2, 4, 6, 8])
    }
}
