import Foundation
import Testing
@testable import Parcelpost

@Suite("Carrier refresh job")
struct CarrierRefreshJobTests {

    @Test func refreshStoresLatestStatus() async throws {
        let api = StubCarrierAPI(body: Data("""
        [{"id": "PP-1042", "status": "out_for_delivery", "estimated_delivery": null,
          "tracking_url": "https://track.parcelpost.example/PP-1042"}]
        """.utf8))
        let store = InMemoryShipmentStore()
        let task = FakeRefreshTask(identifier: "com.parcelpost.app.carrier-refresh")
        let job = CarrierRefreshJob(api: api, store: store)

        await job.handle(task)

        #expect(task.completedSuccessfully == true)
        #expect(store.latestStatus(for: "PP-1042") == .outForDelivery)
    }

    @Test func refreshSchedulesNextRequest() async throws {
        let scheduler = RecordingScheduler()
        let job = CarrierRefreshJob(api: StubCarrierAPI(body: Data("[]".utf8)), store: InMemoryShipmentStore(), scheduler: scheduler)
        await job.handle(FakeRefreshTask(identifier: "com.parcelpost.app.carrier-refresh"))
        #expect(scheduler.submitted.map(\.identifier) == ["com.parcelpost.app.carrier-refresh"])
    }
}
