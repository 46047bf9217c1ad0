import XCTest
@testable import Wickfield

final class InvoiceUploadTests: XCTestCase {
    func testFailedUploadKeepsOriginalForRetry() async throws {
        let server = try await StubServer.start()
        server.respond(to: "/v1/invoices", status: 404)
        let original = try Fixtures.copyToDocuments("INV-2231.pdf", folder: "Invoices")
        let uploader = InvoiceUploader(base: server.baseURL)
        let outcome = await uploader.upload(original)
        XCTAssertEqual(outcome, .failed(status: 404))
        XCTAssertTrue(FileManager.default.fileExists(atPath: original.path), "original must stay for retry")
        await server.stop()
    }
}
