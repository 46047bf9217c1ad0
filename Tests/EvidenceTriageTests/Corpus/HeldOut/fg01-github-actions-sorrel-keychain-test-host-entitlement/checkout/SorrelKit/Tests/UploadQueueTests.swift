import XCTest
@testable import SorrelKit

private final class ScriptedUploader: ReceiptUploader {
    var failOnce: Set<String>
    private(set) var uploaded: [String] = []
    var onUpload: ((String) async -> Void)?

    init(failOnce: Set<String> = []) { self.failOnce = failOnce }

    func upload(_ item: PendingUpload) async throws {
        await onUpload?(item.fileName)
        if failOnce.remove(item.fileName) != nil {
            throw URLError(.timedOut)
        }
        uploaded.append(item.fileName)
    }
}

final class UploadQueueTests: XCTestCase {
    private let t0 = Date(timeIntervalSince1970: 1_741_939_200)

    func testDrainUploadsOldestFirst() async throws {
        let uploader = ScriptedUploader()
        let queue = UploadQueue(pending: [
            PendingUpload(fileName: "a.jpg", createdAt: t0),
            PendingUpload(fileName: "b.jpg", createdAt: t0.addingTimeInterval(60)),
        ], uploader: uploader)

        try await queue.drain()

        XCTAssertEqual(uploader.uploaded, ["a.jpg", "b.jpg"])
        let left = await queue.pending
        XCTAssertTrue(left.isEmpty)
    }

    func testFailedItemIsRetriedBeforeNewerItems() async throws {
        let uploader = ScriptedUploader(failOnce: ["a.jpg"])
        let queue = UploadQueue(pending: [
            PendingUpload(fileName: "a.jpg", createdAt: t0),
        ], uploader: uploader)
        uploader.onUpload = { name in
            if name == "a.jpg" {
                await queue.enqueue(PendingUpload(fileName: "b.jpg", createdAt: self.t0.addingTimeInterval(60)))
            }
        }

        try await queue.drain()

        let order = await queue.pending.map(\.fileName)
        XCTAssertEqual(order, ["a.jpg", "b.jpg"], "a failed upload must keep its place ahead of newer receipts")
    }

    func testItemDroppedAfterMaxAttempts() async throws {
        let uploader = ScriptedUploader(failOnce: ["a.jpg"])
        let queue = UploadQueue(pending: [
            PendingUpload(fileName: "a.jpg", createdAt: t0, attempts: 4),
        ], uploader: uploader, maxAttempts: 5)

        try await queue.drain()

        let left = await queue.pending
        XCTAssertTrue(left.isEmpty)
    }
}
