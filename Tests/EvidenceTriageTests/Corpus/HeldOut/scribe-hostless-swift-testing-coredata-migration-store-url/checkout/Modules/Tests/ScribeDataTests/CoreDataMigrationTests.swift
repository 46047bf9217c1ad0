import CoreData
import Foundation
import Testing
@testable import ScribeData

struct CoreDataMigrationTests {
    private func storeURL(named name: String) -> URL {
        let documents = NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, true)[0]
        return URL(fileURLWithPath: documents).appendingPathComponent("\(name).sqlite")
    }

    @Test func migrationFrom103To104Transformables() throws {
        let url = storeURL(named: "Scribe-103-transformables")
        let container = try makeContainer(modelVersion: "Scribe 103", at: url)
        try container.viewContext.insertLegacyPostWithTransformables().save()
        try migrate(storeAt: url, from: "Scribe 103", to: "Scribe 104")
        #expect(try fetchPosts(at: url).first?.revisions.count == 2)
    }

    @Test func migrationFrom103To104CustomTransformers() throws {
        let url = storeURL(named: "Scribe-103-custom")
        let container = try makeContainer(modelVersion: "Scribe 103", at: url)
        try container.viewContext.insertLegacyBlogWithCustomTransformer().save()
        try migrate(storeAt: url, from: "Scribe 103", to: "Scribe 104")
        #expect(try fetchBlogs(at: url).first?.capabilities != nil)
    }
}
