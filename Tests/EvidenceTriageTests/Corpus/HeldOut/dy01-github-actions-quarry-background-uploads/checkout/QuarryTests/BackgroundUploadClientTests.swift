import XCTest
@testable import Quarry

final class BackgroundUploadClientTests: XCTestCase {
    private var journal: UploadJournal!
    private var relay: RecordingProgressRelay!
    private var fileURL: URL!

    override func setUpWithError() throws {
        journal = UploadJournal(store: InMemoryJournalStore())
        relay = RecordingProgressRelay()
        fileURL = FileManager.default.temporaryDirectory.appendingPathComponent("IMG_0412.HEIC")
        try Data(repeating: 7, count: 4096).write(to: fileURL)
    }

    func testEnqueueRecordsJournalEntry() {
        let session = FakeUploadSession()
        let client = BackgroundUploadClient(journal: journal, progressRelay: relay,
                                            sessionFactory: { _, _ in session })
        client.enqueue(fileAt: fileURL, assetID: "A-412", to: URL(string: "https://vault.quarry.test/v2/assets/A-412")!)
        XCTAssertEqual(journal.entries["A-412"]?.state, .enqueued)
    }

    /// Uses the real background session (integration): the per-task progress must
    /// reach the transfer sheet's relay.
    func testEnqueueReportsPerTaskProgress() throws {
        let client = BackgroundUploadClient(
            journal: journal, progressRelay: relay,
            configuration: .background(withIdentifier: "app.quarry.ios.upload.tests.\(UUID().uuidString)"))
        let task = client.enqueue(fileAt: fileURL, assetID: "A-413",
                                  to: URL(string: "http://127.0.0.1:50932/v2/assets/A-413")!)
        let progressed = expectation(description: "progress reported for A-413")
        relay.onReport = { assetID, _, _ in if assetID == "A-413" { progressed.fulfill() } }
        wait(for: [progressed], timeout: 20)
        task.cancel()
    }
}
