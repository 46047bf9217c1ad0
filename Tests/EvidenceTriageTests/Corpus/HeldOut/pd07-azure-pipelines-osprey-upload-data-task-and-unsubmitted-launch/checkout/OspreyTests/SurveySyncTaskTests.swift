import XCTest
import BackgroundTasks
@testable import Osprey

final class SurveySyncTaskTests: XCTestCase {
    func testSyncIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertEqual(permitted, [SurveySyncTask.identifier])
    }

    func testSimulatedRefreshLaunchRunsSurveySync() {
        let ran = expectation(description: "survey sync ran")
        SurveySyncTask.onRunForTesting = { ran.fulfill() }
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: SurveySyncTask.identifier)
        wait(for: [ran], timeout: 20)
    }
}
