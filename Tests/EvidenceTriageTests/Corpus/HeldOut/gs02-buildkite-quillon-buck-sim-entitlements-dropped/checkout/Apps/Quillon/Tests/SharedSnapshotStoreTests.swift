import XCTest
@testable import QuillonBinary

final class SharedSnapshotStoreTests: XCTestCase {
    private let store = SharedSnapshotStore()

    override func tearDownWithError() throws {
        if let url = try? store.snapshotURL() {
            try? FileManager.default.removeItem(at: url)
        }
    }

    func testWritesSnapshotIntoAppGroupContainer() throws {
        let snapshot = BalanceSnapshot(accountCount: 2, totalMinorUnits: 152_034,
                                       currencyCode: "EUR", asOf: Date(timeIntervalSince1970: 1_620_000_000))

        let container = try XCTUnwrap(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: SharedSnapshotStore.appGroup),
                                      "app-group container must exist for the widget to read the snapshot")

        try store.write(snapshot)

        XCTAssertTrue(FileManager.default.fileExists(atPath: container.appendingPathComponent("Widget/balance-snapshot.json").path))
        XCTAssertEqual(try store.read(), snapshot)
    }
}
