import XCTest
import BackgroundTasks
@testable import KestrelKit

final class UploadQueueTests: XCTestCase {
    func testDeferredUploadRegistersProcessingTask() throws {
        let queue = UploadQueue(store: .inMemory())
        try queue.enableDeferredUploads()
        XCTAssertTrue(queue.deferredUploadsEnabled)
    }

    func testRetryDoesNotDuplicateParts() async throws {
        let transport = FlakyTransport(failFirstAttemptOfPart: 2)
        let queue = UploadQueue(store: .inMemory(), transport: transport)
        try await queue.upload(Fixtures.album(parts: 2))
        XCTAssertEqual(transport.receivedParts.count, 2)
    }
}
