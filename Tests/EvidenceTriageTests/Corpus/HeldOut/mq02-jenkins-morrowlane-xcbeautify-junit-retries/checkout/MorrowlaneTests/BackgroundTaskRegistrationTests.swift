import XCTest
@testable import Morrowlane

final class BackgroundTaskRegistrationTests: XCTestCase {
    func testCleanupIdentifierIsPermitted() throws {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(BackgroundTasks.cleanup), "\(BackgroundTasks.cleanup) missing from Info.plist")
    }
}
