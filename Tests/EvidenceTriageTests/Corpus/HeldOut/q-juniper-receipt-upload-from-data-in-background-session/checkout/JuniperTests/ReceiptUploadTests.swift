import XCTest
@testable import Juniper

final class ReceiptUploadTests: XCTestCase {
    private var uploader: ReceiptUploader!

    override func setUp() {
        super.setUp()
        uploader = ReceiptUploader(baseURL: URL(string: "https://api.juniper-expenses.test")!)
    }

    func testUploadRequestTargetsReceiptImageEndpoint() {
        let receipt = Receipt.fixture(id: "r-2231")
        let request = ReceiptRequestBuilder(baseURL: URL(string: "https://api.juniper-expenses.test")!).imageRequest(for: receipt)
        XCTAssertEqual(request.url?.path, "/v3/receipts/r-2231/image")
        XCTAssertEqual(request.httpMethod, "POST")
    }

    func testBackgroundUploadSendsMultipartBody() {
        let receipt = Receipt.fixture(id: "r-2232", imageBytes: 48_213)
        let done = expectation(description: "upload finished")
        uploader.onComplete = { _ in done.fulfill() }
        let task = uploader.upload(receipt)
        XCTAssertEqual(task.taskDescription, "r-2232")
        wait(for: [done], timeout: 30)
    }
}
