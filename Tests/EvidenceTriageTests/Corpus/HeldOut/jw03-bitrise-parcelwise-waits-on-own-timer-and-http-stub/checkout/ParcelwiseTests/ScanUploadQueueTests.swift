import XCTest
@testable import Parcelwise

final class ScanUploadQueueTests: XCTestCase {
    final class SpyUploader: ScanUploading {
        var batches: [[LockerScan]] = []
        var onUpload: (() -> Void)?
        func upload(_ scans: [LockerScan], completion: @escaping (Bool) -> Void) {
            batches.append(scans)
            completion(true)
            onUpload?()
        }
    }

    func testQueuedScansFlushAfterInterval() {
        let uploader = SpyUploader()
        let queue = ScanUploadQueue(uploader: uploader, flushInterval: 2)
        let flushed = expectation(description: "queued scans flushed")
        uploader.onUpload = { flushed.fulfill() }

        for n in 1...3 {
            queue.enqueue(LockerScan(parcelID: "P-\(n)", lockerID: "PW-0042", scannedAt: Date()))
        }

        wait(for: [flushed], timeout: 20)
        XCTAssertEqual(uploader.batches.first?.count, 3)
    }
}
