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

    /// The audit's survivor: an encrypted PEM (`Proc-Type`/`DEK-Info` armor headers before its body)
    /// in a binary plist went out whole: the masker stopped at the first header. Its body is masked
    /// and the headers stay.
    @Test func anEncryptedKeysBodyIsMaskedPastItsArmorHeaders() throws {
        let body = (0..<4).map { "MIIEpAIBAAKCAQEA\($0)xY9zQ8mR2vT4nL6pK1wJ3hF5gD7sA0cB9eU2iO4yW6tR8q" }
        let header = ["-----BEGIN RSA PRIVATE KEY-----", "Proc-Type: 4,ENCRYPTED", "DEK-Info: AES-128-CBC,0123456789ABCDEF0123456789ABCDEF", ""]
        let lines = header + body + ["-----END RSA PRIVATE KEY-----"]
        let directory = try TemporaryDirectory()
        let path = try write(["CFBundleIdentifier": "com.example.app", "SigningKey": lines.joined(separator: "\n") + "\n"], in: directory)
        let size = Int64(try FileManager.default.attributesOfItem(atPath: path)[.size] as! Int)
        guard case .rewritten(let bytes, _)? = try BinaryPlistBlob.outcome(file: ListedFile(path: path), storedSize: size, head: try FileReader.prefix(of: path, count: ResultDatabaseBlob.header.count)) else {
            Issue.record("expected the list to be masked")
            return
        }
        #expect(!ByteSearch.contains(bytes, "xY9zQ8mR2vT4nL6pK1wJ3hF5gD7sA0cB9eU2iO4yW6tR8q"))
        let read = try #require(try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: Any])
        #expect((read["SigningKey"] as? String)?.contains("Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,") == true)
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
