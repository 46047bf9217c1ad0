import Foundation
import Testing
@testable import SwitchbackSync

@Suite struct StaleUploadSweeperTests {
    let dir: URL

    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("sweeper-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    private func makePartial(_ name: String, ageDays: Double, now: Date) throws {
        let url = dir.appendingPathComponent(name)
        try Data("x".utf8).write(to: url)
        let stamp = now.addingTimeInterval(-ageDays * 24 * 3600)
        try FileManager.default.setAttributes([.creationDate: stamp, .modificationDate: stamp], ofItemAtPath: url.path)
    }

    @Test func sweepsFilesOlderThanRetention() throws {
        let now = Date()
        try makePartial("tile-0412.part", ageDays: 9, now: now)
        try makePartial("tile-0413.part", ageDays: 8, now: now)
        try makePartial("tile-0414.part", ageDays: 1, now: now)

        let removed = try StaleUploadSweeper(directory: dir).sweep(now: now)

        #expect(removed == ["tile-0412.part", "tile-0413.part"])
    }

    @Test func keepsFreshPartials() throws {
        let now = Date()
        try makePartial("tile-0500.part", ageDays: 2, now: now)
        #expect(try StaleUploadSweeper(directory: dir).sweep(now: now).isEmpty)
    }

    @Test func ignoresCompletedTiles() throws {
        let now = Date()
        try Data("x".utf8).write(to: dir.appendingPathComponent("tile-0600.pbf"))
        #expect(try StaleUploadSweeper(directory: dir).sweep(now: now).isEmpty)
    }
}
