import XCTest
import HealthKit
@testable import Pulsewise

final class SensorUploadTests: XCTestCase {
    func testHeartRateSampleUploadsOnObserverCallback() {
        let api = PulseAPI(server: .stub)
        let observer = HeartRateObserver(uploader: SensorUploader(api: api))
        let sample = HKQuantitySample(type: HKQuantityType(.heartRate),
                                      quantity: HKQuantity(unit: .count().unitDivided(by: .minute()), doubleValue: 58),
                                      start: Date(timeIntervalSince1970: 1_796_100_000), end: Date(timeIntervalSince1970: 1_796_100_060))
        // Blocks until the upload promise settles.
        XCTAssertNoThrow(try observer.handleNewSamples([sample]).wait())
        XCTAssertEqual(api.stubServer.receivedReadings.last?.value, 58)
    }
}
