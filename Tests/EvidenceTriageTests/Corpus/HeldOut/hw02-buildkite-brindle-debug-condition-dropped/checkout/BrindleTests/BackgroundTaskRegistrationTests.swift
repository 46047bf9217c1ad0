import XCTest
@testable import Brindle

final class BackgroundTaskRegistrationTests: XCTestCase {
    func testPermittedIdentifiersListed() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertNotNil(permitted)
    }

    func testListSyncHandlerRegisteredAtLaunch() {
        XCTAssertTrue(AppDelegate.recorder.didRegister(TaskIDs.listSync),
                      "list-sync launch handler was not registered (see registration records)")
    }
}
