import XCTest
@testable import Kestrel

final class PurchasesPrefetchTests: XCTestCase {
    func testPrefetchSkippedWhenCacheFresh() async {
        let network = MockStoreNetwork()
        let prefetcher = OfferingsPrefetcher(network: network, cache: .fresh)
        prefetcher.prefetch()
        XCTAssertEqual(network.requestCount, 0)
    }

    func testPrefetchInvokesNetwork() {
        let network = MockStoreNetwork()
        let prefetcher = OfferingsPrefetcher(network: network, cache: .empty)
        prefetcher.prefetch()
        // prefetch() hops to a Task before calling the network.
        XCTAssertEqual(network.requestCount, 1)
    }
}
