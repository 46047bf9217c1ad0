import XCTest
@testable import Tern

final class ResumeDataStoreTests: XCTestCase {
    func testCancelPersistsResumeData() throws {
        let store = ResumeDataStore(directory: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
        let coordinator = DownloadCoordinator(store: store, session: StubDownloadSession(resumeData: Data(repeating: 7, count: 128)))
        coordinator.start(fileID: "f-19")
        coordinator.cancelByUser(fileID: "f-19")
        XCTAssertNotNil(try store.load(fileID: "f-19"), "resume data should be written when the user cancels a transfer")
    }
}
