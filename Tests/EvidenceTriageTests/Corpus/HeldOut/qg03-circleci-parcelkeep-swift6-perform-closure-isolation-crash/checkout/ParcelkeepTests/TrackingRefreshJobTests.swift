import XCTest
import CoreData
@testable import Parcelkeep

@MainActor
final class TrackingRefreshJobTests: XCTestCase {
    private func makeJob(events: [TrackingEvent]) -> (TrackingRefreshJob, NSPersistentContainer) {
        let container = PersistenceController(inMemory: true).container
        return (TrackingRefreshJob(container: container, client: .stub(events)), container)
    }

    func testRefreshPersistsNewEvents() async throws {
        let (job, container) = makeJob(events: [.fixture(parcel: "P1", status: .inTransit)])
        await job.run()
        let rows = try container.viewContext.fetch(CDTrackingEvent.fetchRequest())
        XCTAssertEqual(rows.count, 1)
    }

    func testRefreshUpdatesLastSyncDate() async {
        let stamp = Date(timeIntervalSince1970: 1_780_000_000)
        let (job, _) = makeJob(events: [.fixture(parcel: "P2", status: .delivered, at: stamp)])
        await job.run()
        XCTAssertEqual(job.lastSyncDate, stamp)
    }
}
