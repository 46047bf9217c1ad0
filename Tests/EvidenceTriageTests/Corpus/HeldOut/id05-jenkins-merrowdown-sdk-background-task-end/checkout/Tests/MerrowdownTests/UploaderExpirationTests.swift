import UIKit
import XCTest
@testable import Merrowdown

/// Runs in MerrowdownHost with the real UIApplication.
final class UploaderExpirationTests: XCTestCase {
    func testExpirationHandlerRunsWhenBackgroundTimeRunsOut() {
        let transport = SlowTransport(duration: 120)      // an upload that cannot finish in time
        let uploader = EventUploader(application: UIApplication.shared, transport: transport)

        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        // iOS gives roughly 30 s of background time; the expiration handler should cancel the upload.
        let expired = expectation(description: "expiration handler cancelled the upload")
        transport.onCancel = { expired.fulfill() }
        wait(for: [expired], timeout: 40)
        XCTAssertEqual(uploader.expirations, 1)
    }
}
