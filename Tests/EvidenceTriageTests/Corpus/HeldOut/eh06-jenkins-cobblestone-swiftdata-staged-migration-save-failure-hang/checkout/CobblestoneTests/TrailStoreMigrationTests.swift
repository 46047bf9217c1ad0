import SwiftData
import XCTest
@testable import Cobblestone

final class TrailStoreMigrationTests: XCTestCase {
    /// trails-build428.store was written by build 428 (schema V4) on a test device.
    func testOpensStoreFromBuild428() throws {
        let url = try Fixtures.copy("trails-build428", ext: "store")
        let container = try TrailStore.makeContainer(url: url)
        let trails = try ModelContext(container).fetch(FetchDescriptor<Trail>())
        XCTAssertEqual(trails.count, 31)
    }
}
