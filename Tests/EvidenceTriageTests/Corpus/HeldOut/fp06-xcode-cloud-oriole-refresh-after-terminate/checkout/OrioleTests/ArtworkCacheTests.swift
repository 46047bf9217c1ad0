import Testing
import UIKit
@testable import Oriole

struct ArtworkCacheTests {
    @Test func bundledPlaceholderArtworkLoads() {
        #expect(ArtworkCache.placeholder != nil)
    }

    @Test func placeholderIsSquare() throws {
        let image = try #require(ArtworkCache.placeholder)
        #expect(image.size.width == image.size.height)
    }
}
