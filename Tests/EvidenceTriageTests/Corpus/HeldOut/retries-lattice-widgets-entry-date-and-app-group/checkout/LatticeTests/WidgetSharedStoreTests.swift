import XCTest
@testable import Lattice
@testable import LatticeWidgetsCore

final class WidgetSharedStoreTests: XCTestCase {
    func testWidgetReadsSnapshotWrittenByApp() throws {
        let publisher = WidgetSnapshotPublisher(appGroup: "group.com.lattice.shared")
        try publisher.publish(ReviewSnapshot(dueCards: 14, streak: 9, generatedAt: .now))

        let url = try XCTUnwrap(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.lattice.shared"), "app group container is unavailable to this build")
        let read = try ReviewSnapshot.load(from: url.appending(path: "review-snapshot.json"))
        XCTAssertEqual(read.dueCards, 14)
    }
}
