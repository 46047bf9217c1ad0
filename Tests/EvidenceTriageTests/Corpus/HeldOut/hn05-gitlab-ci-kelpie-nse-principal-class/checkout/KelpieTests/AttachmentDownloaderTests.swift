import XCTest
@testable import KelpieKit

final class AttachmentDownloaderTests: XCTestCase {
    func testDownloadsJPEGIntoTempAttachment() async throws {
        let downloader = AttachmentDownloader(session: .stubbed(mime: "image/jpeg", bytes: 48_000))
        let attachment = try await downloader.attachment(from: URL(string: "https://img.kelpie.example/p/81.jpg")!)
        XCTAssertEqual(attachment.url.pathExtension, "jpeg")
    }

    /// The image URL comes from the push payload: only HTTPS, only our CDN.
    func testRejectsNonHTTPSImageURL() async {
        let downloader = AttachmentDownloader(session: .stubbed(mime: "image/png", bytes: 12_000))
        do {
            _ = try await downloader.attachment(from: URL(string: "http://198.51.100.7/x.png")!)
            XCTFail("downloaded an attachment from a non-HTTPS, non-CDN URL")
        } catch {}
    }
}
