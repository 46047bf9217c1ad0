import Testing
import CoreData
@testable import LanternReader

struct OPMLImportTests {
    @Test func emptyOPMLParse() throws {
        let bgContext = PersistenceController.shared.container.newBackgroundContext()
        Model.deleteCoreDataObjects(viewContext: bgContext, deletionScope: .feedsOnly)
        let result = try OPMLImporter(context: bgContext).import(data: Data("<opml version=\"2.0\"><body/></opml>".utf8))
        #expect(result.feedCount == 0)
    }
}
