import EvidenceKit
import EvidenceTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The real bundles in ../shared/fixtures/xcresult, against Apple's own output and other tools' JUnit.
@Suite struct XCResultFixtureTests {
    static let bundles = [
        "fastlane__Test.test_result", "fastlane__Test.with_spaces",
        "fastlane__Xcode16-Mixed-XCTest-SwiftTesting", "fastlane__Xcode26-Mixed-XCTest-SwiftTesting",
        "xcparse__testFailure", "xcparse__testMetrics", "xcparse__testSuccess",
        "xcresultparser__parametrized", "xcresultparser__resultWithCompileError",
        "xcresultparser__session_level_failure", "xcresultparser__test", "xcresultparser__test_merged",
        "xcresultparser__test_repeated",
    ]
    /// Bundles whose object store is complete (the others carry only, or mostly, database.sqlite3).
    static let objectStoreBundles = bundles.filter { !$0.contains("Xcode16") && !$0.contains("Xcode26") && !$0.contains("session_level") }
    /// Bundles with both an object store and a database: the two readers must agree.
    static let dualBundles = ["xcresultparser__parametrized", "xcresultparser__resultWithCompileError", "xcresultparser__test", "xcresultparser__test_merged", "xcresultparser__test_repeated"]

    static func path(_ name: String) -> String { TestPaths.fixture("xcresult/\(name).xcresult") }

