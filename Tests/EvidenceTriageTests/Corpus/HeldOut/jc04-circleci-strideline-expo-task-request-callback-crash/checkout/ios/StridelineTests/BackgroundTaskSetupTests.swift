import XCTest
import BackgroundTasks

/// expo-background-task submits BGProcessingTaskRequests for this identifier.
final class BackgroundTaskSetupTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testFetchModeIsEnabled() {
        XCTAssertTrue((info["UIBackgroundModes"] as? [String] ?? []).contains("fetch"))
    }

    func testProcessingIdentifierIsPermitted() {
        let ids = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertTrue(ids.contains("com.expo.modules.backgroundtask.processing"),
                      "Info.plist BGTaskSchedulerPermittedIdentifiers does not contain com.expo.modules.backgroundtask.processing")
    }
}
