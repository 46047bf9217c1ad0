import EvidenceTestSupport
import Foundation
import Testing

@Suite struct XCResultCommandTests {
    static func bundle(_ name: String) -> String { TestPaths.fixture("xcresult/\(name).xcresult") }

    @Test(.requiresSharedFixtures) func jsonIsShapedLikeXcresulttool() throws {
        let outcome = try EvidenceProcess.run(["xcresult", Self.bundle("fastlane__Xcode26-Mixed-XCTest-SwiftTesting"), "--format", "json"], environment: EvidenceProcess.cleanEnvironment())
        #expect(outcome.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
        let plans = try #require(object["testNodes"] as? [[String: Any]])
        #expect(plans.first?["nodeType"] as? String == "Test Plan")
        #expect(plans.first?["result"] as? String == "Failed")
        #expect((plans.first?["children"] as? [[String: Any]])?.count == 3)
        #expect((object["devices"] as? [[String: Any]])?.first?["deviceName"] as? String == "iPhone 17 Pro Max")
    }

    @Test(.requiresSharedFixtures) func markdownSummarisesFailuresAndBuildErrors() throws {
        let tests = try EvidenceProcess.run(["xcresult", Self.bundle("xcresultparser__test")], environment: EvidenceProcess.cleanEnvironment())
        #expect(tests.status == 0)
        #expect(tests.standardOutput.contains("**7 tests**: 6 passed, 1 failed, 0 skipped."))
        #expect(tests.standardOutput.contains("testCoverageConverter()"))
        let build = try EvidenceProcess.run(["xcresult", Self.bundle("xcresultparser__resultWithCompileError"), "--format", "markdown"], environment: EvidenceProcess.cleanEnvironment())
        #expect(build.standardOutput.contains("Build failed; no test ran"))
        #expect(build.standardOutput.contains("Cannot find 'xmlString1' in scope"))
    }

    @Test func readsTheBundlesInsideARunArchive() throws {
        let directory = try TemporaryDirectory()
        let archive = directory.path("run.tgz")
        let bundles = [
            try SharedFixtures.resultBundle("xcparse__testFailure", orSyntheticAt: directory.path("a/First.xcresult")),
            try SharedFixtures.resultBundle("xcresultparser__test_repeated", orSyntheticAt: directory.path("b/Second.xcresult")),
        ]
        let collect = try EvidenceProcess.run(["collect"] + bundles + ["--output", archive, "--commit", "abcdef1"], environment: EvidenceProcess.cleanEnvironment())
        #expect(collect.status == 0, "\(collect.standardError)")
        let outcome = try EvidenceProcess.run(["xcresult", archive, "--format", "json"], environment: EvidenceProcess.cleanEnvironment())
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let documents = try #require(try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String: Any]])
        #expect(documents.count == 2)
        #expect(documents.allSatisfy { ($0["bundlePath"] as? String ?? "").hasPrefix(archive + ":xcresult/") })
    }

    @Test func damagedAndMissingBundlesExitWithTheContractsCodes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Broken.xcresult/Info.plist", "not a plist at all")
        let broken = try EvidenceProcess.run(["xcresult", directory.path("Broken.xcresult")], environment: EvidenceProcess.cleanEnvironment())
        #expect(broken.status == 65)
        #expect(broken.standardError.contains("Broken.xcresult/Info.plist is not a property list"))
        #expect(broken.standardError.split(separator: "\n").count == 1)
        #expect(broken.standardOutput.isEmpty)
        let missing = try EvidenceProcess.run(["xcresult", directory.path("Nowhere.xcresult")], environment: EvidenceProcess.cleanEnvironment())
        #expect(missing.status == 66)
        let usage = try EvidenceProcess.run(["xcresult", Self.bundle("xcparse__testSuccess"), "--format", "xml"], environment: EvidenceProcess.cleanEnvironment())
        #expect(usage.status == 64)
    }
}
