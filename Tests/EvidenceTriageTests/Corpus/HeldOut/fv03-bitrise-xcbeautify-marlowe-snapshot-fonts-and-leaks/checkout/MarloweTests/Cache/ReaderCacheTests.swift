import XCTest
@testable import Marlowe

final class ReaderCacheTests: XCTestCase {
    func testCacheProviderDoesNotLeak() {
        let expectation = expectation(description: "warmed")
        var provider: ReaderCacheProvider? = ReaderCacheProvider(memoryCapacity: 4_000_000, diskCapacity: 0)
        trackForMemoryLeaks(provider!.urlCache)
        provider?.warm(urls: [URL(string: "https://img.marlowe.example/cover/8812.jpg")!]) {
            expectation.fulfill()
        }
        wait(for: [expectation], timeout: 2)
        provider = nil
    }
}
