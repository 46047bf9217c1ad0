import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// `evidence verify` on archives altered the ways evidence gets altered: a byte changed, an entry
/// dropped or added, re-packed by another tool, damaged, or not an archive at all.
@Suite struct VerifyCommandTests {
    let environment = EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "0"])

    /// A real archive of the sample run plus one result bundle (a fixture's, else one written here:
    /// verify's point is the archive, not what the bundle holds), and its entries.
    func makeArchive() throws -> (TemporaryDirectory, String, [ArchiveRewriter.Entry]) {
        let directory = try TemporaryDirectory()
        let archive = directory.path("run.tgz")
        let bundle = try SharedFixtures.resultBundle("xcparse__testFailure", orSyntheticAt: directory.path("in/Test.xcresult"))
        let outcome = try EvidenceProcess.run(
            ["collect", TestPaths.packageRoot.appendingPathComponent("samples/sample-run").path,
             bundle, "--output", archive, "--commit", "abc1234"],
            environment: environment)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return (directory, archive, try ArchiveRewriter.entries(of: archive))
    }

    func verify(_ archive: String) throws -> EvidenceProcess.Outcome {
        try EvidenceProcess.run(["verify", archive], environment: environment)
    }

    @Test func anUntouchedArchivePasses() throws {
        let (directory, archive, entries) = try makeArchive()
        defer { withExtendedLifetime(directory) {} }
        let outcome = try verify(archive)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput == "\(archive): OK, \(entries.count - 1) entries match manifest.json (commit abc1234).\n")
    }

    @Test func changingOneByteOfAnyEntryFailsNamingIt() throws {
        let (directory, _, entries) = try makeArchive()
        // Every entry but the manifest, one at a time (the bundle has many: take a spread).
        let targets = entries.indices.dropFirst().filter { $0 < 8 || $0 % 25 == 0 || $0 == entries.count - 1 }
        for index in targets {
            var altered = entries
            var contents = altered[index].contents
            if contents.isEmpty { contents = [0x41] } else { contents[contents.count / 2] ^= 0x01 }
            altered[index].contents = contents
            let path = directory.path("altered-\(index).tgz")
            try ArchiveRewriter.write(altered, to: path)
            let outcome = try verify(path)
            #expect(outcome.status == 1)
            #expect(outcome.standardError.contains("\(path): altered: \(entries[index].path) "), "\(entries[index].path)")
            #expect(outcome.standardError.hasSuffix("error: \(path) does not match its manifest: 1 problem: it changed after collect: re-download the artifact, or collect the run again.\n"))
        }
    }

    @Test func droppingAnEntryFailsNamingIt() throws {
        let (directory, _, entries) = try makeArchive()
        let dropped = entries[2]
        let path = directory.path("dropped.tgz")
        try ArchiveRewriter.write(entries.filter { $0.path != dropped.path }, to: path)
        let outcome = try verify(path)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.hasPrefix("\(path): missing: \(dropped.path) is in the manifest but not in the archive\n"))
    }

    @Test func addingAnEntryFailsNamingIt() throws {
        let (directory, _, entries) = try makeArchive()
        let path = directory.path("added.tgz")
        try ArchiveRewriter.write(entries + [.init(path: "logs/planted.log", contents: Array("all green\n".utf8))], to: path)
        let outcome = try verify(path)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.hasPrefix("\(path): extra: logs/planted.log is in the archive but not in the manifest\n"))
    }

    @Test func anArchiveRepackedByGNUTarStillVerifies() throws {
        let (directory, archive, _) = try makeArchive()
        let tree = directory.path("tree")
        try FileManager.default.createDirectory(atPath: tree, withIntermediateDirectories: true)
        try Shell.run(["tar", "xzf", archive, "-C", tree])
        let repacked = directory.path("repacked.tar.gz")
        try Shell.run(["tar", "czf", repacked, "-C", tree, "."])
        #expect(try verify(repacked).status == 0)
    }

    @Test func aTruncatedArchiveFailsWithoutCrashing() throws {
        let (directory, archive, _) = try makeArchive()
        let data = try Data(contentsOf: URL(fileURLWithPath: archive))
        let path = directory.path("truncated.tgz")
        try data.prefix(data.count * 2 / 3).write(to: URL(fileURLWithPath: path))
        let outcome = try verify(path)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("the archive is damaged"))
    }

    @Test func aFileThatIsNotAnEvidenceArchiveExits65() throws {
        let directory = try TemporaryDirectory()
        let text = try directory.write("notes.txt", "just text\n")
        let plainTar = directory.path("plain.tgz")
        try directory.write("payload/readme.txt", "hello\n")
        try Shell.run(["tar", "czf", plainTar, "-C", directory.path("payload"), "readme.txt"])
        let wrongSchema = directory.path("wrong.tgz")
        try ArchiveRewriter.write([.init(path: "manifest.json", contents: Array(#"{"schema":"other/v9"}"#.utf8))], to: wrongSchema)

        let cases: [(String, String)] = [
            (text, "error: \(text) is a text file (a log or JUnit?), not an evidence archive: run 'evidence collect \(text) --output run.tgz' first, or 'evidence logs \(text)' to read it as a log.\n"),
            (plainTar, "error: \(plainTar) is not an evidence archive: it has no manifest.json.\n"),
            (wrongSchema, "error: \(wrongSchema) is not an evidence archive: its manifest.json cannot be read (missing field 'tool').\n"),
            (directory.path, "error: \(directory.path) is a directory, not an evidence archive: run 'evidence collect \(directory.path) --output run.tgz' first.\n"),
        ]
        for (path, message) in cases {
            let outcome = try verify(path)
            #expect(outcome.status == 65, "\(path)")
            #expect(outcome.standardError == message)
        }
    }

    @Test func aMissingArchiveExits66() throws {
        let outcome = try verify("/nonexistent/run.tgz")
        #expect(outcome.status == 66)
        #expect(outcome.standardError == "error: Cannot read /nonexistent/run.tgz: it does not exist.\n")
    }
}
