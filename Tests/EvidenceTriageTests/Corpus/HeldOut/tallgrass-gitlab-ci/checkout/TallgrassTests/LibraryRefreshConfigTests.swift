import XCTest
import BackgroundTasks
@testable import Tallgrass

/// Guards the static background-task configuration of the *built* app.
final class LibraryRefreshConfigTests: XCTestCase {
    func testRefreshIdentifierPermittedInBuiltApp() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        print("LibraryRefreshConfigTests: permitted = \(permitted)")
        XCTAssertTrue(permitted.contains(LibraryRefresh.identifier),
                      "\(LibraryRefresh.identifier) missing from BGTaskSchedulerPermittedIdentifiers")
        XCTAssertTrue(LibraryRefresh.didRegister, "launch handler was not registered")
    }

    func testFetchBackgroundModeEnabled() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"))
    }
}
