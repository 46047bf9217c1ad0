import CoreLocation
import XCTest
@testable import Gorsemoor

final class CurrentPositionTests: XCTestCase {
    func testResolvesCurrentPositionForTrailMap() async throws {
        let resolved = expectation(description: "current position")
        let position = CurrentPosition()
        Task {
            let location = try await position.resolve()
            print("[Location] fix \(location.coordinate.latitude),\(location.coordinate.longitude)")
            resolved.fulfill()
        }
        await fulfillment(of: [resolved], timeout: 10)
    }
}
