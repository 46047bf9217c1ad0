import XCTest
@testable import SaffronRecipes

final class MeasurementSessionTests: XCTestCase {
    func testSessionBeginsOnLaunch() {
        let begun = expectation(forNotification: .measurementSessionDidBegin, object: nil)
        AppAnalytics.start(apiKey: "test-key", userIdentifier: nil)
        wait(for: [begun], timeout: 5)
    }
}
