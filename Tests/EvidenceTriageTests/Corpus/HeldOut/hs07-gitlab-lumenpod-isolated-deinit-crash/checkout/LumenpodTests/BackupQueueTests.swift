import XCTest
@testable import Lumenpod

final class BackupQueueTests: XCTestCase {
    func testUploadsInOrder() {
        var queue = BackupQueue(pending: ["IMG_0011", "IMG_0012"])
        XCTAssertEqual(queue.next, "IMG_0011")
        queue.markUploaded("IMG_0011")
        XCTAssertEqual(queue.uploaded, ["IMG_0011"])
    }

    func testResumesAfterExpirationWithoutDuplicates() {
        var queue = BackupQueue(pending: ["IMG_0011", "IMG_0012", "IMG_0013", "IMG_0014"])
        var sent: [String] = []

        // First run: three uploads complete, then the BGProcessingTask expires.
        for _ in 0..<3 { let id = queue.next!; sent.append(id); queue.markUploaded(id) }
        queue.expire()

        // Next run finishes the queue.
        while let id = queue.next { sent.append(id); queue.markUploaded(id) }

        XCTAssertEqual(sent, ["IMG_0011", "IMG_0012", "IMG_0013", "IMG_0014"],
                       "an asset was uploaded twice after the processing task expired")
    }
}
