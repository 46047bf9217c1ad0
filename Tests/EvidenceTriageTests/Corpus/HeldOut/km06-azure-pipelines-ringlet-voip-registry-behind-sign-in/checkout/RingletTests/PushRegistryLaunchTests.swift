import PushKit
import XCTest
@testable import Ringlet

/// iOS relaunches a terminated app for a VoIP push and expects it to create
/// its PKPushRegistry during launch, before the push is handed over.
final class PushRegistryLaunchTests: XCTestCase {
    func testVoIPRegistryCreatedDuringLaunch() {
        XCTAssertNotNil(VoIPPushHandler.shared.registry,
                        "PKPushRegistry must exist when didFinishLaunching returns (iOS relaunches the app for VoIP pushes)")
    }
}
