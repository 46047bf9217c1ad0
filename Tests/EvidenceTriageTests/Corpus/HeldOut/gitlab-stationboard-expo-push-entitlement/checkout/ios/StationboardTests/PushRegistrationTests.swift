import XCTest
@testable import Stationboard

/// Runs inside the app host on the CI simulator. The registrar wraps
/// UIApplication.registerForRemoteNotifications() and uploads the APNs token
/// so the dispatch backend can send content-available pushes for roster changes.
final class PushRegistrationTests: XCTestCase {
    private var uploader: RecordingTokenUploader!

    override func setUp() {
        super.setUp()
        uploader = RecordingTokenUploader()
    }

    func testDeviceTokenIsUploadedOnFirstLaunch() {
        let registered = expectation(description: "APNs device token received")
        let registrar = PushRegistrar(uploader: uploader, application: .shared)
        registrar.onRegistered = { _ in registered.fulfill() }
        registrar.onFailed = { error in
            XCTFail("APNs registration failed: \(error.localizedDescription)")
            registered.fulfill()
        }
        registrar.register()
        wait(for: [registered], timeout: 15)
        XCTAssertEqual(uploader.uploadedTokens.count, 1)
    }
}
