import Foundation
import Testing
import UserNotifications
@testable import KestrelNotificationService

@Suite struct AttachmentDownloaderTests {
    let stub = StubImageServer()

    @Test func jpegURLProducesAttachment() async throws {
        let url = stub.serve(.jpeg, at: "/hero/8812.jpg", suggestedFilename: "8812.jpg")
        let attachment = try await AttachmentDownloader(session: stub.session).attachment(for: url)
        #expect(attachment.type == "public.jpeg")
    }

    /// CDN image URLs carry no extension (e.g. /optimised/c528c899_720_960);
    /// the response still says image/jpeg.
    @Test func extensionlessImageURLProducesAttachment() async throws {
        let url = stub.serve(.jpeg, at: "/optimised/c528c899_720_960", suggestedFilename: "c528c899_720_960")
        let downloader = AttachmentDownloader(session: stub.session)
        let attachment = try await downloader.attachment(for: url)
        #expect(attachment.type == "public.jpeg")
    }
}
