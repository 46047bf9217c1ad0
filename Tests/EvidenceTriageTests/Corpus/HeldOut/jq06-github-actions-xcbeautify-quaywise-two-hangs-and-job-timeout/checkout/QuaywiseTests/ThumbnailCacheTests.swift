import XCTest
@testable import Quaywise

final class ThumbnailCacheTests: XCTestCase {
    private let photo = Bundle(for: ThumbnailCacheTests.self).url(forResource: "spirit-of-vancouver", withExtension: "jpg")!

    func testThumbnailIsScaledDown() {
        let done = expectation(description: "thumbnail")
        ThumbnailCache().thumbnail(for: photo) { image in
            XCTAssertLessThanOrEqual(image?.size.width ?? .infinity, 120)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
    }

    func testThumbnailCompletionArrivesOnMain() {
        let image = waitForThumbnail(ThumbnailCache(), url: photo)
        XCTAssertNotNil(image)
    }

    /// Synchronous convenience for tests that only care about the result.
    private func waitForThumbnail(_ cache: ThumbnailCache, url: URL) -> UIImage? {
        let semaphore = DispatchSemaphore(value: 0)
        var result: UIImage?
        cache.thumbnail(for: url) { image in
            XCTAssertTrue(Thread.isMainThread)
            result = image
            semaphore.signal()
        }
        semaphore.wait()
        return result
    }
}
