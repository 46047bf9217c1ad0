import UserNotifications
import XCTest
@testable import Runner

/// The trade-update channel relies on an APNs token; the app registers for
/// remote notifications as soon as notification permission is granted.
final class PushRegistrationTests: XCTestCase {

    override func setUp() async throws {
        try await super.setUp()
        // Permission is pre-granted by the CI step (`xcrun simctl privacy ... grant notifications`).
        let settings = await UNUserNotificationCenter.current().notificationSettings()
        XCTAssertEqual(settings.authorizationStatus, .authorized)
    }

    func testNotificationCategoriesRegistered() async throws {
        let categories = await UNUserNotificationCenter.current().notificationCategories()
        XCTAssertTrue(categories.contains { $0.identifier == "TRADE_UPDATE" })
    }

    func testRemoteNotificationRegistrationYieldsDeviceToken() async throws {
        let appDelegate = try XCTUnwrap(UIApplication.shared.delegate as? AppDelegate)
        let outcome = expectation(description: "APNs registration finished")
        var receivedToken: Data?
        var receivedError: Error?
        appDelegate.pushRegistration.onResult = { token, error in
            receivedToken = token
            receivedError = error
            outcome.fulfill()
        }
        await MainActor.run { UIApplication.shared.registerForRemoteNotifications() }
        await fulfillment(of: [outcome], timeout: 20)
        XCTAssertNil(receivedError, "\(receivedError.map { String(describing: $0) } ?? "")")
        XCTAssertNotNil(receivedToken, "expected an APNs device token")
    }
}
