import XCTest
@testable import Snapcrate

final class PhotoBackupJobTests: XCTestCase {
    func testBatchCompletesWithinTwoSeconds() {
        // The staging API answers 201 Created for new assets.
        let client = ScriptedBackupClient(statusCodes: [200, 200, 201, 200])
        let job = PhotoBackupJob(client: client)
        let finished = expectation(description: "backup finished")

        job.run(PhotoAsset.fixtures(3)) { result in
            XCTAssertEqual(result, .completed(3))
            finished.fulfill()
        }

        wait(for: [finished], timeout: 2)
    }

    func testCancelStopsRemainingUploads() {
        let client = ScriptedBackupClient(statusCodes: Array(repeating: 200, count: 10), latency: 0.5)
        let job = PhotoBackupJob(client: client)
        let finished = expectation(description: "cancelled job finished")

        job.run(PhotoAsset.fixtures(10)) { result in
            XCTAssertEqual(result, .cancelled)
            finished.fulfill()
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) { job.cancel() }

        wait(for: [finished], timeout: 5)
        XCTAssertLessThan(client.uploadCount, 10)
    }
}
