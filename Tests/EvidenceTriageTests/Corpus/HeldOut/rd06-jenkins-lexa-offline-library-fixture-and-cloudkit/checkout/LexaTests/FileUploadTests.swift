import XCTest
@testable import Lexa

final class FileUploadTests: XCTestCase {
    func testUploadConflict412DownloadsServerCopy() async {
        let api = StubLibraryAPI(uploadResponses: ["BQA76N65": .status(412, body: "If-None-Match: * set but file exists")])
        let coordinator = FileUploadCoordinator(api: api)
        coordinator.markForUpload("BQA76N65")
        await coordinator.uploadPending()
        XCTAssertEqual(coordinator.state(for: "BQA76N65"), .downloadPending)
    }

    func testSuccessfulUploadMarksSynced() async {
        let api = StubLibraryAPI(uploadResponses: ["R74LVARH": .status(204, body: "")])
        let coordinator = FileUploadCoordinator(api: api)
        coordinator.markForUpload("R74LVARH")
        await coordinator.uploadPending()
        XCTAssertEqual(coordinator.state(for: "R74LVARH"), .synced)
    }
}
