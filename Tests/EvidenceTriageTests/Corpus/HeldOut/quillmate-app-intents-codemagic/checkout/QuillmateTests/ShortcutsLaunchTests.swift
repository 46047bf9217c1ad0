import XCTest
@testable import Quillmate

final class ShortcutsLaunchTests: XCTestCase {

    /// Without a launch-time refresh the system cannot find the AppShortcutsProvider when a
    /// shortcut is invoked ("Couldn't find AppShortcutsProvider."). Apple's sample calls
    /// updateAppShortcutParameters() while the app initialises.
    func testLaunchRefreshesAppShortcutParameters() {
        let spy = SpyShortcutRefresher()
        let delegate = AppDelegate(shortcutRefresher: spy)
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        XCTAssertEqual(spy.refreshCount, 1)
    }
}
