import XCTest
@testable import Pollen

final class BackgroundConfigTests: XCTestCase {
    func testProcessingIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(BackgroundTasks.pollenSync), "\(BackgroundTasks.pollenSync) missing from BGTaskSchedulerPermittedIdentifiers: \(permitted)")
    }

    func testPollenSyncRegisteredAtLaunch() {
        XCTAssertTrue(BackgroundTasks.shared.didRegister(BackgroundTasks.pollenSync))
    }
}
