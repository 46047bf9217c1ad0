import XCTest
@testable import Pennant

final class PushPermissionTests: XCTestCase {
    func testOnboardingRequestsPermissionBeforeRegistering() {
        let spy = FirebasePluginSpy()
        let done = expectation(description: "onboarding finished")
        OnboardingBridge(firebase: spy).finishOnboarding { done.fulfill() }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(spy.calls(to: "grantPermission"), 1, "grantPermission calls")
        XCTAssertEqual(spy.calls(to: "getToken"), 1)
    }
}
