import XCTest
import ThistleKit

/// Guards the registration contract: the identifier AppDelegate registers must be permitted
/// by the Info.plist of the app the tests run in.
final class BackgroundTaskPlistTests: XCTestCase {

    func testRefreshIdentifierIsPermitted() throws {
        let permitted = try XCTUnwrap(BackgroundTaskIdentifiers.permitted(), "Info.plist of \(Bundle.main.bundleURL.lastPathComponent) has no BGTaskSchedulerPermittedIdentifiers")
        XCTAssertTrue(permitted.contains(BackgroundTaskIdentifiers.reminderRefresh))
    }
}
