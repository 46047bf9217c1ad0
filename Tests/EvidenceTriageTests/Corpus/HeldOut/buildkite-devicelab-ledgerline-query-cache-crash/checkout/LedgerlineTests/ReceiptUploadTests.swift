import XCTest
@testable import Ledgerline

final class ReceiptUploadTests: XCTestCase {
    override func tearDown() {
        StubURLProtocol.reset()
    }

    func testRetriesAfterTimeout() throws {
        StubURLProtocol.enqueue(.timeout, .ok(json: #"{"receiptId":"r1"}"#))
        let uploader = ReceiptUploader(session: .stubbed(), retryDelay: 0.2)
        let retried = expectation(description: "upload retried")

        uploader.upload(ReceiptFixture.jpeg) { result in
            if case .success = result { retried.fulfill() }
        }
        wait(for: [retried], timeout: 2)
    }
}
