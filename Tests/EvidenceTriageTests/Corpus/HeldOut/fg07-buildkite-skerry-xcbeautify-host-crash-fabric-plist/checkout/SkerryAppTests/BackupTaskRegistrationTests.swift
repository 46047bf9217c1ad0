import BackgroundTasks
import XCTest
@testable import Skerry

/// Hosted in Skerry.app so the AppDelegate's launch-time registration is real.
final class BackupTaskRegistrationTests: XCTestCase {
    func testBackupIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertEqual(permitted, ["com.skerry.logbook.backup"])
    }

    func testSubmittingBackupRequestSucceeds() {
        let request = BGProcessingTaskRequest(identifier: "com.skerry.logbook.backup")
        request.requiresNetworkConnectivity = true
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: "com.skerry.logbook.backup")
    }
}
