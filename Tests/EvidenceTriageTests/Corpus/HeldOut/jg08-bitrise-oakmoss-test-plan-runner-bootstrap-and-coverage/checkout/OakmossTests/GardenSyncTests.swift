import XCTest
@testable import Oakmoss

final class GardenSyncTests: XCTestCase {
    func testConflictKeepsNewestEdit() throws {
        let local = Plant.fixture(name: "Fern", editedAt: .fixture(hour: 10))
        let remote = Plant.fixture(name: "Boston fern", editedAt: .fixture(hour: 11))
        let merged = GardenSync.resolve(local: local, remote: remote)
        XCTAssertEqual(merged.name, "Boston fern")
    }

    func testDeletedRemotelyStaysDeleted() {
        let merged = GardenSync.resolve(local: .fixture(name: "Ivy"), remote: .tombstone)
        XCTAssertTrue(merged.isDeleted)
    }
}
