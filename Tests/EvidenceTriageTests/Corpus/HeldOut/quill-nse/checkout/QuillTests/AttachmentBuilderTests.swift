import UserNotifications
import XCTest
@testable import QuillNotificationServiceCore

final class AttachmentBuilderTests: XCTestCase {
    func testBuildsAttachmentForJPEGURL() throws {
        let downloaded = try Fixtures.copy("avatar.jpg")
        let attachment = try AttachmentBuilder().attachment(for: downloaded,
                                                            remoteURL: URL(string: "https://media.quill.test/a/avatar.jpg")!)
        XCTAssertEqual(attachment.identifier, "avatar.jpg")
    }

    /// Media URLs from the new CDN have no path extension (e.g. /m/7f3c2a9e).
    func testBuildsAttachmentForExtensionlessImageURL() throws {
        let downloaded = try Fixtures.copyToTemporaryDownload("photo-fixture.jpg")   // CFNetworkDownload_*.tmp
        let remote = URL(string: "https://media.quill.test/m/7f3c2a9e")!

        XCTAssertNoThrow(try AttachmentBuilder().attachment(for: downloaded, remoteURL: remote))
    }
}
