import XCTest
@testable import Hearth

class AppLaunchTests: XCTestCase {

    func testExposureNotificationTaskRegisteredAtLaunch() {
        // The test host has already run application(_:didFinishLaunchingWithOptions:).
        let identifier = AppDelegate.exposureNotificationTaskIdentifier
        XCTAssertTrue(AppDelegate.registeredTaskIdentifiers.contains(identifier),
                      "launch handler for \(identifier) was not registered")
    }
}
