import UIKit
import XCTest
@testable import HomesteadKit

final class SensorRefreshEndToEndTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "SensorRefreshEndToEndTests/" + String(name.split(separator: " ").last!.dropLast()), 1)
    }

    func testSensorsReportedAfterBackgroundRefresh() {
        let reporter = AppEnvironment.live.sensorReporter
        let before = reporter.lastReportDate
        let reported = expectation(for: NSPredicate { _, _ in reporter.lastReportDate != before },
                                   evaluatedWith: nil)

        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        // The refresh asks for 5 minutes; allow the system 10.
        wait(for: [reported], timeout: 600)
    }
}
