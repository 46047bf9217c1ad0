import XCTest
@testable import Relay

final class BackgroundTaskConfigurationTests: XCTestCase {
    func testPruneIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(RelayBackgroundTasks.prune), "permitted: \(permitted)")
    }
}