    @Test(.requiresSharedFixtures, arguments: bundles)
    func everyBundleReads(name: String) throws {
        let document = try XCResultReader().read(bundlePath: Self.path(name))
        #expect(!document.runs.isEmpty || document.isBuildFailureWithoutTests, "\(name) read no test and no build failure")
        #expect(!document.devices.isEmpty)
        let markdown = XCResultSummaryFormatter.markdown(document)
        #expect(markdown.hasPrefix("## "))
        #expect(!markdown.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F }, "control characters in \(name)'s Markdown")
        let json = XCResultSummaryFormatter.json(document)
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "\(name)'s JSON does not parse")
    }

    @Test(.requiresSharedFixtures, arguments: objectStoreBundles)
    func objectStoreReadsWithVerifiedIDs(name: String) throws {
        let storage = try XCResultDirectoryStorage(bundlePath: Self.path(name))
        let document = try XCResultReader(preference: .objectStore, verifiesObjectIDs: true).read(storage: storage)
        #expect(document.source == .objectStore)
        #expect(!document.runs.isEmpty || document.isBuildFailureWithoutTests)
        #expect(!document.notes.contains { $0.contains("unknown") }, "\(name): \(document.notes)")
    }

    @Test(.requiresSharedFixtures, arguments: dualBundles)
    func objectStoreAndDatabaseAgree(name: String) throws {
        let objects = try XCResultReader(preference: .objectStore).read(bundlePath: Self.path(name))
        let database = try XCResultReader(preference: .database).read(bundlePath: Self.path(name))
        // By suite path and name: some databases store a bare `test()` as a test's identifier.
        func cases(_ document: XCResultDocument) -> [String: String] {
            Dictionary(XCResultTestTree(document: document).testCases.map { testCase in
                ((testCase.runs.first.map { [$0.bundleName] + $0.suitePath } ?? []).joined(separator: "/") + "/" + testCase.name, testCase.result.rawValue)
            }, uniquingKeysWith: { $0 + "|" + $1 })
        }
        #expect(cases(objects) == cases(database))
        #expect(objects.runs.count == database.runs.count)
        #expect(objects.buildErrors.map(\.message) == database.buildErrors.map(\.message))
        let objectFailures = Set(objects.runs.flatMap(\.issues).filter { $0.kind == .failure }.map { "\($0.message)@\($0.line ?? 0)" })
        let databaseFailures = Set(database.runs.flatMap(\.issues).filter { $0.kind == .failure }.map { "\($0.message)@\($0.line ?? 0)" })
        #expect(objectFailures == databaseFailures)
    }

    // MARK: Apple's output (xcresulttool get test-results tests)

    struct FlatNode: Hashable, CustomStringConvertible {
        var path: [String]
        var nodeType: String
        var result: String?
        var details: String?
        var description: String { "\(path.joined(separator: " › ")) [\(nodeType)] \(result ?? "-") \(details ?? "")" }
    }

    static func flatten(_ nodes: [[String: Any]], path: [String] = []) -> [FlatNode] {
        var out: [FlatNode] = []
        for node in nodes {
            let name = node["name"] as? String ?? ""
            let type = node["nodeType"] as? String ?? ""
            let here = path + ["\(type):\(name)"]
            out.append(FlatNode(path: here, nodeType: type, result: node["result"] as? String, details: node["details"] as? String))
            out += flatten(node["children"] as? [[String: Any]] ?? [], path: here)
        }
        return out
    }

    static func oracle(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("xcresulttool-json/\(name).tests.json")))
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func ours(_ name: String) throws -> [String: Any] {
        let text = XCResultSummaryFormatter.json(try XCResultReader().read(bundlePath: path(name)))
        return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func multiset(_ nodes: [FlatNode]) -> [FlatNode: Int] {
        nodes.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    @Test(.requiresSharedFixtures) func xcode26TreeMatchesAppleNodeForNode() throws {
        let name = "fastlane__Xcode26-Mixed-XCTest-SwiftTesting"
        let apple = try Self.oracle(name)
        let ours = try Self.ours(name)
        let appleNodes = Self.flatten(apple["testNodes"] as? [[String: Any]] ?? [])
        let ourNodes = Self.flatten(ours["testNodes"] as? [[String: Any]] ?? [])
        #expect(appleNodes.count == ourNodes.count)
        let ourMultiset = Self.multiset(ourNodes)  // once, not once per Apple node
        let missing = Self.multiset(appleNodes).filter { ourMultiset[$0.key] != $0.value }
        #expect(missing.isEmpty, "differ: \(missing.keys.prefix(5))")
        #expect(Self.testCaseCounts(appleNodes) == Self.testCaseCounts(ourNodes))
        #expect((ours["devices"] as? [[String: Any]])?.first?["deviceId"] as? String == (apple["devices"] as? [[String: Any]])?.first?["deviceId"] as? String)
        #expect((ours["testPlanConfigurations"] as? [[String: Any]])?.map { $0["configurationName"] as? String } == (apple["testPlanConfigurations"] as? [[String: Any]])?.map { $0["configurationName"] as? String })
    }

    /// Apple's JSON for the Xcode 16 bundle came from an earlier run than its database: failure
    /// lines are 6 lower (the source grew) and one parameterised test is not in it. Test cases,
    /// their results and details must still agree; failure messages are compared without `File:line:`.
    @Test(.requiresSharedFixtures) func xcode16TestCasesMatchApple() throws {
        let name = "fastlane__Xcode16-Mixed-XCTest-SwiftTesting"
        let appleNodes = Self.flatten(try Self.oracle(name)["testNodes"] as? [[String: Any]] ?? [])
        let ourNodes = Self.flatten(try Self.ours(name)["testNodes"] as? [[String: Any]] ?? [])
        let added = "Test Case:testName🏷️And📋ParamsUsingSome😱Unusual🤪Characters(asciiCharacter:)"
        let appleCases = Set(appleNodes.filter { $0.nodeType == "Test Case" })
        let ourCases = Set(ourNodes.filter { $0.nodeType == "Test Case" && $0.path.last != added })
        #expect(appleCases == ourCases, "differ: \(appleCases.symmetricDifference(ourCases).prefix(5))")
        #expect(ourNodes.filter { $0.nodeType == "Test Case" }.count == appleCases.count + 1)
        func messages(_ nodes: [FlatNode]) -> [String: Int] {
            nodes.filter { $0.nodeType == "Failure Message" && !$0.path.contains(added) && !$0.path.joined().contains("UITests") }
                .map { node in
                    let text = node.path.last ?? ""
                    let body = text.range(of: #"\.swift:\d+: "#, options: .regularExpression).map { String(text[$0.upperBound...]) } ?? text
                    return "\(node.path.dropLast().joined(separator: "›"))|\(body)|\(node.result ?? "")"
                }
                .reduce(into: [:]) { $0[$1, default: 0] += 1 }
        }
        #expect(messages(appleNodes) == messages(ourNodes))
    }

    static func testCaseCounts(_ nodes: [FlatNode]) -> [String: Int] {
        nodes.filter { $0.nodeType == "Test Case" }.reduce(into: [:]) { $0[$1.result ?? "", default: 0] += 1 }
    }

    // MARK: JUnit from xcresultparser

    struct JUnitCase: Hashable { var name: String; var failure: String? }

    final class JUnitCollector: NSObject, XMLParserDelegate {
        var cases: [JUnitCase] = []
        private var inFailure = false
        private var text = ""
        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if element == "testcase" { cases.append(JUnitCase(name: attributes["name"] ?? "", failure: nil)) }
            if element == "failure" { inFailure = true; text = "" }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { if inFailure { text += string } }
        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if element == "failure", !cases.isEmpty {
                cases[cases.count - 1].failure = text
                inFailure = false
            }
        }
    }

    static func junit(_ file: String) throws -> [JUnitCase] {
        let parser = try #require(XMLParser(contentsOf: URL(fileURLWithPath: TestPaths.fixture("junit/\(file)"))))
        let collector = JUnitCollector()
        parser.delegate = collector
        #expect(parser.parse())
        return collector.cases
    }

    @Test(.requiresSharedFixtures, arguments: [
        ("xcresultparser__test", "xcresultparser__junit.xml"),
        ("xcresultparser__test_merged", "xcresultparser__junit_merged.xml"),
        ("xcresultparser__test_repeated", "xcresultparser__junit_repeated.xml"),
        ("xcresultparser__session_level_failure", "xcresultparser__junit_session_level_failure.xml"),
    ])
    func testsAndFailuresAgreeWithJUnit(bundle: String, junitFile: String) throws {
        let expected = try Self.junit(junitFile)
        for preference in [XCResultReader.SourcePreference.automatic, .objectStore] where preference == .automatic || Self.dualBundles.contains(bundle) {
            let document = try XCResultReader(preference: preference).read(bundlePath: Self.path(bundle))
            let cases = XCResultTestTree(document: document).testCases
            #expect(Set(cases.map(\.name)) == Set(expected.map(\.name)), "\(bundle) via \(preference)")
            #expect(cases.filter { $0.result == .failed }.count == expected.filter { $0.failure != nil }.count)
            for junitCase in expected {
                guard let failure = junitCase.failure else { continue }
                let testCase = try #require(cases.first { $0.name == junitCase.name })
                #expect(testCase.result == .failed)
                // xcresultparser writes "<message> (<File>.swift:<line>)".
                let issues = testCase.runs.flatMap(\.issues).filter { $0.kind == .failure }
                #expect(issues.contains { issue in
                    let base = issue.file.map { ($0 as NSString).lastPathComponent } ?? ""
                    return failure.contains(issue.message) && failure.contains("(\(base):\(issue.line ?? -1))")
                }, "\(junitCase.name): \(failure) vs \(issues.map(\.displayText))")
            }
        }
    }

    // MARK: The shared model

    @Test(.requiresSharedFixtures) func mapsToTheSharedReportWithPointers() throws {
        let document = try XCResultReader().read(bundlePath: Self.path("fastlane__Xcode26-Mixed-XCTest-SwiftTesting"))
        let report = document.testRunReport()
        #expect(report.tests.count == 48)
        #expect(report.tests.filter { $0.status == .failed }.count == 13)
        #expect(report.tests.filter { $0.status == .skipped }.count == 7)
        let assertion = try #require(report.tests.first { $0.id.description == "FastlaneTrainerExampleXCTests.FastlaneTrainerExampleXCTests/testBasicAssertions" })
        #expect(assertion.status == .failed)
        #expect(assertion.issues.first?.location?.line == 53)
        #expect(assertion.issues.first?.message == "XCTAssertFalse failed - False should be false")
        #expect(assertion.evidence.allSatisfy { $0.path == document.bundlePath && ($0.excerpt ?? "").contains("TestCaseRuns row") })
        #expect(!report.tests.contains { $0.id.description.contains("()") })
        #expect(report.build.succeeded == true)
        #expect(report.build.warnings.contains { $0.message == "Result of call to 'reduce' is unused" })
    }

    @Test(.requiresSharedFixtures) func buildFailureWithoutTestsIsReportedAsThat() throws {
        for preference in [XCResultReader.SourcePreference.objectStore, .database] {
            let document = try XCResultReader(preference: preference).read(bundlePath: Self.path("xcresultparser__resultWithCompileError"))
            #expect(document.isBuildFailureWithoutTests)
            let report = document.testRunReport()
            #expect(report.tests.isEmpty)
            #expect(report.build.succeeded == false)
            #expect(report.build.errors.contains { $0.message == "Cannot find 'xmlString1' in scope" && $0.location?.line != nil })
            #expect(XCResultSummaryFormatter.markdown(document).contains("Build failed; no test ran"))
        }
    }

    @Test(.requiresSharedFixtures) func sessionLevelIssueIsUnattributed() throws {
        let report = try XCResultReader().read(bundlePath: Self.path("xcresultparser__session_level_failure")).testRunReport()
        #expect(report.tests.map(\.id.name).sorted() == ["passingTest", "triggerSessionLevelFailure"])
        #expect(report.unattributedIssues.contains { $0.message.contains("Issue recorded in Task.detached") && $0.location?.line == 11 })
    }

    /// Records which files a reader asked for.
    final class RecordingStorage: XCResultStorage {
        let inner: XCResultStorage
        var reads: [String] = []
        init(_ inner: XCResultStorage) { self.inner = inner }
        var bundlePath: String { inner.bundlePath }
        func read(_ relativePath: String, limit: Int) throws -> [UInt8]? {
            reads.append(relativePath)
            return try inner.read(relativePath, limit: limit)
        }
        func size(of relativePath: String) -> Int64? { inner.size(of: relativePath) }
        func openDatabase() throws -> SQLiteDatabase? { try inner.openDatabase() }
    }

    @Test(.requiresSharedFixtures) func attachmentsAreListedWithoutLoadingPayloads() throws {
        let storage = RecordingStorage(try XCResultDirectoryStorage(bundlePath: Self.path("xcparse__testSuccess")))
        let document = try XCResultReader(preference: .objectStore).read(storage: storage)
        let attachments = document.runs.flatMap(\.attachments)
        #expect(attachments.count >= 2)
        #expect(attachments.allSatisfy { ($0.size ?? 0) > 0 && $0.objectID != nil && !$0.name.isEmpty })
        #expect(attachments.compactMap(\.size).reduce(0, +) > 1_000_000, "the fixture's screenshots are megabytes")
        let payloadFiles = Set(attachments.compactMap(\.objectID).map { "Data/data.\($0)" })
        #expect(payloadFiles.isDisjoint(with: storage.reads))
        #expect(!storage.reads.isEmpty)
    }

    @Test(.requiresSharedFixtures) func swiftTestingArgumentsFromTheObjectStore() throws {
        let document = try XCResultReader(preference: .objectStore).read(bundlePath: Self.path("xcresultparser__parametrized"))
        let tree = XCResultTestTree(document: document)
        let parameterised = try #require(tree.testCases.first { $0.name == "testCoverageConverterPathnames(strictPathnames:projectRoot:)" })
        #expect(parameterised.children.count == 4)
        #expect(parameterised.children.allSatisfy { $0.nodeType == "Arguments" && $0.result == .passed })
        #expect(parameterised.children.contains { $0.name.hasPrefix("true, ") })
    }

    @Test(.requiresSharedFixtures) func bundlesInsideARunArchiveReadLikeTheDirectories() throws {
        let directory = try TemporaryDirectory()
        let output = directory.path("run.tgz")
        let inputs = ["xcparse__testSuccess", "xcresultparser__test", "fastlane__Xcode26-Mixed-XCTest-SwiftTesting"]
        _ = try Collector.collectForTests(inputs.map { Self.path($0) }, into: output)
        let documents = try XCResultReader().read(archivePath: output)
        #expect(documents.count == inputs.count)
        for name in inputs {
            let fromArchive = try #require(documents.first { $0.bundlePath.hasSuffix("/\(name).xcresult") })
            let fromDisk = try XCResultReader().read(bundlePath: Self.path(name))
            #expect(fromArchive.runs.map(\.identifier) == fromDisk.runs.map(\.identifier))
            #expect(fromArchive.runs.map(\.outcome) == fromDisk.runs.map(\.outcome))
            #expect(fromArchive.runs.flatMap(\.attachments).map(\.size) == fromDisk.runs.flatMap(\.attachments).map(\.size))
            #expect(fromArchive.bundlePath.hasPrefix(output + ":xcresult/"))
        }
    }
}
