import Foundation
import Testing
@testable import HarrowSync

struct ConflictResolverTests {
    let base = Note(id: "n-3", title: "Groceries", body: "milk", modifiedAt: .init(timeIntervalSince1970: 100))

    @Test func keepsNewerBody() {
        var local = base; local.body = "milk, eggs"; local.modifiedAt = .init(timeIntervalSince1970: 200)
        var remote = base; remote.body = "milk, bread"; remote.modifiedAt = .init(timeIntervalSince1970: 150)

        let merged = ConflictResolver().resolve(local: local, remote: remote, base: base)

        #expect(merged.body == "milk, eggs")
    }

    @Test func resolvesConcurrentTitleEdits() {
        var local = base; local.title = "Groceries"; local.modifiedAt = .init(timeIntervalSince1970: 200)
        var remote = base; remote.title = "Groceries (2)"; remote.modifiedAt = .init(timeIntervalSince1970: 210)

        let merged = ConflictResolver().resolve(local: local, remote: remote, base: base)

        #expect(merged.title == "Groceries (2)")
    }
}
