//
//  SwiftDataMigrationTests.swift
//

import XCTest
@testable import Driftwood

final class SwiftDataMigrationTests: XCTestCase {
    func testMigratesV4StoreDirectlyToV5() async throws {
        let url = try Fixtures.copyStore(named: "driftwood-v4.9")
        let container = try ModelContainer(for: SchemaV5.self, migrationPlan: DriftwoodMigrationPlan.self, configurations: .init(url: url))
        XCTAssertEqual(try container.mainContext.fetchCount(FetchDescriptor<SchemaV5.Trip>()), 31)
    }

}
