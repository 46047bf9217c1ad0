import CoreLocation
import XCTest
@testable import Runner
import wayline_locator

final class LocatorLaunchTests: XCTestCase {
    override func setUp() {
        super.setUp()
        UserDefaults.standard.set(Int64(4_211_907_351), forKey: "wayline_locator.callback_handle")
    }

    func testLocationLaunchWithAlwaysAuthorizationDeliversFix() {
        let plugin = WaylineLocatorPlugin.sharedInstance()
        let delivered = expectation(forNotification: .init("WaylineLocatorDidForward"), object: nil)
        plugin.handleLaunch(withOptions: [UIApplication.LaunchOptionsKey.location: true])
        wait(for: [delivered], timeout: 15)
    }

    func testRelaunchAfterTerminateRestoresCallbackHandle() {
        let plugin = WaylineLocatorPlugin.sharedInstance()
        plugin.handleLaunch(withOptions: [UIApplication.LaunchOptionsKey.location: true])
        XCTAssertEqual(UserDefaults.standard.object(forKey: "wayline_locator.callback_handle") as? Int64, 4_211_907_351)
    }
}
