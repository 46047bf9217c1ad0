import XCTest
@testable import Ferry

final class ShareExtensionUploadTests: XCTestCase {

    func testExtensionAndAppUploadsConcurrently() throws {
        let app = BackgroundUploader(sessionIdentifier: SessionIDs.uploads)
        let ext = BackgroundUploader(sessionIdentifier: SessionIDs.uploads, appGroup: "group.com.ferrymail")   // extension path
        let result = try awaitResult(ext.upload(fileURL: Fixtures.url("note.txt"), to: Endpoints.attachments))
        XCTAssertNil(result.error, "extension upload should not be refused while the app holds a session")
        _ = app
    }
}
