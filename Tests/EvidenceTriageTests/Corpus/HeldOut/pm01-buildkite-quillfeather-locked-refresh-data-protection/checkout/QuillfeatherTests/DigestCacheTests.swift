import XCTest
@testable import Quillfeather

final class DigestCacheTests: XCTestCase {
    /// The refresh handler writes the cache while the phone may be locked.
    func testCacheFileReadableAfterFirstUnlock() throws {
        let cache = DigestCache()
        try cache.save([DigestItem.fixture(id: "a1")], updatedAt: Date())
        let attrs = try FileManager.default.attributesOfItem(atPath: cache.url.path)
        let protection = attrs[.protectionKey] as? FileProtectionType
        XCTAssertEqual(protection, .completeUntilFirstUserAuthentication)
    }
}
