import XCTest
@testable import Woodpile

final class APIDiscoveryTests: XCTestCase {
    func testConcurrentResolutionHitsRootOnce() async throws {
        let transport = CountingTransport(rootResponse: .fixture("api-root"))
        let discovery = APIDiscoveryCoordinator(transport: transport)
        async let a = discovery.resolveRoot(for: "shop.example")
        async let b = discovery.resolveRoot(for: "shop.example")
        _ = try await (a, b)
        XCTAssertEqual(transport.requestCount, 1, "two concurrent resolutions must share one root request")
    }
}
