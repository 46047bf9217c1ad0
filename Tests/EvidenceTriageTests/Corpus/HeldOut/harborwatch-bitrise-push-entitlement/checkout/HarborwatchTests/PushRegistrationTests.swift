import XCTest
import UIKit
@testable import Harborwatch

/// Remote notifications wake the app for tide-alert refreshes
/// (content-available pushes → TideAlertRefresher).
final class PushRegistrationTests: XCTestCase {
    private var recorder: PushRegistrationRecorder!

    override func setUp() {
        super.setUp()
        recorder = PushRegistrationRecorder()
        AppDelegate.shared.pushObserver = recorder
    }

    func testDeviceTokenIsDelivered() throws {
        let registered = expectation(description: "didRegisterForRemoteNotifications")
        recorder.onToken = { _ in registered.fulfill() }
        recorder.onError = { error in XCTFail("push registration failed: \(error)") }
        UIApplication.shared.registerForRemoteNotifications()
        wait(for: [registered], timeout: 10)
    }

    func testTokenUploadedToHarborAPI() throws {
        let api = RecordingHarborAPI()
        let uploader = PushTokenUploader(api: api)
        let uploaded = expectation(description: "token uploaded")
        recorder.onToken = { token in
            uploader.upload(token) { uploaded.fulfill() }
        }
        recorder.onError = { error in XCTFail("push registration failed: \(error)") }
        UIApplication.shared.registerForRemoteNotifications()
        wait(for: [uploaded], timeout: 10)
        XCTAssertEqual(api.registeredTokens.count, 1)
    }
}
