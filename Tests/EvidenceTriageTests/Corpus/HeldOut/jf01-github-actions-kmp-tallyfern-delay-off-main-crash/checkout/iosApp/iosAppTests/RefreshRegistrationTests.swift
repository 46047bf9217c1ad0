import XCTest
@testable import iosApp

final class RefreshRegistrationTests: XCTestCase {
    func testOcrCleanupIsPermittedProcessingTask() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(permitted.contains(AppDelegate.ocrCleanupTaskId) && modes.contains("processing"),
                      "ocr-cleanup needs its identifier permitted and the processing background mode")
    }

    func testRefreshIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(AppDelegate.receiptSyncTaskId))
    }

    func testFetchBackgroundModeIsDeclared() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"))
    }
}
