import XCTest
@testable import QuaysideKit

final class ReceiptUploadTests: XCTestCase {
    func testUploadSendsMultipartBody() async throws {
        let session = WebDAVSession(identifier: "com.quayside.transfer", delegate: RecordingDelegate()).transfer
        let uploader = ReceiptUploader(session: session)
        let receipt = Receipt.fixture(named: "2026-11 receipt.pdf")

        // The uploader must write the multipart body to a file and use
        // uploadTask(with:fromFile:) — background sessions take no in-memory bodies
        // and no completion handlers.


        let outcome = try await uploader.upload(receipt)
        guard case .uploaded = outcome else { return XCTFail("expected upload, got \(outcome)") }
    }
}
