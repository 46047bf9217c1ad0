import HealthKit
import XCTest
@testable import Stridewell

final class BackgroundDeliveryTests: XCTestCase {
    func testEnablesHourlyStepDeliveryAtLaunch() {
        let done = expectation(description: "enableBackgroundDelivery completed")
        var result: (Bool, Error?) = (false, nil)
        BackgroundDelivery.shared.enable { success, error in
            result = (success, error)
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertTrue(result.0, "enableBackgroundDelivery(stepCount, .hourly) failed: \(result.1?.localizedDescription ?? "no error")")
    }
}
