import HealthKit
import XCTest
@testable import Larkspur

final class HealthObserverSetupTests: XCTestCase {
    func testEnablesHourlyBackgroundDeliveryForSteps() {
        let done = expectation(description: "enableBackgroundDelivery completes")
        var received: Error?
        HealthObserverSetup().enableStepDelivery { error in
            received = error
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertNil(received)
    }
}
