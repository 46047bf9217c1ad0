import Foundation
import SwiftData
import Testing
@testable import Pinecone

@Suite("PantryStore")
struct PantryStoreTests {
    let container: ModelContainer

    init() throws {
        container = try ModelContainer(for: PantryItem.self, Shelf.self,
                                       configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    }

    @Test func addingDuplicateBarcodeMergesQuantity() async throws {
        let store = PantryStore(modelContainer: container)
        try await store.add(barcode: "4006381333931", title: "Oat milk", shelfName: "Fridge")
        try await store.add(barcode: "4006381333931", title: "Oat milk", shelfName: "Fridge")
        let quantity = try await store.item(withBarcode: "4006381333931")?.quantity
        #expect(quantity == 2)
    }

    @Test func expiredItemsArePurged() async throws {
        let store = PantryStore(modelContainer: container)
        let yesterday = Date().addingTimeInterval(-86_400)
        try await store.add(barcode: "111", title: "Yoghurt", shelfName: "Fridge", expiresOn: yesterday)
        try await store.add(barcode: "222", title: "Rice", shelfName: "Cupboard")
        #expect(try await store.purgeExpired(before: Date()) == 1)
    }

    @Test func shelfRelationshipSurvivesRefetch() async throws {
        let store = PantryStore(modelContainer: container)
        try await store.add(barcode: "5000157024671", title: "Baked beans", shelfName: "Fridge")

        let summary = try #require(try await store.summary(forBarcode: "5000157024671"))
        #expect(summary.title == "Baked beans")
        #expect(summary.shelf == "Fridge")
    }
}
