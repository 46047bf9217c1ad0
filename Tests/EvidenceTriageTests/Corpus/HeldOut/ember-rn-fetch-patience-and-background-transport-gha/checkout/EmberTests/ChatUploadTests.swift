import XCTest
@testable import Ember

final class ChatUploadTests: XCTestCase {
    func testAttachmentRequestCarriesAuthHeader() throws {
        let request = try AttachmentTransport.makeRequest(for: Fixtures.photoAttachment, token: "test-token")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Authorization"), "Bearer test-token")
    }

    /// Uploads must keep going when the user leaves the chat, so the transport
    /// runs on the app's background URLSession.
    func testUploadAttachmentUsesBackgroundSession() throws {
        let done = expectation(description: "upload finished")
        let transport = AttachmentTransport(session: .emberBackground)
        transport.send(Fixtures.photoAttachment) { result in
            XCTAssertNoThrow(try result.get())
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
    }
}
