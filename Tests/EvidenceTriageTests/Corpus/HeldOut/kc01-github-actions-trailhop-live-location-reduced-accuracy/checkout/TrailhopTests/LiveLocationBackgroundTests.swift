import CoreLocation
import UIKit
import XCTest
@testable import Trailhop

/// Runs against the real CLLocationManager in the test host.
final class LiveLocationBackgroundTests: XCTestCase {
    func testSharingDeliversUpdateAfterBackgrounding() async throws {
        let settings = SharingSettings(store: UserDefaults(suiteName: #file)!)
        let sender = RecordingLocationSender()
        let delivered = expectation(description: "background location update delivered")
        sender.onSend = { _ in delivered.fulfill() }

        let manager = await MainActor.run { LiveLocationManager(settings: settings, sender: sender) }
        settings.activeHikeTimeouts["hike-ci"] = .now.addingTimeInterval(600)
        await MainActor.run {
            NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        }

        await fulfillment(of: [delivered], timeout: 45)
        XCTAssertNotNil(manager.lastCoordinate)
    }
}
