import XCTest
@testable import Penwright

/// Reads the Info.plist of the built host app, not the source plist.
final class BackgroundTaskConfigurationTests: XCTestCase {
    private var permitted: [String] {
        Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
    }
    private var modes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testEveryRegisteredIdentifierIsPermitted() {
        for identifier in BackgroundTasks.allIdentifiers {
            XCTAssertTrue(permitted.contains(identifier), "\(identifier) is registered but missing from BGTaskSchedulerPermittedIdentifiers")
        }
    }

    func testProcessingModeIsDeclared() {
        XCTAssertTrue(modes.contains("processing"))
    }
}
