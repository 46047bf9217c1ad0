import XCTest
@testable import Hollowbook

final class SharedSnapshotStoreTests: XCTestCase {
    func testSnapshotEncodesMinorUnits() throws {
        let snapshot = BalanceSnapshot(balances: [.fixture(id: "chk", minor: 12_345)], generatedAt: .distantPast)
        let json = try String(decoding: JSONEncoder().encode(snapshot), as: UTF8.self)
        XCTAssertTrue(json.contains("\"minor\":12345"))
    }

    /// Runs against the real app group of the configuration under test (device lab: Release-Beta).
    func testWidgetSnapshotWrittenToGroupContainer() throws {
        let store = SharedSnapshotStore.live
        let container = try XCTUnwrap(
            FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: store.groupIdentifier),
            "app group container unavailable: \(store.groupIdentifier)")

        try store.write(BalanceSnapshot(balances: [.fixture(id: "chk", minor: 500)], generatedAt: .now))

        XCTAssertTrue(FileManager.default.fileExists(atPath: container.appendingPathComponent("widget-snapshot.json").path))
    }
}
