import SwiftData
import XCTest
@testable import MarloweStore

final class StoreMigrationTests: XCTestCase {
    func testV2StoreOpensWithV3Schema() throws {
        let url = try Fixtures.copy("marlowe-v2.store")   // store written by 3.4 (SchemaV2)

        let container = try ModelContainer(
            for: Schema(versionedSchema: SchemaV3.self),
            migrationPlan: MarloweMigrationPlan.self,
            configurations: ModelConfiguration(url: url))

        let context = ModelContext(container)
        XCTAssertEqual(try context.fetchCount(FetchDescriptor<SchemaV3.Bookmark>()), 12)
    }
}
