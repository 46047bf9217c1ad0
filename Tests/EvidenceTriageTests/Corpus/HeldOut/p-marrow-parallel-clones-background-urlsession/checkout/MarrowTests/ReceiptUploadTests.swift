import XCTest
@testable import Marrow

final class ReceiptUploadTests: XCTestCase {
    override func setUp() { URLProtocol.registerClass(StubProtocol.self) }

    func testReceiptUploadIsStubbed() throws {
        StubProtocol.stub(path: "/v1/receipts", status: 201)
        let uploader = ReceiptUploader(session: .marrowBackground)
        let result = try awaitResult(uploader.upload(Fixtures.receipt), timeout: 10)
        XCTAssertEqual(result.statusCode, 201)
    }
}
