import CoreLocation
import XCTest
@testable import Switchback

/// Uses the real CLLocationManager against the Simulator's simulated location.
/// The CI simulator is expected to be set up with `xcrun simctl location <udid> set`.
final class CurrentFixProviderTests: XCTestCase {
    func testResolvesCurrentFixWithinTimeout() {
        let provider = CurrentFixProvider()
        let resolved = expectation(description: "current fix")
        var result: Result<CLLocation, Error>?

        provider.currentFix { result = $0; resolved.fulfill() }
        wait(for: [resolved], timeout: 15)

        switch result {
        case .success(let location):
            XCTAssertLessThan(location.horizontalAccuracy, 100)
        case .failure(let error):
            XCTFail("location request failed: \(error)")
        case nil:
            XCTFail("no result")
        }
    }
}
