import XCTest
import HealthKit
import shared
@testable import iosApp

final class HealthKitBridgeTests: XCTestCase {
    func testEnableBackgroundDeliveryForActiveEnergy() {
        let manager = HealthKitManager(store: HKHealthStore())
        let done = expectation(description: "enableBackgroundDelivery")
        var result: Result<Void, Error>?
        manager.enableBackgroundDelivery { result = $0; done.fulfill() }
        wait(for: [done], timeout: 10)
        XCTAssertNoThrow(try result?.get())
    }

    func testObserverQueryRegisteredDuringLaunch() {
        let registry = LaunchRecorder.shared
        XCTAssertTrue(registry.observerQueriesStartedBeforeLaunchFinished,
                      "observer queries started at \(registry.observerStartPhase)")
    }
}
