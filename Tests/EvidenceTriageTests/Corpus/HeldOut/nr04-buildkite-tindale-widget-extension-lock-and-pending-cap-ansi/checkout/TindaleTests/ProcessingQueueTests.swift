import XCTest
import BackgroundTasks
@testable import Tindale

final class ProcessingQueueTests: XCTestCase {
    func testQueuesReceiptOCRForEveryCategory() throws {
        for category in ExpenseCategory.allCases {   // 12 categories
            XCTAssertNoThrow(try ReceiptOCRQueue.submit(category: category))
        }
    }
}
