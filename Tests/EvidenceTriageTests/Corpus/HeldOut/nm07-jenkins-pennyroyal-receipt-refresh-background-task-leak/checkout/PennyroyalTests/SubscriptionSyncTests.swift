import XCTest
import BackgroundTasks
@testable import Pennyroyal

final class SubscriptionSyncTests: XCTestCase {
    func testSubscriptionSyncHandlerRegistered() {
        XCTAssertTrue(DiagnosticRecorder.shared.didRegister(AppDelegate.subscriptionSyncID))
    }

    func testSubscriptionSyncSubmits() throws {
        let request = BGProcessingTaskRequest(identifier: AppDelegate.subscriptionSyncID)
        request.requiresNetworkConnectivity = true
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
    }
}
