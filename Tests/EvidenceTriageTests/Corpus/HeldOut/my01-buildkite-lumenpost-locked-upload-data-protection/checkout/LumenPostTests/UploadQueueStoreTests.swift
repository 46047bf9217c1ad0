import XCTest
import CoreData
@testable import LumenPost

final class UploadQueueStoreTests: XCTestCase {
    func testRetryCountSurvivesRelaunch() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("queue-\(UUID()).sqlite")
        var store = try UploadQueueStore(url: url)
        let item = try store.enqueue(photoID: "P-1042")
        try store.markFailed(item.id)
        try store.markFailed(item.id)
        store = try UploadQueueStore(url: url)
        XCTAssertEqual(try store.item(item.id)?.retryCount, 2)
    }
}
