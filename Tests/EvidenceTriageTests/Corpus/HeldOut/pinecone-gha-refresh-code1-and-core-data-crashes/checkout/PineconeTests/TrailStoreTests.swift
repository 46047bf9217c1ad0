import XCTest
import CoreData
@testable import Pinecone

final class TrailStoreTests: XCTestCase {
    func testTrailDistanceFormatting() {
        XCTAssertEqual(TrailFormatter.distance(meters: 12_400), "12.4 km")
    }

    func testFetchTrailsAfterLaunch() throws {
        // TrailStore is created by the scene delegate; the container it reads
        // from is set up lazily by AppDelegate.persistentContainer.
        let store = TrailStore()
        try store.importSample(named: "cascade-loop")
        let trails = try store.fetchAll()
        XCTAssertEqual(trails.map(\.name), ["Cascade Loop"])
    }
}
