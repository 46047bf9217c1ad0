import XCTest
@testable import Ferncast

final class AppConfigurationTests: XCTestCase {
    func testCloudKitContainerIdentifierPresent() throws {
        let id = Bundle.main.object(forInfoDictionaryKey: "FerncastCloudKitContainer") as? String
        XCTAssertEqual(id, "iCloud.app.ferncast.sync")
    }

    func testRefreshIdentifierPermitted() throws {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(ids.contains("app.ferncast.refresh"))
    }
}
