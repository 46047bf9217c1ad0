import XCTest
import UIKit
@testable import Porchlight

final class BackgroundSensorTests: XCTestCase {
    func testRefreshRequestUsesFifteenMinutes() throws {
        try SensorRefreshScheduler.shared.schedule()
        let begin = try XCTUnwrap(SensorRefreshScheduler.shared.lastRequest?.earliestBeginDate)
        XCTAssertEqual(begin.timeIntervalSinceNow, 15 * 60, accuracy: 5)
    }

    func testBatteryStateUploadedWithinOneMinuteOfCharging() throws {
        let uploaded = expectation(description: "battery_state uploaded from background refresh")
        SensorRefreshScheduler.shared.onRunForTesting = { uploaded.fulfill() }
        try SensorRefreshScheduler.shared.schedule(after: 1)
        NotificationCenter.default.post(name: UIDevice.batteryStateDidChangeNotification, object: nil)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        wait(for: [uploaded], timeout: 60)
    }
}
