import XCTest
@testable import QuaysideNotificationService

final class AttachmentDownloadTests: XCTestCase {
    func testDownloadsThumbnailIntoTemporaryDirectory() throws {
        let url = try AttachmentDownloader(session: .stubbed).download("https://cdn.quayside.example/t/1.jpg")
        XCTAssertTrue(url.path.hasPrefix(NSTemporaryDirectory()))
    }
}
