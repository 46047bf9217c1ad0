import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// Damaged and hostile bundles: one clear error naming the object (or a note for what is merely
/// unknown), never a crash, never unbounded memory.
@Suite struct XCResultHostileInputTests {
    /// A writable copy of a fixture bundle (the fixtures themselves are read-only); without the
    /// fixtures, a synthetic bundle, for the tests that damage what any bundle has (its root object,
    /// refs, objects, Info.plist, database).
    static func copy(_ name: String, into directory: TemporaryDirectory) throws -> String {
        let target = directory.path("\(name).xcresult")
        let source = try SharedFixtures.resultBundle(name, orSyntheticAt: target)
        if source == target { return target }
        let files = try #require(FileManager.default.subpathsOfDirectory(atPath: source) as [String]?)
        for relative in files {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            try directory.write("\(name).xcresult/\(relative)", Data(contentsOf: URL(fileURLWithPath: source + "/" + relative)))
        }
        return target
    }

    static func rootID(_ bundle: String) throws -> String {
        let storage = try XCResultDirectoryStorage(bundlePath: bundle)
        return try #require(try XCResultReader.info(of: storage).rootID)
    }

    static func expectMalformed(_ bundle: String, reader: XCResultReader = XCResultReader(preference: .objectStore), _ fragments: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try reader.read(bundlePath: bundle)
            Issue.record("expected an error containing \(fragments)", sourceLocation: sourceLocation)
        } catch let error as EvidenceError {
            #expect(error.kind == .malformedInput, sourceLocation: sourceLocation)
            for fragment in fragments {
                #expect(error.message.contains(fragment), "\(error.message) lacks \(fragment)", sourceLocation: sourceLocation)
            }
            #expect(!error.message.contains("\n"), sourceLocation: sourceLocation)
        } catch {
            Issue.record("unexpected error type \(error)", sourceLocation: sourceLocation)
        }
    }

    typealias SourceLocation = Testing.SourceLocation

    @Test(.requiresSharedFixtures) func truncatedZstdFrameNamesTheObject() throws {
        let directory = try TemporaryDirectory()
        let bundle = try Self.copy("fastlane__Test.with_spaces", into: directory)
        let root = try Self.rootID(bundle)
        let file = bundle + "/Data/data." + root
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(bytes.prefix(4) == Data([0x28, 0xB5, 0x2F, 0xFD]))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: file))
        Self.expectMalformed(bundle, ["object \(root.prefix(24))", "root ActionsInvocationRecord", "truncated"])
    }

    @Test(.requiresSharedFixtures) func corruptZstdFrameNamesTheObject() throws {
        let directory = try TemporaryDirectory()
        let bundle = try Self.copy("fastlane__Test.with_spaces", into: directory)
        let root = try Self.rootID(bundle)
        let file = bundle + "/Data/data." + root
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        for index in stride(from: 12, to: bytes.count, by: 7) { bytes[index] ^= 0x5A }
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        Self.expectMalformed(bundle, ["object \(root.prefix(24))", "zstd"])
    }

    @Test func wrongMagicEverywhere() throws {
        let directory = try TemporaryDirectory()
        let bundle = try Self.copy("fastlane__Test.with_spaces", into: directory)
        let root = try Self.rootID(bundle)
        // An object that is neither a zstd frame nor a typed object.
        try Data("PK\u{3}\u{4} not a result object".utf8).write(to: URL(fileURLWithPath: bundle + "/Data/data." + root))
        Self.expectMalformed(bundle, ["object \(root.prefix(24))", "not a valid typed object", "at byte 0"])
        // An Info.plist that is not a property list.
        try Data("\u{89}PNG garbage".utf8).write(to: URL(fileURLWithPath: bundle + "/Info.plist"))
        Self.expectMalformed(bundle, ["Info.plist is not a property list"])
    }

    @Test func refsCountThatLies() throws {
        let directory = try TemporaryDirectory()
        let bundle = try Self.copy("fastlane__Test.with_spaces", into: directory)
        let root = try Self.rootID(bundle)
        let file = bundle + "/Data/refs." + root
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        bytes[0] = 0x7F
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        Self.expectMalformed(bundle, reader: XCResultReader(preference: .objectStore, verifiesObjectIDs: true), ["object \(root.prefix(24))", "refs count says 127 entries"])
        // The refs parser alone, on counts that cannot fit.
        #expect(throws: XCResultParseError.self) { try XCResultReferences.parse([0x81, 0xF9] + [UInt8](repeating: 0x41, count: 66)) }
        #expect(throws: XCResultParseError.self) { try XCResultReferences.parse([0x85, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]) }
        #expect(throws: XCResultParseError.self) { try XCResultReferences.parse([]) }
    }

    @Test func alteredObjectFailsIDVerification() throws {
        guard BLAKE2bHasher.isAvailable else { return }
        let directory = try TemporaryDirectory()
        let bundle = try Self.copy("fastlane__Test.with_spaces", into: directory)
        let root = try Self.rootID(bundle)
        let file = bundle + "/Data/refs." + root
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        bytes[bytes.count - 1] ^= 1
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        Self.expectMalformed(bundle, reader: XCResultReader(preference: .objectStore, verifiesObjectIDs: true), ["object \(root.prefix(24))", "does not hash to its ID"])
        // Without verification the altered refs entry is not read for typed objects.
        _ = try XCResultReader(preference: .objectStore).read(bundlePath: bundle)
    }

    @Test func missingObjectIsNamed() throws {
        let directory = try TemporaryDirectory()
        let bundle = try Self.copy("fastlane__Test.with_spaces", into: directory)
        let document = try XCResultReader(preference: .objectStore).read(bundlePath: bundle)
        let summaryID = try #require(document.runs.first?.record)
        try FileManager.default.removeItem(atPath: bundle + "/Data/data." + summaryID)
        Self.expectMalformed(bundle, ["object \(summaryID.prefix(24))", "ActionTestSummary of", "missing"])
    }

    /// A cycle in the diagnostics tree is named in a note; the tests beside it are still read.
    @Test func referenceCycleIsRefused() throws {
        let directory = try TemporaryDirectory()
        let synthetic = try SyntheticXCResult(at: directory.path("Cycle.xcresult"))
        let selfID = "0~" + String(repeating: "AQEB", count: 21) + "AQ=="
        let listing = #"[{"name":"again","type":2}]"#
        try synthetic.add(Array(listing.utf8), references: [selfID], id: selfID)
        try synthetic.writeTestRun(tests: [("testA()", "Success", nil)], diagnosticsID: selfID)
        let document = try XCResultReader(preference: .objectStore).read(bundlePath: synthetic.path)
        #expect(document.runs.map(\.name) == ["testA()"])
        let note = try #require(document.notes.first { $0.hasPrefix("diagnostics not read:") })
        #expect(note.contains("reference cycle") && note.contains("directory diagnostics/again"))
    }

    /// `--source objects` on a bundle whose diagnostics object is gone still gives its tests.
    @Test func aMissingDiagnosticsObjectIsANote() throws {
        let directory = try TemporaryDirectory()
        let synthetic = try SyntheticXCResult(at: directory.path("NoDiagnostics.xcresult"))
        let missingID = "0~" + String(repeating: "AgIC", count: 21) + "Ag=="
        try synthetic.writeTestRun(tests: [("testA()", "Failure", "boom")], diagnosticsID: missingID)
        let document = try XCResultReader(preference: .objectStore).read(bundlePath: synthetic.path)
        #expect(document.runs.map(\.name) == ["testA()"])
        #expect(document.notes.contains { $0.hasPrefix("diagnostics not read:") && $0.contains("missing") })
    }

    @Test func absurdLengthsAndNesting() throws {
        let directory = try TemporaryDirectory()
        let cases: [(String, String)] = [
            ("[T[K2:_nV99999999999999:ActionsInvocationRecord]]", "absurd string length"),
            ("[T[K2:_nV4000000:ActionsInvocationRecord]]", "runs past the end"),
            (String(repeating: "[S5:Array", count: 50_000), "nesting deeper than"),
            ("[T[K2:_nV23:ActionsInvocationRecord]K7:actions", "unexpected end"),
            ("[X", "expected 'T' or 'S'"),
        ]
        for (index, (payload, reason)) in cases.enumerated() {
            let synthetic = try SyntheticXCResult(at: directory.path("Absurd\(index).xcresult"))
            let rootID = try synthetic.add(payload)
            try synthetic.finish(rootID: rootID)
            Self.expectMalformed(synthetic.path, ["object \(rootID.prefix(24))", "root ActionsInvocationRecord", reason])
        }
    }

    @Test(.requiresSharedFixtures) func zstdOutputIsBounded() throws {
        let bundle = TestPaths.fixture("xcresult/fastlane__Test.with_spaces.xcresult")
        let storage = try XCResultDirectoryStorage(bundlePath: bundle)
        let root = try Self.rootID(bundle)
        let stored = try #require(try storage.read("Data/data." + root, limit: 1 << 20))
        let decoder = try ZstdDecoder()
        let full = try decoder.decompress(stored, limit: 1 << 24)
        #expect(full.count > 1000)
        #expect(throws: ZstdError.self) { try decoder.decompress(stored, limit: full.count / 2) }
        // A frame header that claims 2^40 bytes is refused before any output is made.
        let claimsHuge: [UInt8] = [0x28, 0xB5, 0x2F, 0xFD, 0xE0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x01, 0x00, 0x00]
        #expect(throws: ZstdError.self) { try decoder.decompress(claimsHuge, limit: 1 << 24) }
        // The decoder is reusable after an error.
        #expect(try decoder.decompress(stored, limit: 1 << 24) == full)
    }

    @Test func unknownTypesAndFieldsAreSkippedAndNoted() throws {
        let directory = try TemporaryDirectory()
        let synthetic = try SyntheticXCResult(at: directory.path("Future.xcresult"), minorVersion: 99)
        let future = SyntheticXCResult.object("ActionTestQuantumSummary", [("name", SyntheticXCResult.string("testFromTheFuture()")), ("entanglement", SyntheticXCResult.scalar("Double", "0.5"))])
        try synthetic.writeTestRun(tests: [("testKnown()", "Success", nil), ("testBroken()", "Failure", "XCTAssertEqual failed")], extraTestNodes: [future])
        let document = try XCResultReader().read(bundlePath: synthetic.path)
        #expect(document.runs.map(\.name) == ["testKnown()", "testBroken()"])
        #expect(document.notes.contains { $0.contains("unknown type ActionTestQuantumSummary") })
        #expect(document.runs.last?.issues.first?.line == 42)
        #expect(XCResultSummaryFormatter.markdown(document).contains("ActionTestQuantumSummary"))
        let report = document.testRunReport()
        #expect(report.tests.map(\.id.description) == ["AppTests.SyncTests/testKnown", "AppTests.SyncTests/testBroken"])
        #expect(report.tests.map(\.status) == [.passed, .failed])
    }

    @Test func absurdNumbersInFieldsDoNotTrap() throws {
        let directory = try TemporaryDirectory()
        let synthetic = try SyntheticXCResult(at: directory.path("Numbers.xcresult"), minorVersion: 56)
        typealias S = SyntheticXCResult
        var nodes: [String] = []
        for (iteration, duration) in [("-9223372036854775808", "1e300"), ("9223372036854775807", "nan"), ("99999999999999999999", "-5")] {
            let summary = try synthetic.add(S.object("ActionTestSummary", [
                ("testStatus", S.string("Failure")), ("duration", S.scalar("Double", duration)),
                ("repetitionPolicySummary", S.object("ActionTestRepetitionPolicySummary", [("iteration", S.scalar("Int", iteration)), ("repetitionMode", S.string("RunRetryOnFailure"))])),
                ("failureSummaries", S.array([S.object("ActionTestFailureSummary", [("message", S.string("boom")), ("lineNumber", S.scalar("Int", "99999999999999999999999"))])])),
            ]))
            nodes.append(S.object("ActionTestMetadata", [("name", S.string("testHuge()")), ("identifier", S.string("SyncTests/testHuge()")), ("summaryRef", S.reference(summary))]))
        }
        try synthetic.writeTestRun(tests: [], extraTestNodes: nodes)
        let document = try XCResultReader().read(bundlePath: synthetic.path)
        #expect(document.runs.count == 3)
        let json = XCResultSummaryFormatter.json(document)
        #expect(json.contains("\"Failed after 3 retries\""))
        #expect(XCResultTestTree.formatDuration(1e300) == "16666666666666m+")
        _ = document.testRunReport()
    }

    @Test func unknownTestStatusIsNeverSilentlyPassed() throws {
        let directory = try TemporaryDirectory()
        let synthetic = try SyntheticXCResult(at: directory.path("Status.xcresult"))
        try synthetic.writeTestRun(tests: [("testOdd()", "Quantum Superposition", nil)])
        let document = try XCResultReader().read(bundlePath: synthetic.path)
        #expect(document.runs.first?.outcome == .failed)
        #expect(document.notes.contains { $0.contains("unknown status 'Quantum Superposition'") })
    }

    @Test func objectIDsCannotEscapeTheBundle() throws {
        let directory = try TemporaryDirectory()
        let synthetic = try SyntheticXCResult(at: directory.path("Escape.xcresult"))
        try directory.write("secret", "[T[K2:_nV23:ActionsInvocationRecord]]")
        let traversal = "0~../../secret"
        let root = SyntheticXCResult.object("ActionsInvocationRecord", [("actions", SyntheticXCResult.array([SyntheticXCResult.object("ActionRecord", [
            ("actionResult", SyntheticXCResult.object("ActionResult", [("testsRef", SyntheticXCResult.reference(traversal))])),
        ])]))])
        try synthetic.finish(rootID: try synthetic.add(root))
        Self.expectMalformed(synthetic.path, ["object 0~../../secret", "not a valid object ID"])
    }

    @Test func notABundleAndDamagedDatabase() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("Plain.xcresult", "not a directory")
        #expect(throws: EvidenceError.self) { try XCResultReader().read(bundlePath: file) }
        #expect(throws: EvidenceError.self) { try XCResultReader().read(bundlePath: directory.path("Missing.xcresult")) }
        let bundle = try Self.copy("fastlane__Xcode26-Mixed-XCTest-SwiftTesting", into: directory)
        try Data(repeating: 0x42, count: 4096).write(to: URL(fileURLWithPath: bundle + "/database.sqlite3"))
        Self.expectMalformed(bundle, reader: XCResultReader(), ["database.sqlite3"])
    }

    @Test func damagedArchiveIsOneError() throws {
        let directory = try TemporaryDirectory()
        let output = directory.path("run.tgz")
        _ = try Collector.collectForTests([try SharedFixtures.resultBundle("xcresultparser__test", orSyntheticAt: directory.path("made/Test.xcresult"))], into: output)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: output))
        let truncated = directory.path("truncated.tgz")
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: truncated))
        #expect(throws: EvidenceError.self) { try XCResultReader().read(archivePath: truncated) }
    }
}
