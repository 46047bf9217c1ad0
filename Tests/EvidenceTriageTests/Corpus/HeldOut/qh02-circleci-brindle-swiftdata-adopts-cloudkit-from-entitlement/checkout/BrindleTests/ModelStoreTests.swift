import Testing
import SwiftData
@testable import Brindle

@Suite struct ModelStoreTests {
    @Test func containerOpensWithDefaultConfiguration() throws {
        let store = try ModelStore.make()
        #expect(store.container.configurations.count == 1)
    }

    @Test func draftSurvivesRelaunch() throws {
        let first = try ModelStore.make()
        let draft = NoteDraft(body: "pick up film")
        first.context.insert(draft)
        try first.context.save()
        let second = try ModelStore.make()
        let drafts = try second.context.fetch(FetchDescriptor<NoteDraft>())
        #expect(drafts.map(\.body).contains("pick up film"))
    }

    @Test func previewStoreIsInMemory() throws {
        let store = try ModelStore.preview()
        #expect(store.container.configurations.first?.isStoredInMemoryOnly == true)
    }
}
