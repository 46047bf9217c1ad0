import XCTest
@testable import Tincan

final class PushRegistrationTests: XCTestCase {
    func testRegistersAndUploadsAPNsToken() {
        let uploaded = expectation(description: "APNs device token uploaded")
        PushRegistrar.shared.onTokenUploaded = { _ in uploaded.fulfill() }
        PushRegistrar.shared.register()
        wait(for: [uploaded], timeout: 30)
    }
}
