import Foundation
import GRDB
import Testing
@testable import FernhillKit

@Suite struct SharedDatabaseTests {
    /// The app's sync writes while the widget timeline reloads; the widget must still read.
    @Test func widgetReadsWhileAppSyncIsWriting() async throws {
        let url = URL.temporaryDirectory.appendingPathComponent(UUID().uuidString).appendingPathComponent("fernhill.sqlite")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let app = try SharedDatabase.openForApp(at: url)

        let syncWrite = Task.detached {
            try await app.write { db in
                try HydrationEntry(millilitres: 250, loggedAt: .now).insert(db)
                Thread.sleep(forTimeInterval: 0.5) // a slow sync batch holds the write lock
            }
        }
        try await Task.sleep(for: .milliseconds(50))

        let total = try SharedDatabase.widgetSnapshot(at: url)

        #expect(total >= 0)
        try await syncWrite.value
    }
}
