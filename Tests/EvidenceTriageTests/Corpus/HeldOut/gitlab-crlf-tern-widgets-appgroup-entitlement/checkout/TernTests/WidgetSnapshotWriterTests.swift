import XCTest
@testable import Tern

final class WidgetSnapshotWriterTests: XCTestCase {
    func testSnapshotEncodesNextThreeDepartures() throws {
        let data = try DepartureSnapshot(departures: Fixtures.harbourFerry).encoded()
        XCTAssertEqual(try DepartureSnapshot.decode(data).departures.count, 3)
    }

    func testWriterPersistsSnapshotForWidget() throws {
        let writer = WidgetSnapshotWriter(groupIdentifier: AppGroup.identifier)
        XCTAssertNoThrow(try writer.write(DepartureSnapshot(departures: Fixtures.harbourFerry)))
        XCTAssertEqual(try writer.read()?.departures.first?.line, "F2")
    }
}
