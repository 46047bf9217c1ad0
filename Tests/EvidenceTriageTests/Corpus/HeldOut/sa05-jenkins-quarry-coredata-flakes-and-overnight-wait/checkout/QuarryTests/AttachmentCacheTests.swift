import Foundation
import Testing
@testable import Quarry

struct AttachmentCacheTests {
    @Test func evictsOldestFirst() {
        let cache = AttachmentCache(capacity: 200)
        let t = Date(timeIntervalSince1970: 1_790_000_000)
        cache.insert("a.jpg", bytes: 100, at: t)
        cache.insert("b.jpg", bytes: 100, at: t.addingTimeInterval(10))
        cache.insert("c.jpg", bytes: 100, at: t.addingTimeInterval(20))
        #expect(cache.entries.map(\.key) == ["b.jpg", "c.jpg"])
    }
}
