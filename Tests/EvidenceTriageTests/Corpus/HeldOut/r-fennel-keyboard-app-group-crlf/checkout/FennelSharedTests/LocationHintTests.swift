import XCTest
@testable import FennelShared

final class LocationHintTests: XCTestCase {
    func testLastKnownLocationKeepsLatestCall() async throws {
        let hints = LocationHintService()
        hints.setLastKnownLocation(.sanFrancisco)
        hints.setLastKnownLocation(.newYork)
        try await Task.sleep(nanoseconds: 20_000_000)
        let last = await hints.filter.lastLocation
        XCTAssertEqual(last, .newYork)
    }
}
