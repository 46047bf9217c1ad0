import XCTest
import Capacitor
@testable import App

final class PushTokenTests: XCTestCase {

    func testPermissionPromptGrantedOnSimulator() async throws {
        let status = try await MessagingHarness.shared.requestPermissions()
        XCTAssertEqual(status, "granted")
    }

    func testFcmTokenAvailableRightAfterPermission() async throws {
        _ = try await MessagingHarness.shared.requestPermissions()
        let token = try await MessagingHarness.shared.getToken()
        XCTAssertFalse(token.isEmpty, "FCM token was empty")
    }
}
