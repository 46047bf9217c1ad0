import XCTest
@testable import Sandpiper

/// Hosted in Sandpiper.app, so Bundle.main is the built app's Info.plist.
final class BackgroundRefreshConfigurationTests: XCTestCase {
    private var permitted: [String] {
        Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
    }
    private var modes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testInboxRefreshIdentifierIsPermitted() {
        XCTAssertTrue(permitted.contains(BackgroundTasks.inboxRefresh.rawValue),
                      "\(BackgroundTasks.inboxRefresh.rawValue) missing from \(permitted)")
    }

    func testAttachmentCleanupIdentifierIsPermitted() {
        XCTAssertTrue(permitted.contains(BackgroundTasks.attachmentCleanup.rawValue))
    }

    func testBackgroundModesCoverBothTaskKinds() {
        XCTAssertTrue(modes.contains("fetch"))
        XCTAssertTrue(modes.contains("processing"))
    }
}
