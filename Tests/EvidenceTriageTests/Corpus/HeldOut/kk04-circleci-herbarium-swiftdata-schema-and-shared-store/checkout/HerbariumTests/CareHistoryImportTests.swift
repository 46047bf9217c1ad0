import Foundation
import SwiftData
import Testing
@testable import Herbarium

/// Imports a care-history export into a file-backed store (exports are opened as stores).
@Suite struct CareHistoryImportTests {
    @Test func importsTwoPlantsFromExport() throws {
        let url = FileManager.default.temporaryDirectory.appending(component: "default.store")
        let container = try ModelContainer(for: Schema(versionedSchema: HerbariumSchemaV2.self),
                                           configurations: ModelConfiguration(url: url))
        try CareHistoryImporter(context: ModelContext(container)).importExport(.fixture(named: "two-plants"))
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Plant>()) >= 2)
    }
}
