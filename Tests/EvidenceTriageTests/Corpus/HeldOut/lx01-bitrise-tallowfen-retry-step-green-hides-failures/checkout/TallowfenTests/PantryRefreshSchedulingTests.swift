import BackgroundTasks
import XCTest
@testable import Tallowfen

/// Runs against the real BGTaskScheduler in the test host.
final class PantryRefreshSchedulingTests: XCTestCase {
    func testIdentifierIsPermittedInBuiltPlist() throws {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertEqual(permitted?.contains(PantryRefreshScheduler.identifier), true)
    }

    func testRefreshRequestAcceptedOnSimulator() throws {
        let scheduler = PantryRefreshScheduler()
        XCTAssertNoThrow(try scheduler.submitRefresh())
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: PantryRefreshScheduler.identifier)
    }
}
