//
//  CoreDataModelVersionTests.swift
//

import XCTest
@testable import Driftwood

final class CoreDataModelVersionTests: XCTestCase {
    func testEachModelVersionHasUniqueEntityHashes() async throws {
        let models = try ManagedObjectModelsInventory.from(packageName: "Driftwood").versions
        for (older, newer) in zip(models, models.dropFirst()) {
            XCTAssertNotEqual(older.entityVersionHashesByName, newer.entityVersionHashesByName, "\(newer.name) has the same hashes as \(older.name); bump a Hash Modifier")
        }
    }

}
