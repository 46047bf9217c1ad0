import XCTest
@testable import Loftwing

/// Talks to the local stub server started by the test plan (127.0.0.1:8089).
/// Background sessions go through nsurlsessiond, so URLProtocol stubs do not apply.
final class BackupUploadSessionTests: XCTestCase {
    private let endpoint = URL(string: "http://127.0.0.1:8089/v3/backup/batches")!

    func testFirstBatchUploads() throws {
        let uploader = BackupUploader(store: .temporary())
        let done = expectation(description: "batch 1 uploaded")
        try uploader.upload(.fixture(id: "b1", photos: 3), to: endpoint) { result in
            if case .success = result { done.fulfill() }
        }
        wait(for: [done], timeout: 20)
    }

    func testSecondBatchReusesBackgroundSession() throws {
        let uploader = BackupUploader(store: .temporary())
        let first = expectation(description: "batch 1 uploaded")
        let second = expectation(description: "batch 2 uploaded")
        try uploader.upload(.fixture(id: "b1", photos: 3), to: endpoint) { _ in first.fulfill() }
        try uploader.upload(.fixture(id: "b2", photos: 2), to: endpoint) { result in
            if case .success = result { second.fulfill() }
        }
        wait(for: [first, second], timeout: 20)
    }
}
