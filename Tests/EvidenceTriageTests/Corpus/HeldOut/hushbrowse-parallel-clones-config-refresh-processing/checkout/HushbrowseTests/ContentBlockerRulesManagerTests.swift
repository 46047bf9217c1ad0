import XCTest
@testable import Hushbrowse
@testable import BrowserServicesKit

final class ContentBlockerRulesManagerTests: XCTestCase {
    private var source: MockTrackerDataSource!

    /// First launch: embedded tracker data is replaced by the downloaded one; the recompiled rules must use the new data.
    func testRecompileUsesLatestTrackerData() throws {
        source = MockTrackerDataSource(embedded: .fixture("trackerData-embedded"))
        let manager = ContentBlockerRulesManager(source: source)
        manager.compileRules()
        source.storeDownloaded(.fixture("trackerData-2020-09-28"))
        manager.compileRules()
        XCTAssertEqual(manager.currentRules?.etag, "\"2020-09-28-b7e1\"")
    }
}
