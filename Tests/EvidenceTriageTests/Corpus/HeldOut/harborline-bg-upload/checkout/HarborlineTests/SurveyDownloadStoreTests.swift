import XCTest
@testable import Harborline

final class SurveyDownloadStoreTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("SurveyDownloadStoreTests-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testFinishedDownloadIsPersisted() throws {
        let source = try Fixtures.writeTemporaryPDF(named: "survey-1182-source.pdf")
        let store = SurveyDownloadStore(directory: directory)
        let persisted = expectation(description: "store persisted survey-1182")
        store.onPersist = { id, _ in if id == "survey-1182" { persisted.fulfill() } }

        let session = URLSession(configuration: .ephemeral, delegate: store, delegateQueue: nil)
        let task = session.downloadTask(with: source)
        task.taskDescription = "survey-1182"
        task.resume()
        wait(for: [persisted], timeout: 5)

        let saved = directory.appendingPathComponent("survey-1182.pdf")
        XCTAssertTrue(FileManager.default.fileExists(atPath: saved.path), "no file at \(saved.path)")
        session.invalidateAndCancel()
    }
}
