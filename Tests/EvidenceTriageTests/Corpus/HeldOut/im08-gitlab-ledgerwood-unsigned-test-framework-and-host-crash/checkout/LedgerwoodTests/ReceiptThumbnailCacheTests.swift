import XCTest
@testable import Ledgerwood

final class ReceiptThumbnailCacheTests: XCTestCase {
    func testReturnsInsertedImage() {
        let cache = ReceiptThumbnailCache(capacity: 4)
        cache.insert(UIImage(systemName: "doc")!, for: "r-1")
        XCTAssertNotNil(cache.image(for: "r-1"))
    }

    func testEvictsOldestWhenFull() {
        let cache = ReceiptThumbnailCache(capacity: 8)
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            cache.insert(UIImage(systemName: "doc")!, for: "r-\(i)")
        }
        XCTAssertEqual(cache.count, 8)
    }
}
