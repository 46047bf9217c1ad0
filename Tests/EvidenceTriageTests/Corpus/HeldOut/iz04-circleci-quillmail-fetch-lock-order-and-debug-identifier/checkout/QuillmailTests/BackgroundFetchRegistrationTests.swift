import XCTest
@testable import Quillmail

final class BackgroundFetchRegistrationTests: XCTestCase {
    private var delegate: AppDelegate { UIApplication.shared.delegate as! AppDelegate }

    func testFetchIdentifierIsPermittedForCurrentBundle() {
        XCTAssertEqual(delegate.registered[AppDelegate.fetchTaskIdentifier], true,
                       "register(\(AppDelegate.fetchTaskIdentifier)) failed in \(Bundle.main.bundleIdentifier ?? "?")")
    }

    func testCleanupIdentifierIsPermittedForCurrentBundle() {
        XCTAssertEqual(delegate.registered[AppDelegate.cleanupTaskIdentifier], true,
                       "register(\(AppDelegate.cleanupTaskIdentifier)) failed in \(Bundle.main.bundleIdentifier ?? "?")")
    }
}
