//
//  MigrationTests.swift
//

import XCTest
import SwiftData
@testable import Tidewell

final class MigrationTests: XCTestCase {
    func testOpensStoreFromV1Backup() throws {
        let url = try Fixtures.copyStore(named: "tidewell-v1-2026-08-04")
        let config = ModelConfiguration(url: url)
        let container = try ModelContainer(for: SchemaV2.self, migrationPlan: TidewellMigrationPlan.self, configurations: config)
        XCTAssertEqual(try container.mainContext.fetchCount(FetchDescriptor<SchemaV2.Tide>()), 14)
    }

}
