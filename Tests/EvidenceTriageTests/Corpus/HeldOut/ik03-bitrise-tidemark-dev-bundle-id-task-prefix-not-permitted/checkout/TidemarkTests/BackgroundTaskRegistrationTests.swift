import XCTest
@testable import Tidemark

/// The host app registers its handlers in didFinishLaunching; these tests read
/// what the registry recorded for this build.
final class BackgroundTaskRegistrationTests: XCTestCase {
    func testIdentifiersUseBundlePrefix() {
        let prefix = Bundle.main.bundleIdentifier!
        XCTAssertTrue(BackgroundTaskIdentifier.all.allSatisfy { $0.hasPrefix(prefix + ".") })
    }

    func testResultsFetchHandlerIsRegistered() {
        let id = BackgroundTaskIdentifier.resultsFetch
        XCTAssertTrue(BackgroundTaskRegistry.shared.didRegister(id), "\(id) was not registered")
    }

    func testReminderRefreshHandlerIsRegistered() {
        let id = BackgroundTaskIdentifier.reminderRefresh
        XCTAssertTrue(BackgroundTaskRegistry.shared.didRegister(id), "\(id) was not registered")
    }
}
