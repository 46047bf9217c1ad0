import XCTest
import CloudKit
@testable import Harvest

final class CloudSyncPushTests: XCTestCase {
    private let store = CloudStore(container: CKContainer(identifier: "iCloud.com.orchardworks.harvest"))

    func testRemoteChangeNotificationWakesSync() throws {
        let woke = expectation(description: "didReceiveRemoteNotification from CloudKit")
        AppDelegate.onRemoteNotification = { _ in woke.fulfill() }
        try store.saveFixtureRecord(named: "crate-0117")   // change made on a second device
        wait(for: [woke], timeout: 60)
    }
}
