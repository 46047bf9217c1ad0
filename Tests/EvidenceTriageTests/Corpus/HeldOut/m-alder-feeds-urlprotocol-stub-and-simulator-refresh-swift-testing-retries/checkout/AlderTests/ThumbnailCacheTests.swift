import Testing
@testable import Alder

@Suite("Thumbnail cache")
struct ThumbnailCacheTests {
    @Test
    func evictsOldest() async {
        let cache = ThumbnailCache(capacity: 2)
        await cache.insert(.placeholder, for: "a")
        await cache.insert(.placeholder, for: "b")
        await cache.insert(.placeholder, for: "c")
        #expect(await cache.keys == ["b", "c"])
    }
}
