import BackgroundTasks
import XCTest
@testable import Tidewater

/// Reads the Info.plist of the host app as built, not the source plist.
final class BackgroundTaskConfigTests: XCTestCase {
    func testAllRegisteredIdentifiersArePermitted() throws {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []

        for identifier in BackgroundTasks.allIdentifiers {
            XCTAssertTrue(permitted.contains(identifier), "\(identifier) is registered but not in BGTaskSchedulerPermittedIdentifiers \(permitted)")
        }
    }

    func testProcessingModeIsDeclared() throws {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("processing"))
        XCTAssertTrue(modes.contains("fetch"))
    }
}
