import BackgroundTasks
import XCTest
@testable import Lumen

final class ReceiptUploadTests: XCTestCase {
    func testProcessingTaskSubmits() throws {
        XCTAssertNoThrow(try ReceiptUploader.shared.scheduleUpload())
    }
}
