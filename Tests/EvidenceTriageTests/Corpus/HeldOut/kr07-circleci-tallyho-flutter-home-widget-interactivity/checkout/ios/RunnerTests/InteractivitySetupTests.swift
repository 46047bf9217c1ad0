import XCTest
@testable import Runner

/// Runs inside the Runner test host, where lib/main.dart has executed.
final class InteractivitySetupTests: XCTestCase {
    func testAppGroupConfiguredBeforeCallbackRegistration() {
        let calls = PluginCallRecorder.shared.waitForCalls(2, timeout: 10)
        XCTAssertEqual(Array(calls.prefix(2)), ["setAppGroupId", "registerInteractivityCallback"],
                       "home_widget must know the app group before the interactivity callback is registered")
    }
}
