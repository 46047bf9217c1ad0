import XCTest
@testable import Quillbox

final class ShareUploadTests: XCTestCase {
    private var server: LocalAttachmentServer!

    override func setUpWithError() throws {
        server = try LocalAttachmentServer.start()
    }

    override func tearDown() {
        server.stop()
    }

    func testSharedImageUploadsViaBackgroundSession() async throws {
        let uploader = AttachmentUploader(endpoint: server.baseURL)
        let file = try Fixtures.copy("sunrise.heic", toAppGroup: AttachmentUploader.appGroup)

        let id = try await uploader.upload(file, noteID: "n-4411")

        XCTAssertEqual(id, server.lastAttachmentID)
        XCTAssertEqual(server.requests.count, 1)
    }
}
