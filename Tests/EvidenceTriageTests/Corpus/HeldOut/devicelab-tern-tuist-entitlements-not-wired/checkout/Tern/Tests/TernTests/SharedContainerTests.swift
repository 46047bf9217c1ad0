import XCTest
@testable import Tern

final class SharedContainerTests: XCTestCase {
    private let groupID = "group.com.ternworks.tern.shared"

    func testWidgetSnapshotWrittenToAppGroup() throws {
        let store = WidgetSnapshotStore(appGroup: groupID)
        let trip = Trip.fixture(name: "Ridge loop", distanceKm: 14.2)

        let container = try XCTUnwrap(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: groupID), "app group container unavailable")
        try store.write(TripSnapshot(trip: trip))

        let written = container.appendingPathComponent("widget/snapshot.json")
        XCTAssertTrue(FileManager.default.fileExists(atPath: written.path))
    }

    func testSnapshotEncodingRoundTrips() throws {
        let snap = TripSnapshot(trip: .fixture(name: "Harbour walk", distanceKm: 3.1))
        let data = try JSONEncoder().encode(snap)
        XCTAssertEqual(try JSONDecoder().decode(TripSnapshot.self, from: data), snap)
    }
}
