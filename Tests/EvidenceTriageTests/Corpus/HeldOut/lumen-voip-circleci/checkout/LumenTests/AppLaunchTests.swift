import XCTest
import PushKit
@testable import Lumen

final class AppLaunchTests: XCTestCase {

    func testWindowHasRootCoordinator() {
        let delegate = AppDelegate()
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        XCTAssertNotNil(delegate.rootCoordinator)
    }

    /// When PushKit relaunches a terminated app for a VoIP push, only what runs inside
    /// didFinishLaunching exists before the push is delivered: the registry and its delegate
    /// must be created there, not by a view controller.
    func testPushRegistryCreatedDuringDidFinishLaunching() {
        let delegate = AppDelegate()
        _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        XCTAssertNotNil(delegate.voipRegistry, "no PKPushRegistry after didFinishLaunching")
        XCTAssertEqual(delegate.voipRegistry?.desiredPushTypes, [.voIP])
    }
}
