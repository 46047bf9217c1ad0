import XCTest
@testable import LedgerKit

final class ReceiptUploadQueueTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func testConcurrentEnqueueAssignsUniqueFileNumbers() throws {
        let queue = ReceiptUploadQueue(directory: directory)
        let jpeg = Data(repeating: 0xFF, count: 512)
        DispatchQueue.concurrentPerform(iterations: 40) { _ in
            _ = try? queue.enqueue(jpeg)
        }
        XCTAssertEqual(queue.pendingCount, 40)
    }

    func testEnqueueWritesJPEG() throws {
        let queue = ReceiptUploadQueue(directory: directory)
        let url = try queue.enqueue(Data([0xFF, 0xD8, 0xFF]))
        XCTAssertEqual(url.lastPathComponent, "receipt-00000.jpg")
    }
}
