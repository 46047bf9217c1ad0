import XCTest
@testable import Parcelpost

final class ParcelSyncTaskTests: XCTestCase {
    func testSyncTaskIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(ParcelSyncTask.identifier), "\(ParcelSyncTask.identifier) missing from \(permitted)")
    }

    func testSyncTaskRegisteredAtLaunch() {
        XCTAssertTrue(ParcelSyncTask.registeredAtLaunch, "ParcelSyncTask.register() returned false at launch")
    }
}
