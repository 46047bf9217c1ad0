import Shared
import XCTest

final class PushTokenTests: XCTestCase {

    func testFcmTokenAvailableAfterLaunch() async throws {
        // AppDelegate initialises NotifierManager (KMPNotifier) with Firebase at launch
        let token = try await PushTokens.shared.currentToken(timeoutMillis: 15_000)

        XCTAssertNotNil(token, "no FCM token 15 s after launch")
    }
}
