import XCTest
@testable import Ledgerly

/// Hosted by Ledgerly.app, so the app's real (simulated) entitlements apply.
final class SharedStoreTests: XCTestCase {

    func testAppGroupIdentifierMatchesWidget() {
        XCTAssertEqual(AppGroup.id, "group.com.ledgerly.shared")
    }

    func testAppGroupContainerIsReachableFromHostApp() throws {
        let container = AppGroup.containerURL
        XCTAssertNotNil(container, "no container for \(AppGroup.id); widget snapshots would never be written")
        let store = try XCTUnwrap(container.map { BillSnapshotStore(directory: $0) })
        try store.write([.fixture(name: "Rent", due: .now.addingTimeInterval(86_400))])
        XCTAssertEqual(try store.read().count, 1)
    }
}
