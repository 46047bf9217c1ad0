import CoreData
import Testing
@testable import Lenscircle

@MainActor
@Suite struct PhotographerKeywordTests {
    let context = InMemoryStore.makeContext()

    @Test("Linking the same keyword twice keeps one link")
    func linkingSameKeywordTwiceKeepsOneLink() throws {
        let photographer = Photographer(context: context)
        photographer.fullName = "Ansel Vermeer"
        let keyword = Keyword.findCreateUpdate(context: context, id: "landscape", isStandard: true)

        _ = PhotographerKeyword.findCreate(context: context, photographer: photographer, keyword: keyword)
        _ = PhotographerKeyword.findCreate(context: context, photographer: photographer, keyword: keyword)

        let links = try context.fetch(PhotographerKeyword.fetchRequest())
        #expect(links.count == 1)
    }

    @Test("Different keywords make different links")
    func differentKeywordsMakeDifferentLinks() throws {
        let photographer = Photographer(context: context)
        photographer.fullName = "Mira Oosterhuis"
        let a = Keyword.findCreateUpdate(context: context, id: "night", isStandard: true)
        let b = Keyword.findCreateUpdate(context: context, id: "urban", isStandard: true)
        _ = PhotographerKeyword.findCreate(context: context, photographer: photographer, keyword: a)
        _ = PhotographerKeyword.findCreate(context: context, photographer: photographer, keyword: b)
        #expect(try context.count(for: PhotographerKeyword.fetchRequest()) == 2)
    }
}
