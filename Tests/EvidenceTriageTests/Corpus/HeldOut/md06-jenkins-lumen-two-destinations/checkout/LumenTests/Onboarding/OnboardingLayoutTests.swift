import XCTest
import ViewInspector
@testable import Lumen

final class OnboardingLayoutTests: XCTestCase {
    func testContinueButtonVisibleInEverySizeClass() throws {
        let view = OnboardingView().environment(\.horizontalSizeClass, UIDevice.current.userInterfaceIdiom == .pad ? .regular : .compact)
        XCTAssertNoThrow(try view.inspect().find(viewWithAccessibilityIdentifier: "onboarding.continue"),
                         "Continue button missing")
    }
}
