import XCTest
@testable import TallyoKit

final class SharedSnapshotStoreTests: XCTestCase {

    func testStoreWritesIntoAppGroupContainer() throws {
        let container = try XCTUnwrap(SharedSnapshotStore.shared.containerURL,
                                      "containerURL(forSecurityApplicationGroupIdentifier: \"group.app.tallyo.shared\")")
        try SharedSnapshotStore.shared.write(UsageSnapshot(tokensToday: 42, updatedAt: .now))
        XCTAssertTrue(FileManager.default.fileExists(atPath: container.appendingPathComponent("usage-snapshot.json").path))
    }

    func testSnapshotRoundTripsThroughJSON() throws {
        let s = UsageSnapshot(tokensToday: 7, updatedAt: .init(timeIntervalSince1970: 1_793_000_000))
        let data = try JSONEncoder().encode(s)
        XCTAssertEqual(try JSONDecoder().decode(UsageSnapshot.self, from: data), s)
    }
}
