import CoreData
import Testing
@testable import Lenscircle

@MainActor
@Suite struct KeywordTests {
    let context = InMemoryStore.makeContext()

    @Test("Create a new keyword") func createKeyword() {
        let keyword = Keyword.findCreateUpdate(context: context, id: "street", isStandard: true)
        #expect(keyword.id == "street")
        #expect(keyword.isStandard)
    }

    @Test("Update an existing, saved keyword") func updateSavedKeyword() throws {
        _ = Keyword.findCreateUpdate(context: context, id: "portrait", isStandard: true)
        try context.save()
        let updated = Keyword.findCreateUpdate(context: context, id: "portrait", isStandard: false)
        #expect(updated.isStandard == false)
        #expect(try context.count(for: Keyword.fetchRequest()) == 1)
    }

    @Test("Keyword ids are case sensitive") func caseSensitiveIds() {
        let lower = Keyword.findCreateUpdate(context: context, id: "macro", isStandard: true)
        let upper = Keyword.findCreateUpdate(context: context, id: "Macro", isStandard: true)
        #expect(lower !== upper)
    }

    // Both calls happen before anything is saved, as in a single import file.
    @Test("Avoid creating same keyword twice") func avoidDuplicateKeywords() {
        let keyword1 = Keyword.findCreateUpdate(context: context, id: "foobar", isStandard: true)
        #expect(keyword1.isStandard == true)
        let keyword2 = Keyword.findCreateUpdate(context: context, id: "foobar", isStandard: false)
        #expect(keyword2.isStandard == false)
        #expect(keyword1.isStandard == false)
    }
}
