import XCTest
@testable import Windrow

/// End-to-end check that a fresh install registers with APNs and hands the
/// token to our backend. Uses the real UIApplication, no stubs.
final class PushRegistrationTests: XCTestCase {
    func testUploadsDeviceTokenAfterRegistering() {
        let uploaded = expectation(forNotification: PushTokenUploader.didUploadToken, object: nil)
        uploaded.expectationDescription = "APNs device token uploaded"

        UIApplication.shared.registerForRemoteNotifications()

        wait(for: [uploaded], timeout: 30)
        XCTAssertNotNil(PushTokenUploader.shared.lastUploadedToken)
    }

    func testTokenIsHexEncoded() {
        let stub = StubAPIClient()
        let uploader = PushTokenUploader(client: stub)
        uploader.upload(Data([0xde, 0xad, 0xbe, 0xef]))
        XCTAssertEqual(stub.lastBody?["token"] as? String, "deadbeef")
    }
}
