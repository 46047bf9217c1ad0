import XCTest
@testable import Cloudcrate

final class AutoUploadQueueTests: XCTestCase {
    func testDuplicateAssetNotQueuedTwice() throws {
        let queue = AutoUploadQueue(store: .inMemory())
        let asset = AssetRef(localIdentifier: "8C2B1E0F-IMG_2041", modified: .fixture)
        queue.enqueue(asset)
        queue.enqueue(asset)
        XCTAssertEqual(queue.pending.count, 1)
    }
}
