import XCTest
import HealthKit
@testable import Pulsewise

final class BackgroundDeliveryTests: XCTestCase {
    func testEnableBackgroundDeliveryForHeartRate() throws {
        try XCTSkipUnless(HKHealthStore.isHealthDataAvailable())
        let observer = HeartRateObserver(uploader: SensorUploader(api: PulseAPI(server: .stub)))
        let enabled = expectation(description: "background delivery enabled")
        var outcome: (Bool, Error?) = (false, nil)
        observer.enableBackgroundDelivery { success, error in
            outcome = (success, error)
            enabled.fulfill()
        }
        wait(for: [enabled], timeout: 10)
        XCTAssertTrue(outcome.0, "enableBackgroundDelivery failed: \(String(describing: outcome.1))")
    }
}
