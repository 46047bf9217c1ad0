import XCTest
@testable import App

final class BackgroundUploaderTests: XCTestCase {
    private var uploader: BackgroundUploader!

    override func setUp() {
        super.setUp()
        uploader = BackgroundUploader(sessionIdentifier: "app.quillpost.mobile.uploads.tests")
    }

    override func tearDown() {
        uploader.invalidate()
        uploader = nil
        super.tearDown()
    }

    func testPutUploadStreamsFileFromDisk() throws {
        let file = try TestFiles.jpeg(named: "cover", kilobytes: 180)
        let id = try uploader.start(.init(url: URL(string: "https://media.quillpost.test/put/cover.jpg")!,
                                          method: "PUT", filePath: file.path, fields: [:]))
        XCTAssertEqual(uploader.pendingTaskIDs, [id])
    }

    func testPostMultipartUploadRunsInBackgroundSession() throws {
        let file = try TestFiles.jpeg(named: "inline-1", kilobytes: 240)
        let id = try uploader.start(.init(url: URL(string: "https://media.quillpost.test/upload")!,
                                          method: "POST", filePath: file.path,
                                          fields: ["postId": "412", "alt": "harbour at dusk"]))
        XCTAssertEqual(uploader.pendingTaskIDs, [id])
        XCTAssertEqual(uploader.session.configuration.identifier, "app.quillpost.mobile.uploads.tests")
    }
}
