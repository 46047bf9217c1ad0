@testable import EvidenceArchive
@testable import EvidenceCore
@testable import EvidenceRedaction
import EvidenceTestSupport
import Foundation
import Testing

/// Secrets in a binary property list (a built app's Info.plist) are masked where they are stored:
/// the list keeps every offset and still reads, and the rest of it is untouched.
@Suite struct BinaryPlistRedactionTests {
    static var info: [String: Any] { [
        "CFBundleIdentifier": "com.example.app",
        "BGTaskSchedulerPermittedIdentifiers": ["com.example.app.refresh"],
        "APIToken": "s3cr3tT0kenValue42",
        "SyncEndpoint": "https://deploy:pa55word99@sync.example.com/v1",
        "Mirror": "s3cr3tT0kenValue42",
        "Note": "nothing to see",
    ] }

    func write(_ list: Any, in directory: TemporaryDirectory, as name: String = "Info.plist") throws -> String {
        let data = try PropertyListSerialization.data(fromPropertyList: list, format: .binary, options: 0)
        return try directory.write(name, data)
    }

    @Test func secretStringsAreMaskedAndTheListStillReads() throws {
        let directory = try TemporaryDirectory()
        let path = try write(Self.info, in: directory)
        let size = Int64(try FileManager.default.attributesOfItem(atPath: path)[.size] as! Int)
        guard case .rewritten(let bytes, let counts)? = try BinaryPlistBlob.outcome(file: ListedFile(path: path), storedSize: size, head: try FileReader.prefix(of: path, count: ResultDatabaseBlob.header.count)) else {
            Issue.record("expected the list to be masked")
            return
        }
        #expect(Int64(bytes.count) == size)
        // Mirror holds the same string: masked too, counted once (with APIToken's).
        #expect(counts == [.tokenPair: 1, .urlCredentials: 1])
        #expect(!ByteSearch.contains(bytes, "s3cr3tT0kenValue42") && !ByteSearch.contains(bytes, "pa55word99"))
        let read = try #require(try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: Any])
        #expect(read["APIToken"] as? String == String(repeating: "*", count: 18))
        #expect(read["SyncEndpoint"] as? String == "https://deploy:**********@sync.example.com/v1")
        #expect(read["Mirror"] as? String == String(repeating: "*", count: 18))
        #expect(read["Note"] as? String == "nothing to see")
        #expect(read["BGTaskSchedulerPermittedIdentifiers"] as? [String] == ["com.example.app.refresh"])
        // The same bytes every time.
        guard case .rewritten(let again, _)? = try BinaryPlistBlob.outcome(file: ListedFile(path: path), storedSize: size, head: try FileReader.prefix(of: path, count: ResultDatabaseBlob.header.count)) else { return }
        #expect(again == bytes)
    }

    @Test func aListWithoutSecretsIsLeftAsItIs() throws {
        let directory = try TemporaryDirectory()
        let path = try write(["CFBundleIdentifier": "com.example.app", "Note": "token count: 3"], in: directory)
        #expect(try BinaryPlistBlob.outcome(file: ListedFile(path: path), storedSize: 1000, head: try FileReader.prefix(of: path, count: ResultDatabaseBlob.header.count)) == nil)
    }

    @Test func aSecretInAUTF16StringLeavesTheFileOut() throws {
        let directory = try TemporaryDirectory()
        let path = try write(["APISecret": "clé-s3cr3t-ünïcode"], in: directory)
        guard case .leftOut? = try BinaryPlistBlob.outcome(file: ListedFile(path: path), storedSize: 1000, head: try FileReader.prefix(of: path, count: ResultDatabaseBlob.header.count)) else {
            Issue.record("expected the list to be left out")
            return
        }
    }

    /// End to end: the built app's binary Info.plist is archived masked, and the gate still reads it.
    @Test func collectMasksTheBuiltAppsInfoPlist() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path("in/App.app"), withIntermediateDirectories: true)
        _ = try write(Self.info.merging(["UIBackgroundModes": ["fetch"]]) { $1 }, in: directory, as: "in/App.app/Info.plist")
        let archive = directory.path("run.tar")
        let result = try Collector.collectForTests([directory.path("in")], into: archive, compression: .none)
        #expect(result.manifest.redactions.total == 2)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: archive)))
        #expect(!ByteSearch.contains(bytes, "s3cr3tT0kenValue42") && !ByteSearch.contains(bytes, "pa55word99"))
        let stored = try #require(result.manifest.entries.first { $0.path.hasSuffix("Info.plist") })
        #expect(stored.redactions == 2)
    }
}
