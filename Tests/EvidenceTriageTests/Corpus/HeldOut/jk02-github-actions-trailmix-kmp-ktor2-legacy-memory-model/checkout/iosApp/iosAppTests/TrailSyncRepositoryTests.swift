import XCTest
import KMPNativeCoroutinesAsync
import shared
@testable import iosApp

/// Exercises the shared repository the way the BGAppRefreshTask handler does:
/// from Swift concurrency, i.e. off the main thread.
final class TrailSyncRepositoryTests: XCTestCase {
    private var store: TrailStore!
    private var repository: TrailSyncRepository!

    override func setUp() {
        store = TrailStore.companion.inMemory()
        repository = TrailSyncRepository(store: store, baseUrl: StubServer.shared.baseURL)
        StubServer.shared.serve(fixture: "conditions-cascades.json", at: "/conditions")
    }

    func testRefreshConditionsFromBackgroundQueue() async throws {
        let updated = try await asyncFunction(for: repository.refreshConditionsNative(regionIds: ["cascades-north"]))
        XCTAssertEqual(updated.intValue, 14)
    }

    func testRefreshStoresTrailheadsForRegion() async throws {
        _ = try await asyncFunction(for: repository.refreshConditionsNative(regionIds: ["cascades-north"]))
        XCTAssertEqual(store.trailheads(regionId: "cascades-north").count, 14)
    }
}
