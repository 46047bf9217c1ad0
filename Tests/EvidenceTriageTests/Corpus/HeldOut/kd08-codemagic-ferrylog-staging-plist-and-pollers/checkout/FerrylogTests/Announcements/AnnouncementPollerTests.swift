import UIKit
import XCTest
@testable import Ferrylog

final class AnnouncementPollerTests: XCTestCase {
    func testEnteringBackgroundStopsPollers() {
        let center = NotificationCenter()
        let registry = AnnouncementPollerRegistry(center: center)
        registry.follow(port: "Stornoway")
        registry.follow(port: "Ullapool")
        registry.startAll()

        center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        XCTAssertEqual(registry.runningCount, 0, "announcement pollers still running after didEnterBackground")
    }
}
