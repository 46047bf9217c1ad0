import XCTest
import Shared
@testable import Larkfield

final class AppLaunchRegistrationTests: XCTestCase {

    func testTickHandlerRegistered() throws {
        let records = try DiagnosticsRecorder.shared.records(identifier: AppGraph.tickIdentifier)
        XCTAssertEqual(records.first { $0.phase == .registration }?.outcome, .succeeded)
    }

    /// Every WorkRequest.OneTime task id gets its own BGTaskScheduler identifier
    /// (the periodic tick covers periodics only), and each must register at launch.
    func testOneShotIdentifiersRegistered() throws {
        for taskId in AppGraph.oneShotTaskIds {
            let identifier = AppGraph.bgIdentifier(forOneShot: taskId)
            let records = try DiagnosticsRecorder.shared.records(identifier: identifier)
            let registration = try XCTUnwrap(records.first { $0.phase == .registration })
            XCTAssertEqual(registration.outcome, .succeeded,
                           "\(identifier) did not register (\(registration.errorType ?? "nil"))")
        }
    }

    func testWorkerFactoriesRegistered() {
        XCTAssertTrue(AppGraph.shared.backgrounder.isRegistered(taskId: SyncWorker.companion.ID))
    }
}
