import XCTest
@testable import Harrowby

/// Runs against the real UIApplication in the simulator.
final class UploadExpiryIntegrationTests: XCTestCase {
    func testSystemExpiresUploadAfterBackgroundTimeRunsOut() {
        let expired = expectation(description: "expiration handler called by UIKit")
        let uploader = DraftUploader(app: UIApplication.shared, client: HangingUploadClient(),
                                     store: InMemoryDraftStore(), retry: HeldRetry())
        uploader.upload([.fixture("D-1")], onExpire: { expired.fulfill() })

        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        // iOS gives ~30 s (historically up to 180 s) before expiring; allow 200 s.
        wait(for: [expired], timeout: 200)
    }
}
