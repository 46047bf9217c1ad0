import Foundation
import SwiftData
import Testing
@testable import Ridgeback

@Suite(.serialized)
struct TrailStoreMigrationTests {
    /// Ridgeback-v3.store was written by the 3.9.2 App Store build (fixture checked in with its -wal/-shm).
    private func copyFixture(_ name: String) throws -> URL {
        let source = try #require(Bundle(for: FixtureAnchor.self).url(forResource: name, withExtension: "store"))
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for suffix in ["", "-wal", "-shm"] {
            try FileManager.default.copyItem(at: URL(fileURLWithPath: source.path + suffix),
                                             to: dir.appendingPathComponent("\(name).store\(suffix)"))
        }
        return dir.appendingPathComponent("\(name).store")
    }

    @Test func createsFreshStore() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).store")
        _ = try RidgebackContainer.make(url: url)
    }

    @Test func opensShippedV3Store() throws {
        let url = try copyFixture("Ridgeback-v3")
        let container = try RidgebackContainer.make(url: url)
        let trails = try ModelContext(container).fetch(FetchDescriptor<Trail>())
        #expect(trails.count == 12)
    }
}
