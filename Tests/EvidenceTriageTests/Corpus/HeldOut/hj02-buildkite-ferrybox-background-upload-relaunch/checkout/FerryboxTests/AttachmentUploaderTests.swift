import XCTest
@testable import Ferrybox

final class AttachmentUploaderTests: XCTestCase {
    private var uploader: AttachmentUploader!
    private let endpoint = URL(string: "https://share.ferrybox.test/v2/attachments/42")!

    override func setUp() {
        super.setUp()
        uploader = AttachmentUploader(backgroundSession: .stubbedBackground(AttachmentUploader.backgroundIdentifier),
                                      foregroundSession: .stubbedDefault())
    }

    func testCancelledUploadRemovesTempFile() throws {
        let file = try TemporaryFile(bytes: 1_024)
        _ = try uploader.upload(Attachment(id: UUID(), payload: .file(file.url)), to: endpoint)
        uploader.cancelAll()
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.url.path))
    }

    func testLargeAttachmentUsesBackgroundSession() throws {
        let eightMegabytes = Data(count: 8 * 1024 * 1024)
        let scheduled = try uploader.upload(Attachment(id: UUID(), payload: .data(eightMegabytes)), to: endpoint)

        XCTAssertEqual(scheduled.sessionIdentifier, AttachmentUploader.backgroundIdentifier,
                       "attachments over 5 MB must go through the background session")
    }

    func testRetryResumesFromByteOffset() throws {
        let file = try TemporaryFile(bytes: 64 * 1_024)
        let scheduled = try uploader.upload(Attachment(id: UUID(), payload: .file(file.url)), to: endpoint)
        XCTAssertEqual(scheduled.sessionIdentifier, AttachmentUploader.backgroundIdentifier)
    }

    func testSmallAttachmentUsesForegroundSession() throws {
        let scheduled = try uploader.upload(Attachment(id: UUID(), payload: .data(Data(count: 512))), to: endpoint)
        XCTAssertNil(scheduled.sessionIdentifier)
    }
}
