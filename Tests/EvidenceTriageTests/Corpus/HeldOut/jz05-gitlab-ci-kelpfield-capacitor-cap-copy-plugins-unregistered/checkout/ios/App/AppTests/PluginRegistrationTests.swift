import XCTest
import Capacitor
@testable import App

final class PluginRegistrationTests: XCTestCase {
    private var bridge: CAPBridgeProtocol? {
        (UIApplication.shared.delegate?.window??.rootViewController as? CAPBridgeViewController)?.bridge
    }

    func testBridgeIsReady() {
        XCTAssertNotNil(bridge)
    }

    func testBackgroundRunnerPluginIsRegistered() {
        XCTAssertNotNil(bridge?.plugin(withName: "BackgroundRunner"),
                        "BackgroundRunner plugin not loaded by the bridge")
    }

    func testPreferencesPluginIsRegistered() {
        XCTAssertNotNil(bridge?.plugin(withName: "Preferences"))
    }
}
