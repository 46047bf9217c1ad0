import UIKit
import XCTest
@testable import Parcelwise

final class DeliveryRefreshTests: XCTestCase {
    override func tearDown() {
        DeliveryRefresh.shared.onLaunch = nil
        super.tearDown()
    }

    func testRefreshRunsWithinTwoMinutesOfBackgrounding() {
        let launched = expectation(description: "delivery refresh launched by the system")
        DeliveryRefresh.shared.onLaunch = { launched.fulfill() }

        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        wait(for: [launched], timeout: 120)
    }
}
