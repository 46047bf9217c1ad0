import XCTest
@testable import Runner

final class NoticesRefreshTests: XCTestCase {
    func testNoticesRefreshIdentifierIsPermitted() {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(ids.contains("com.quaystone.app.notices-refresh"))
    }
}
