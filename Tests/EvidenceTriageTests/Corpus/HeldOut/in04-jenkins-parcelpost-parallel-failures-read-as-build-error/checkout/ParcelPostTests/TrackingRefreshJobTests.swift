import XCTest
@testable import ParcelPost

final class TrackingRefreshJobTests: XCTestCase {
    private var store: ParcelStore!
    private var carriers: CarrierClientSpy!
    private var notifier: StatusNotifierSpy!

    override func setUp() {
        store = ParcelStore(inMemory: true)
        carriers = CarrierClientSpy()
        notifier = StatusNotifierSpy()
    }

    private var job: TrackingRefreshJob {
        TrackingRefreshJob(store: store, carriers: carriers.client, notifier: notifier.notifier)
    }

    func testInTransitParcelsArePolled() async {
        store.insert(.fixture(id: "P1", status: .inTransit))
        await job.run()
        XCTAssertEqual(carriers.polledIDs, ["P1"])
    }

    func testDeliveredParcelsAreNotRepolled() async {
        store.insert(.fixture(id: "P1", status: .inTransit))
        store.insert(.fixture(id: "P2", status: .delivered))
        await job.run()
        XCTAssertEqual(carriers.polledIDs, ["P1"], "delivered parcels must not be polled again")
    }

    func testNotificationPostedOncePerStatusChange() async {
        store.insert(.fixture(id: "P1", status: .inTransit))
        carriers.next["P1"] = .outForDelivery
        await job.run()
        await job.run()
        XCTAssertEqual(notifier.posted.count, 1, "second refresh with no change must not notify again")
    }

    func testHandlerCompletesTaskWithSuccess() async {
        let task = RefreshTaskStub()
        job.handle(task)
        await task.waitForCompletion()
        XCTAssertEqual(task.completions, [true])
    }
}
