import XCTest
@testable import Ferrous

final class BackgroundRegistrationTests: XCTestCase {
    func testCleanupIsRegistered() {
        XCTAssertTrue(BackgroundTasks.registrationResults["com.ferrous.notes.cleanup"] == true)
    }

    /// Every identifier the app registers at launch must have registered (i.e. be listed in
    /// BGTaskSchedulerPermittedIdentifiers of the built app).
    func testEveryRegisteredIdentifierIsPermitted() {
        let failed = BackgroundTasks.registrationResults.filter { !$0.value }.map(\.key).sorted()


        XCTAssertTrue(failed.isEmpty, "registration failed for \(failed)")
    }
}
