import UserNotifications
import XCTest
@testable import TandemPushKit

final class AttachmentFetcherTests: XCTestCase {
    private let fetcher = AttachmentFetcher()

    func testJPEGURLBecomesAttachment() throws {
        let file = try Fixtures.copy("avatar.jpg")
        let attachment = try fetcher.makeAttachment(from: file, remoteURL: URL(string: "https://cdn.tandem.chat/m/avatar.jpg")!,
                                                    response: Fixtures.response(mime: "image/jpeg"))
        XCTAssertEqual(attachment.type, "public.jpeg")
    }

    func testImageURLWithoutExtensionBecomesAttachment() throws {
        // Media CDN URLs are content-addressed and carry no extension; the MIME type does.
        let file = try Fixtures.copy("avatar.jpg")
        let remote = URL(string: "https://cdn.tandem.chat/m/c528c899edff42a0a9f1facc520dc6d4_720")!
        let attachment = try fetcher.makeAttachment(from: file, remoteURL: remote, response: Fixtures.response(mime: "image/jpeg"))
        XCTAssertEqual(attachment.type, "public.jpeg")
    }
}
