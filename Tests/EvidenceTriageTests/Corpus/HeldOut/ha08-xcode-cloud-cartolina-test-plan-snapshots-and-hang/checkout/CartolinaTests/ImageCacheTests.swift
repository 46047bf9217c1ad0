import XCTest
@testable import Cartolina

final class ImageCacheTests: XCTestCase {
    func testSecondLoadIsCached() {
        var decodes = 0
        let cache = ImageCache { _ in decodes += 1; return UIImage() }
        _ = cache.image(named: "lisbon-tram")
        _ = cache.image(named: "lisbon-tram")
        XCTAssertEqual(decodes, 1)
    }

    func testConcurrentLoadsShareOneDecode() {
        let decodes = ManagedAtomicCounter()
        let cache = ImageCache { _ in
            decodes.increment()
            Thread.sleep(forTimeInterval: 0.2)   // simulate a slow JPEG decode
            return UIImage()
        }
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            _ = cache.image(named: "lisbon-tram")
        }
        XCTAssertEqual(decodes.value, 1)
    }
}
