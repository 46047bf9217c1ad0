import XCTest
import HealthKit
@testable import Pinyon

final class HealthBridgeTests: XCTestCase {
    let bridge = PinyonHealthBridge()

    func testAuthorizationRequestsBodyMassRead() {
        XCTAssertTrue(bridge.readTypes.contains(HKQuantityType(.bodyMass)))
    }

    func testEnableBackgroundDeliveryIsExportedToJS() {
        // JS calls HealthKit.enableBackgroundDelivery(identifier, frequency)
        let selector = NSSelectorFromString("enableBackgroundDelivery:updateFrequency:withResolver:withRejector:")
        XCTAssertTrue(bridge.responds(to: selector), "enableBackgroundDelivery is not a recognized Objective-C method")
    }

    func testObserverFiresWithinOneMinuteOfNewSample() throws {
        let fired = expectation(description: "HKObserverQuery update handler called")
        fired.assertForOverFulfill = false
        try bridge.observe(HKQuantityType(.bodyMass), frequency: .immediate) { fired.fulfill() }
        try bridge.saveSample(kilograms: 71.4)
        wait(for: [fired], timeout: 60)
    }
}
