import XCTest
import BackgroundTasks
@testable import App

final class TokenRefreshRegistrationTests: XCTestCase {
    func testTokenRefreshTaskRegistersAtLaunch() throws {
        // AppDelegate registers our own 14-day token refresh next to the
        // @transistorsoft/capacitor-background-fetch plugin.
        let delegate = try XCTUnwrap(UIApplication.shared.delegate as? AppDelegate)
        XCTAssertTrue(delegate.registerTokenRefreshTask())
    }
}
