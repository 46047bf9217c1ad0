import XCTest
@testable import Runner

final class RunnerTests: XCTestCase {
    func testTrailSyncIdentifierIsPermitted() throws {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertTrue(permitted?.contains("com.ptarmigan.trails.trail-sync") == true)
    }
}
