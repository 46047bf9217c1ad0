import XCTest
@testable import TernCore

final class BackgroundUploaderTests: XCTestCase {
    func testMakesBackgroundSessionWithSharedContainer() {
        let uploader = BackgroundUploader(identifier: "app.tern.photos.upload", appGroup: "group.app.tern.photos")
        let session = uploader.makeSession()
        XCTAssertEqual(session.configuration.sharedContainerIdentifier, "group.app.tern.photos")
        XCTAssertFalse(session.configuration.isDiscretionary)
    }

    func testUploadReportsProgressThroughDelegate() throws {
        let uploader = BackgroundUploader(identifier: "app.tern.photos.upload.tests", appGroup: nil)
        let file = try TemporaryFile(bytes: 4_096)
        let done = expectation(description: "upload finished")
        uploader.upload(file.url, to: URL(string: "https://upload.tern.test/v1/photos")!) { _ in done.fulfill() }
        wait(for: [done], timeout: 10)
    }
}
