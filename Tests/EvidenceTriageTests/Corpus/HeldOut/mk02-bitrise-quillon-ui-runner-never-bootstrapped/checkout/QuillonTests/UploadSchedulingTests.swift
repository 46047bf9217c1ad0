import XCTest
@testable import Quillon

final class UploadSchedulingTests: XCTestCase {
    override func setUp() { setenv("EVIDENCE_TEST_ID", "UploadSchedulingTests/testUploadSubmitSucceeds", 1) }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testUploadSubmitSucceeds() {
        XCTAssertNoThrow(try BackgroundTasks.scheduleReceiptUpload())
    }
}
