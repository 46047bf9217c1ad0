import XCTest
@testable import Quillpost

final class AttachmentUploaderTests: XCTestCase {
    private var uploader: AttachmentUploader!

    override func setUp() {
        super.setUp()
        uploader = AttachmentUploader(configuration: .quillpostBackground(identifier: "com.quillpost.mail.attachments.tests"),
                                      endpoint: URL(string: "https://uploads.quillpost.test/v2/attachments")!)
    }

    override func tearDown() {
        uploader.invalidate()
        uploader = nil
        super.tearDown()
    }

    func testMultipartBodyIncludesFilename() throws {
        let body = try AttachmentUploader.multipartBody(for: .fixture(named: "invoice.pdf"), boundary: "B")
        XCTAssertTrue(String(decoding: body, as: UTF8.self).contains("filename=\"invoice.pdf\""))
    }

    /// Attachments go through the background session so a send survives the app being suspended.
    func testUploadRunsOnBackgroundSession() throws {
        let finished = expectation(description: "upload finished")
        StubUploadServer.shared.respond(to: "/v2/attachments", status: 201, json: ["id": "att_91c2"])

        try uploader.upload(.fixture(named: "invoice.pdf")) { result in
            XCTAssertEqual(try? result.get().id, "att_91c2")
            finished.fulfill()
        }

        wait(for: [finished], timeout: 15)
        XCTAssertTrue(uploader.session.configuration.identifier?.hasPrefix("com.quillpost.mail.attachments") == true)
    }
}
