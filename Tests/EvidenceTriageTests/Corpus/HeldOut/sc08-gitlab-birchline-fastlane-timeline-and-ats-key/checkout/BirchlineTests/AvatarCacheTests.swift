import XCTest
@testable import Birchline

final class AvatarCacheTests: XCTestCase {
    func testEvictsUnderMemoryPressure() {
        let cache = AvatarCache(limit: 8)
        (0..<8).forEach { cache.insert(.placeholder, for: "u\($0)") }
        let evicted = expectation(description: "evicted")
        cache.onEvict = { evicted.fulfill() }
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        wait(for: [evicted], timeout: 1)
    }
}
