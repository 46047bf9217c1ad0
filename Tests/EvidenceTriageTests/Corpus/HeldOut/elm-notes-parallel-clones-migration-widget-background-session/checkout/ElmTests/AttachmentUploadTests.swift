import XCTest
@testable import ElmKit

final class AttachmentUploadTests: XCTestCase {
    func testUploadRequestHasMultipartBoundary() throws {
        let request = try AttachmentUploader.makeRequest(for: .fixturePNG, noteID: "n-17")
        XCTAssertTrue(request.value(forHTTPHeaderField: "Content-Type")!.hasPrefix("multipart/form-data; boundary="))
    }

    /// Uploads go through the background session so they survive suspension.
    func testUploadsInBackgroundSession() async throws {
        let uploader = AttachmentUploader(configuration: .background(withIdentifier: "com.elmnotes.app.uploads.tests"))
        let receipt = try await uploader.upload(.fixturePNG, noteID: "n-17")
        XCTAssertEqual(receipt.status, .stored)
    }
}
