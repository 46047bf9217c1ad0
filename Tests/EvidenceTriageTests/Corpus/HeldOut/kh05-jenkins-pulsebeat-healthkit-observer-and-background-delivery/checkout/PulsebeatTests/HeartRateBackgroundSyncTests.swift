import XCTest
import HealthKit
import UIKit
@testable import Pulsebeat

/// End to end on the Simulator with the real HKHealthStore: once the app is in
/// the background, HealthKit's background delivery should wake HeartRateSync.
final class HeartRateBackgroundSyncTests: XCTestCase {
    func testBackgroundDeliveryWakesSyncAfterBackgrounding() {
        let sync = HeartRateSync(store: HKHealthStore(), uploader: NullUploader())
        let synced = expectation(description: "HeartRateSync woken by background delivery")
        synced.assertForOverFulfill = false
        sync.onSynced = { synced.fulfill() }
        sync.start()
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        wait(for: [synced], timeout: 30)
    }
}
