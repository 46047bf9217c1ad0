import Foundation
import SwiftData
import Testing
@testable import Kelpline

@Suite(.serialized)
struct ModelContainerFactoryTests {
    let dir: URL

    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    @Test func opensFreshStore() throws {
        let container = ModelContainerFactory.make(directory: dir)
        #expect(container.configurations.first?.url.lastPathComponent == "Kelpline.store")
    }

    @Test func corruptStoreIsMovedAsideAndReopened() throws {
        // Garbage where the SQLite header should be.
        let url = ModelContainerFactory.storeURL(in: dir)
        try Data(repeating: 0x5A, count: 4096).write(to: url)

        let container = ModelContainerFactory.make(directory: dir)

        let moved = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains("-broken-") }
        #expect(!moved.isEmpty)
        #expect(try container.mainContext.fetchCount(FetchDescriptor<HarvestEntry>()) == 0)
    }
}
