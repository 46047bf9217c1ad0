import XCTest
@testable import Quayline

final class OutboxFlushJobTests: XCTestCase {
    private var store: InMemoryOutboxStore!
    private var client: ScriptedUploadClient!
    private var staging: URL!

    override func setUpWithError() throws {
        store = InMemoryOutboxStore(scans: (1...3).map { Scan.fixture(sequence: $0) })
        client = ScriptedUploadClient()
        staging = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
    }

    func testMarksSentOnlyAfterServerAck() {
        client.holdResponses = true
        let job = OutboxFlushJob(store: store, client: client, stagingDirectory: staging)
        job.run { _ in }

        client.respond(to: 1, with: .success(()))

        // Scans 2 and 3 have not been acknowledged yet.
        XCTAssertEqual(store.count(in: .sent), 1, "only acknowledged scans may be marked sent")
        XCTAssertEqual(store.count(in: .pending), 2)
    }

    func testExpirationRemovesStagedBatchFile() throws {
        client.holdResponses = true
        let job = OutboxFlushJob(store: store, client: client, stagingDirectory: staging)
        let done = expectation(description: "job finished")
        job.run { success in
            XCTAssertFalse(success)
            done.fulfill()
        }

        job.cancel()                       // what the BGProcessingTask expiration handler does
        client.respond(to: 1, with: .success(()))
        wait(for: [done], timeout: 2)

        let leftovers = try FileManager.default.contentsOfDirectory(atPath: staging.path)
        XCTAssertTrue(leftovers.isEmpty, "staged batch file left after expiration: \(leftovers)")
    }

    func testEmptyOutboxCompletesImmediately() {
        let job = OutboxFlushJob(store: InMemoryOutboxStore(scans: []), client: client, stagingDirectory: staging)
        var result: Bool?
        job.run { result = $0 }
        XCTAssertEqual(result, true)
    }
}
