//
//  PlantStoreTests.swift
//  FernlyTests
//

import SwiftData
import XCTest
@testable import Fernly

final class PlantStoreTests: XCTestCase {
    private var container: ModelContainer!

    override func setUpWithError() throws {
        container = try ModelContainer(for: Plant.self, Species.self,
                                       configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    }

    func testFetchReturnsBothFixturePlants() throws {
        let store = PlantStore(context: ModelContext(container))
        try store.add(.fixture(nickname: "Kitchen fern"))
        try store.add(.fixture(nickname: "Bathroom fern"))

        XCTAssertEqual(try store.allPlants().count, 2)
    }
}

extension Plant {
    /// Test helper. `nickname` varies; everything else is fixed.
    static func fixture(nickname: String) -> Plant {
        Plant(nickname: nickname,
              tagID: "NFC-TEST-0001", // @Attribute(.unique) on Plant
              speciesNumber: "NEP-EXA-02")
    }
}
