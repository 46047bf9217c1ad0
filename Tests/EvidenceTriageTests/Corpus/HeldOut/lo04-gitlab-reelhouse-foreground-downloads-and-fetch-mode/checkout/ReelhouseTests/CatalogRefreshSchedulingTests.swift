import XCTest
@testable import Reelhouse

final class CatalogRefreshSchedulingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        BackgroundTaskRecorder.currentTest = "ReelhouseTests.CatalogRefreshSchedulingTests/\(testRun!.test.name.split(separator: " ").last!.dropLast())"
    }

    override func tearDown() {
        BackgroundTaskRecorder.currentTest = nil
        super.tearDown()
    }

    func testIdentifierIsPermitted() throws {
        let permitted = try XCTUnwrap(Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String])
        XCTAssertTrue(permitted.contains(CatalogRefreshScheduler.identifier))
    }

    func testInfoPlistDeclaresFetchMode() throws {
        let modes = try XCTUnwrap(Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String])
        XCTAssertTrue(modes.contains("fetch"), "UIBackgroundModes \(modes) lacks \"fetch\", required for BGAppRefreshTask")
    }

    func testCatalogRefreshRequestIsAccepted() {
        XCTAssertNoThrow(try AppServices.shared.catalogRefresh.submit())
    }
}
