import XCTest
@testable import Shoebox

final class UploadQueueTests: XCTestCase {
    private var exporter: FakeExporter!
    private var queue: UploadQueue!

    override func setUp() {
        super.setUp()
        exporter = FakeExporter()
        queue = UploadQueue(exporter: exporter)
    }

    func testEnqueueDeduplicatesByAssetID() throws {
        try queue.enqueue(assetID: "A1")
        try queue.enqueue(assetID: "A1")
        XCTAssertEqual(queue.pending.map(\.id), ["A1"])
    }

    func testEnqueueExportsOnce() throws {
        try queue.enqueue(assetID: "A1")
        XCTAssertEqual(exporter.exportCount, 1)
    }

    func testRetryIncrementsAttempts() throws {
        try queue.enqueue(assetID: "A1")
        try queue.retry(queue.pending[0])
        XCTAssertEqual(queue.pending.last?.attempts, 1)
    }

    func testRetryKeepsOriginalFileURL() throws {
        try queue.enqueue(assetID: "A1")
        let original = queue.pending[0]
        try queue.retry(original)
        // The exported file lives in Application Support/Exports and is kept until
        // the upload succeeds; a retry must point at the same file, not a new export.
        XCTAssertEqual(queue.pending.last?.fileURL, original.fileURL)
        XCTAssertEqual(exporter.exportCount, 1)
    }
}
