//
//  BasemapGalleryTests.swift
//  CartwheelFieldMapsTests
//

import Testing
@testable import CartwheelFieldMaps
import TerraKitToolkit

@MainActor
struct BasemapGalleryTests {
    /// The gallery is loaded from the organisation's live portal group.
    @Test func portalBasemapNamesMatchFixture() async throws {
        let model = BasemapGalleryModel(portal: .cartwheelFieldOrg)
        try await model.load()
        let names = model.items.map(\.name)
        #expect(names == ["Imagery Hybrid", "Streets", "Streets (Night)", "Topographic", "Field Survey Light"])
    }

    @Test func selectingAnItemUpdatesTheMap() async throws {
        let model = BasemapGalleryModel(items: [.fixture("Streets"), .fixture("Topographic")])
        model.select(model.items[1])
        #expect(model.currentBasemap?.name == "Topographic")
    }
}
