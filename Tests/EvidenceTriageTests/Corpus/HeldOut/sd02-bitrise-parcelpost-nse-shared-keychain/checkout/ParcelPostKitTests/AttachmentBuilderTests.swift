import XCTest
import UserNotifications
@testable import ParcelPostKit

final class AttachmentBuilderTests: XCTestCase {
    func testThumbnailAttachmentKeepsImageExtension() throws {
        let builder = AttachmentBuilder(tempDirectory: FileManager.default.temporaryDirectory)
        let attachment = try builder.makeAttachment(from: Fixtures.parcelThumbnailPNG,
                                                    remoteURL: URL(string: "https://cdn.parcelpost.example/t/88121.png")!)
        XCTAssertEqual(attachment.identifier, "thumbnail")
    }
}
