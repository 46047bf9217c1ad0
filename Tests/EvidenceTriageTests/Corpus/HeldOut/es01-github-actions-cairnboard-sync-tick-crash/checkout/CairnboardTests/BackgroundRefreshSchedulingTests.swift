import XCTest
import BackgroundTasks
@testable import Cairnboard

/// Exercises the real BGTaskScheduler submission path used on every
/// scenePhase -> background transition. Submission only; nothing here waits
/// for the system to launch the task.
final class BackgroundRefreshSchedulingTests: XCTestCase {

    override func tearDown() {
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: BackgroundRefresh.identifier)
        super.tearDown()
    }

    func testRefreshIdentifierIsPermittedByBuiltApp() throws {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(BackgroundRefresh.identifier),
                      "\(BackgroundRefresh.identifier) missing from BGTaskSchedulerPermittedIdentifiers: \(permitted)")
    }

    func testSubmitsRequestWhenScenePhaseMovesToBackground() throws {
        let error = BackgroundRefresh.submitBackgroundRefreshRequest(now: Date(timeIntervalSince1970: 1_781_000_000))
        XCTAssertNil(error, "submit failed: \(String(describing: error))")
    }
}
