//
//  PlantSyncJobTests.swift
//  FernlyTests
//

import SwiftData
import XCTest
@testable import Fernly

final class PlantSyncJobTests: XCTestCase {
    func testSyncUpsertsSpeciesSeenTwiceInOneBatch() async throws {
        let container = try ModelContainer(for: Species.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let job = PlantSyncJob(modelContainer: container)

        try await job.apply([
            SpeciesUpdate(catalogueNumber: "MON-DEL-01", commonName: "Swiss cheese plant", wateringIntervalDays: 7),
            SpeciesUpdate(catalogueNumber: "MON-DEL-01", commonName: "Monstera deliciosa", wateringIntervalDays: 8),
        ])

        let context = ModelContext(container)
        let all = try context.fetch(FetchDescriptor<Species>())
        XCTAssertEqual(all.map(\.commonName), ["Monstera deliciosa"])
    }
}
