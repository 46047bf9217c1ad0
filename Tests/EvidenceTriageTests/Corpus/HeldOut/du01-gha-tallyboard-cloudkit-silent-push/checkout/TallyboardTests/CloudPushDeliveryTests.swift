import CloudKit
import XCTest
@testable import Tallyboard
@testable import TallyKit

/// End-to-end check against the development CloudKit container: change a record from a second
/// session and wait for the subscription push to reach the app delegate.
final class CloudPushDeliveryTests: XCTestCase {
    private var pushObserver: NSObjectProtocol?

    override func tearDown() {
        if let pushObserver { NotificationCenter.default.removeObserver(pushObserver) }
        super.tearDown()
    }

    func testRemoteRecordChangeWakesSync() async throws {
        let container = CKContainer(identifier: "iCloud.com.quarryline.tallyboard")
        let database = container.publicCloudDatabase
        let factory = SubscriptionFactory(zoneOwner: CKCurrentUserDefaultName)

        await UIApplication.shared.registerForRemoteNotifications()
        _ = try await database.modifySubscriptions(saving: [factory.tallyQuerySubscription()], deleting: [])

        let pushed = expectation(description: "didReceiveRemoteNotification for tally-changes")
        pushObserver = NotificationCenter.default.addObserver(forName: .tallyRemoteChangePush, object: nil, queue: .main) { note in
            if (note.userInfo?["subscriptionID"] as? String) == SubscriptionFactory.tallySubscriptionID {
                pushed.fulfill()
            }
        }

        let helper = SecondSessionWriter(database: database)
        try await helper.touchRecord(named: "4B1E9D70")

        // The record is on the server now; CloudKit should push to this device.
        await fulfillment(of: [pushed], timeout: 120)
        XCTAssertEqual(SyncCoordinator.shared.lastTrigger, .remotePush)
    }

    func testForegroundPushTriggersFetch() async {
        let coordinator = SyncCoordinator(fetcher: StubFetcher(changes: 3))
        let result = await coordinator.handleRemoteNotification(["ck": ["sid": "tally-changes"]])
        XCTAssertEqual(result, .newData)
    }
}
