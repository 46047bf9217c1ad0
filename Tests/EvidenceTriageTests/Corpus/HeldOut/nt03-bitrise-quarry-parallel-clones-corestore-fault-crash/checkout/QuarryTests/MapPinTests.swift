import XCTest
@testable import Quarry

final class MapPinTests: XCTestCase {
    func testPinsClusterAtLowZoom() async throws {
        let map = try await MapHarness.load(sites: 40)
        await map.setZoom(4)
        XCTAssertLessThan(map.visiblePins.count, 10)
    }
}
