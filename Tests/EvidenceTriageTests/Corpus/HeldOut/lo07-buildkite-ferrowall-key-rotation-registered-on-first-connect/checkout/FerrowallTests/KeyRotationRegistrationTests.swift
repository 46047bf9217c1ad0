import XCTest
@testable import Ferrowall

final class KeyRotationRegistrationTests: XCTestCase {
    func testKeyRotationHandlerRegisteredBeforeLaunchCompletes() {
        TunnelManager.shared.start()
        XCTAssertTrue(BackgroundTaskRegistry.shared.registered.contains(BackgroundTaskRegistry.keyRotation))
    }

    func testRelayRefreshRegisteredAtLaunch() {
        XCTAssertTrue(BackgroundTaskRegistry.shared.registered.contains(BackgroundTaskRegistry.relayRefresh))
    }
}
