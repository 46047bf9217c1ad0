import XCTest
@testable import Ferry

final class BackgroundUploaderTests: XCTestCase {
    private let uploader = BackgroundUploader(sessionIdentifier: "com.ferrymail.ios.uploads.test")

    func testUploadsMultipartFormInBackground() throws {
        let form = MultipartForm(fields: ["draft_id": "D-1043"], files: [("photo", Fixtures.data("photo.jpg"))])
        let task = try uploader.upload(form, to: URL(string: "https://api.ferrymail.test/v2/drafts/D-1043/attachments")!)
        XCTAssertEqual(task.state, .running)
    }
}
