@testable import EvidenceArchive
@testable import EvidenceRun
@testable import EvidenceCore
@testable import EvidenceHistory
@testable import EvidenceReaders
import EvidenceTestSupport
@testable import EvidenceTriage
import Foundation
import Testing

/// Source paths relative to the repository, and links to the line at the run's commit.
@Suite struct SourceLinkerTests {
    func manifest(provider: String, runURL: String?, sha: String?) -> Manifest {
        Manifest(
            schema: Manifest.schemaIdentifier, tool: .init(name: "evidence", version: EvidenceVersion.current), created: "1970-01-01T00:00:00Z",
            commit: CommitInfo(sha: sha, source: sha == nil ? "unknown" : "GITHUB_SHA"),
            ci: CIMetadata(provider: provider, runURL: runURL, job: nil, branch: nil),
            compression: "gzip", redactions: .init(total: 0, byRule: [:]), entries: [], skipped: [], skippedTotal: 0)
    }

    @Test func gitHubCheckoutIsDetectedAndLinkedAtTheCommit() {
        let linker = SourceLinker(
            manifest: manifest(provider: "github-actions", runURL: "https://github.com/acme/app/actions/runs/42/attempts/2", sha: "abc1234"),
            explicitRoot: nil, sourcePaths: ["/Users/runner/work/app/app/AppTests/Job Tests.swift"], modules: [])
        #expect(linker.projectRoot == "/Users/runner/work/app/app/")
        #expect(linker.relative("/Users/runner/work/app/app/AppTests/Job Tests.swift") == "AppTests/Job Tests.swift")
        #expect(linker.url(file: "/Users/runner/work/app/app/AppTests/Job Tests.swift", line: 7)
                == "https://github.com/acme/app/blob/abc1234/AppTests/Job%20Tests.swift#L7")
        // Outside the checkout (the SDK): no link, the path as it is.
        #expect(linker.url(file: "/Applications/Xcode.app/Foo.swift", line: 1) == nil)
        // A path that climbs through `..` may leave the repository: no link (its `.` neither).
        #expect(linker.url(file: "Shop/../../outside/Escaped.swift", line: 4) == nil)
        #expect(linker.url(file: "/Users/runner/work/app/app/Shop/../AppTests/X.swift", line: 4) == nil)
        #expect(linker.url(repositoryPath: "./AppTests/X.swift", line: 4) == nil)
        #expect(linker.relative("/Applications/Xcode.app/Foo.swift") == "/Applications/Xcode.app/Foo.swift")
    }

    @Test func gitLabLinksUseItsBlobPath() {
        let linker = SourceLinker(
            manifest: manifest(provider: "gitlab", runURL: "https://gitlab.com/group/sub/project/-/jobs/991", sha: "abc1234"),
            explicitRoot: nil, sourcePaths: ["/builds/group/sub/project/Tests/JobTests.swift"], modules: [])
        #expect(linker.projectRoot == "/builds/group/sub/project/")
        #expect(linker.url(file: "/builds/group/sub/project/Tests/JobTests.swift", line: 3)
                == "https://gitlab.com/group/sub/project/-/blob/abc1234/Tests/JobTests.swift#L3")
    }

    @Test func anExplicitRootWinsAndAnUnknownCommitOrCIGivesNoLink() {
        let paths = ["/src/app/AppTests/A.swift", "/src/app/AppTests/B.swift"]
        let explicit = SourceLinker(manifest: manifest(provider: "github-actions", runURL: "https://github.com/acme/app/actions/runs/1", sha: nil),
                                    explicitRoot: "/src", sourcePaths: paths, modules: ["AppTests"])
        #expect(explicit.relative(paths[0]) == "app/AppTests/A.swift")
        #expect(explicit.url(file: paths[0], line: 1) == nil, "no commit, no link")
        let bitrise = SourceLinker(manifest: manifest(provider: "bitrise", runURL: "https://app.bitrise.io/build/1", sha: "abc1234"),
                                   explicitRoot: nil, sourcePaths: paths, modules: ["AppTests"])
        // The common directory is the test module's folder: the checkout is above it.
        #expect(bitrise.projectRoot == "/src/app/")
        #expect(bitrise.url(file: paths[0], line: 1) == nil, "no repository URL for this CI")
    }

    /// Evidence of two projects: the checkout of most failing files wins; the other's stay absolute.
    @Test func mixedEvidenceTakesTheCheckoutOfMostFiles() {
        let paths = ["/Volumes/ci/project/AppTests/A.swift", "/Volumes/ci/project/AppUITests/B.swift", "/Users/me/other/T.swift", "Relative.swift"]
        let linker = SourceLinker(manifest: nil, explicitRoot: nil, sourcePaths: paths, modules: [])
        #expect(linker.projectRoot == "/Volumes/ci/project/")
        #expect(linker.relative(paths[2]) == paths[2])
    }

    /// Collected outside CI (no run URL): GitHub's runner layout still gives the checkout, so one
    /// failing file is shown by its path in the repository, not by its name alone.
    @Test func aGitHubRunnersCheckoutIsKnownWithoutTheRunURL() {
        let path = "/Users/runner/work/NetNewsWire/NetNewsWire/iOS/NetNewsWire-iOSTests/BackgroundRefreshTests.swift"
        let linker = SourceLinker(manifest: nil, explicitRoot: nil, sourcePaths: [path], modules: [])
        #expect(linker.projectRoot == "/Users/runner/work/NetNewsWire/NetNewsWire/")
        #expect(linker.relative(path) == "iOS/NetNewsWire-iOSTests/BackgroundRefreshTests.swift")
        #expect(SourceLinker.gitHubWorkspace("/home/runner/_work/app/app/Tests/A.swift") == "/home/runner/_work/app/app/")
        // A `work` folder with two different names after it is no runner's checkout.
        #expect(SourceLinker.gitHubWorkspace("/Users/me/work/app/src/A.swift") == nil)
        #expect(SourceLinker.gitHubWorkspace("/work/app/app") == nil, "a folder, not a file inside the checkout")
    }

    @Test func aRulesSentenceLosesTheCheckoutPrefix() {
        let linker = SourceLinker(projectRoot: "/Users/runner/work/app/app", blobBase: nil)
        #expect(linker.relativeInText("Reproduce locally (/Users/runner/work/app/app/T/J.swift:4).") == "Reproduce locally (T/J.swift:4).")
    }

    /// The sample run's paths, made relative in the report, linked to acme/app at the commit.
    @Test func theSampleReportLinksItsSources() throws {
        let result = Triage.run(TriageRendererTests.sampleInput())
        let report = try TriageRenderer().report(result)
        #expect(report.contains("[`BackgroundTaskRegistrationTests.swift:42`](https://github.com/acme/app/blob/0123456789abcdef0123456789abcdef01234567/BackgroundTaskRegistrationTests.swift#L42)"))
        let document = TriageDocument(result, projectRoot: "/nowhere")
        #expect(document.failures[0].location?.path == nil)
        #expect(document.failures[0].location?.url == "https://github.com/acme/app/blob/0123456789abcdef0123456789abcdef01234567/BackgroundTaskRegistrationTests.swift#L42")
    }

    /// A bundle's failed test carries its attachments as archive paths that exist in the bundle.
    @Test(.requiresSharedFixtures) func bundleAttachmentsAreNamedByTheirPaths() throws {
        let bundle = TestPaths.fixture("xcresult/xcparse__testSuccess.xcresult")
        let report = try XCResultReader().read(bundlePath: bundle).testRunReport()
        let attachments = report.tests.flatMap(\.attachments)
        #expect(!attachments.isEmpty)
        for pointer in attachments {
            #expect(pointer.path.hasPrefix(bundle + "/Data/data."))
            #expect(FileManager.default.fileExists(atPath: pointer.path), "\(pointer.path)")
            #expect(pointer.excerpt?.isEmpty == false)
        }
    }

    /// A failure's path that climbs through `..` is not followed, and says so (not "no file").
    @Test func aPathThroughAParentFolderIsNotFollowedAndSaysWhy() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write("checkout/Shop/ShopTests/SyncTests.swift", "final class SyncTests {}\n")
        _ = try directory.write("outside/Escaped.swift", "let secret = 1\n")
        let checkout = SourceCollection.Checkout(root: directory.path("checkout"), source: "--project-root", isNamed: true)
        #expect(SourceCollection.resolve("Shop/../../outside/Escaped.swift", in: checkout) == .unresolved(SourceCollection.Reason.parentFolder))
        #expect(SourceCollection.resolve("/ci/work/Shop/Missing.swift", in: checkout) == .unresolved(SourceCollection.Reason.notFound))
        guard case .found(let path, _, _) = SourceCollection.resolve("/ci/work/Shop/ShopTests/SyncTests.swift", in: checkout) else {
            Issue.record("the test's file was not found by its ending")
            return
        }
        #expect(path == "Shop/ShopTests/SyncTests.swift")
    }
}
