import XCTest
@testable import Quayside

final class ManifestSyncTests: XCTestCase {
    func testSaveSchedulesManifestSync() throws {
        let store = ManifestStore.inMemory()
        try store.saveOffline(.fixture(vessel: "MV Corrib Trader"))
        XCTAssertNoThrow(try ManifestSyncScheduler.shared.scheduleUpload(), "saving offline must queue the upload task")
    }
}
