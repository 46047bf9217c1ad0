import EvidenceKit
import EvidenceTestSupport
import Testing

/// The reader fed from archive entries (as triage will) sees what it sees in the files.
@Suite struct TestLogReaderArchiveTests {
    @Test(.requiresSharedFixtures) func readsLogsStraightFromACollectedArchive() throws {
        let directory = try TemporaryDirectory()
        let output = directory.path("run.tgz")
        _ = try Collector.collectForTests([TestPaths.fixture("logs")], into: output)
        let archive = try ArchiveReader(path: output)
        var compared = 0
        while let entry = try archive.nextEntry() {
            guard entry.isRegularFile, entry.path.hasPrefix("logs/") else { continue }
            let reader = TestLogReader(evidencePath: entry.path)
            try archive.readData { reader.consume($0) }
            let fromArchive = reader.finish()
            let name = String(entry.path.split(separator: "/").last ?? "")
            let (fromFile, _) = try TestLogReader.read(path: TestPaths.fixture("logs/\(name)"))
            #expect(fromArchive.tests.map(\.id) == fromFile.tests.map(\.id), "\(entry.path)")
            #expect(fromArchive.tests.map(\.status) == fromFile.tests.map(\.status), "\(entry.path)")
            #expect(fromArchive.tests.flatMap(\.evidence).allSatisfy { $0.path == entry.path })
            compared += 1
        }
        #expect(compared == 13)
    }

    @Test(.requiresSharedFixtures) func readsJUnitStraightFromACollectedArchive() throws {
        let directory = try TemporaryDirectory()
        let output = directory.path("run.tgz")
        _ = try Collector.collectForTests([TestPaths.fixture("junit")], into: output)
        let archive = try ArchiveReader(path: output)
        var compared = 0
        while let entry = try archive.nextEntry() {
            guard entry.isRegularFile, entry.path.hasPrefix("junit/") else { continue }
            let fromArchive = try JUnitReader(evidencePath: entry.path).read(name: entry.path) { try archive.read(into: $0) }
            let name = String(entry.path.split(separator: "/").last ?? "")
            let fromFile = try JUnitReader.read(path: TestPaths.fixture("junit/\(name)"))
            #expect(fromArchive.tests.map(\.id) == fromFile.tests.map(\.id), "\(entry.path)")
            #expect(fromArchive.tests.map(\.status) == fromFile.tests.map(\.status), "\(entry.path)")
            compared += 1
        }
        #expect(compared == 8)
    }
}
