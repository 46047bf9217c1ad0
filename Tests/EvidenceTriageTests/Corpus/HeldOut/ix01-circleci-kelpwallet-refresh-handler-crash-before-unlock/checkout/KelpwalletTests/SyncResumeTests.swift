import XCTest
@testable import Kelpwallet

final class SyncResumeTests: XCTestCase {
    func testForegroundAfterSuccessfulBackgroundPassStaysSynced() {
        let service = FakeLightwalletService(results: [.success(2_801_140)])
        let processor = CompactBlockProcessor(service: service)
        processor.start(retry: true)
        XCTAssertEqual(processor.state, .synced)
    }

    /// Reported by a user: after a background pass failed with a transport error, the app
    /// came back to the foreground on the error screen and stayed there until relaunched.
    func testForegroundAfterFailedBackgroundPassResumesSync() {
        let service = FakeLightwalletService(results: [
            .failure(.unavailable(code: 14, message: "Transport became inactive")),
            .success(2_801_140),
        ])
        let processor = CompactBlockProcessor(service: service)

        processor.start(retry: true)          // background pass, fails
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
        processor.start(retry: true)          // foreground resume

        XCTAssertEqual(processor.state, .syncing,
                       "foreground after a failed background pass should restart the processor")
    }
}
