import FirebaseMessaging
import XCTest
@testable import Runner

final class PushSetupTests: XCTestCase {

    func testAPNSTokenArrivesForProdScheme() throws {
        try XCTSkipUnless(BuildFlavor.current == .prod, "prod scheme only")
        let registered = expectation(description: "APNs device token")
        PushBootstrap.shared.onAPNSResult = { result in
            if case .failure(let error) = result { XCTFail("APNs registration failed: \(error.localizedDescription)") }
            registered.fulfill()
        }
        UIApplication.shared.registerForRemoteNotifications()
        wait(for: [registered], timeout: 20)
        XCTAssertNotNil(Messaging.messaging().apnsToken)
    }

    func testFCMTokenAfterAPNSToken() async throws {
        try XCTSkipIf(BuildFlavor.current == .prod, "dev scheme only")
        await UIApplication.shared.registerForRemoteNotifications()
        try await Task.sleep(nanoseconds: 5_000_000_000)
        let token = try await Messaging.messaging().token()
        XCTAssertFalse(token.isEmpty)
    }
}
