import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// `collect --sources`: a CI run's results beside a checkout, the failures' paths those of the CI
/// machine; the real binary, real files, real archives read back.
@Suite struct CollectSourcesTests {
    static let environment = EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "1764000000"])
    static let secret = "ghp_" + String(repeating: "aB3", count: 12)

    /// A checkout (`checkout/`), something outside it (`outside/`) and the run's log (`results/`):
    /// failures in a file of the checkout, in a link out of it, and in a file that is not there.
    static func makeRun(in directory: TemporaryDirectory) throws {
        try directory.write("checkout/AppTests/SyncTests.swift", """
            import XCTest

            final class SyncTests: XCTestCase {
                func testRepeatedRunIsIdempotent() throws {
                    let store = Store(token: "\(secret)")
                    try job.run(store)  // the first run fetches the page, stores its items and commits the cursor in one transaction, as the contract says
                    try job.run(store)  // the second run must find the cursor committed and store nothing new: the items are keyed by their server identifier
                    XCTAssertEqual(store.items.count, 7, "running the job twice must not duplicate items")
                }
            }

            """)
        try directory.write("checkout/App/BackgroundTasks.swift", """
            import BackgroundTasks

            enum BackgroundTasks {
                static func registerAll() {
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.app.refresh", using: nil) { task in
                        task.setTaskCompleted(success: true)
                    }
                }
            }

            """)
        try directory.write("checkout/App/Store.swift", "struct Store { var items: [String] = [] }\n")
        try directory.write("checkout/App/Legacy.swift", "// BGTaskScheduler.shared.register(forTaskWithIdentifier: \"old\", using: nil) { _ in }\n")
        try directory.write("outside/Secret.swift", "let outside = \"not the checkout's\"\n")
        try FileManager.default.createSymbolicLink(atPath: directory.path("checkout/AppTests/Linked.swift"), withDestinationPath: "../../outside/Secret.swift")
        try directory.write("results/xcodebuild-test.log", """
            Test Suite 'SyncTests' started at 2026-01-01 10:00:00.000
            Test Case '-[AppTests.SyncTests testRepeatedRunIsIdempotent]' started.
            /Users/runner/work/App/App/AppTests/SyncTests.swift:8: error: -[AppTests.SyncTests testRepeatedRunIsIdempotent] : XCTAssertEqual failed: ("14") is not equal to ("7") - running the job twice must not duplicate items
            Test Case '-[AppTests.SyncTests testRepeatedRunIsIdempotent]' failed (0.010 seconds).
            Test Case '-[AppTests.SyncTests testLinked]' started.
            /Users/runner/work/App/App/AppTests/Linked.swift:1: error: -[AppTests.SyncTests testLinked] : XCTAssertTrue failed
            Test Case '-[AppTests.SyncTests testLinked]' failed (0.010 seconds).
            Test Case '-[AppTests.SyncTests testGone]' started.
            /Users/runner/work/App/App/AppTests/Gone.swift:3: error: -[AppTests.SyncTests testGone] : XCTAssertTrue failed
            Test Case '-[AppTests.SyncTests testGone]' failed (0.010 seconds).
            Test Suite 'SyncTests' failed at 2026-01-01 10:00:01.000.
            \t Executed 3 tests, with 3 failures (0 unexpected) in 0.030 (0.031) seconds
            ** TEST FAILED **

            """)
    }

    static func collect(_ arguments: [String], in directory: String, environment extra: [String: String] = [:]) throws -> (EvidenceProcess.Outcome, [ArchiveRewriter.Entry]) {
        let environment = environment.merging(extra) { $1 }
        let outcome = try EvidenceProcess.run(["collect"] + arguments + ["-o", "run.tgz", "--commit", "0123456"], environment: environment, in: directory)
        guard outcome.status == 0 else { return (outcome, []) }
        return (outcome, try ArchiveRewriter.entries(of: directory + "/run.tgz"))
    }

    static func manifest(_ entries: [ArchiveRewriter.Entry]) throws -> Manifest {
        try Manifest.decode(entries[0].contents, archive: "run.tgz")
    }

    @Test func theFailuresFilesAndTheRegisteringFilesAreArchivedFromTheCheckout() throws {
        let directory = try TemporaryDirectory()
        try Self.makeRun(in: directory)
        let (outcome, entries) = try Self.collect(["results", "--project-root", "checkout"], in: directory.path)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let manifest = try Self.manifest(entries)
        // The failing test's file by its ending in the checkout; the registering file; nothing else
        // (not the store, not a registration in a comment, not the link out of the checkout).
        #expect(manifest.entries.filter { $0.kind == .source }.map(\.path) == ["sources/App/BackgroundTasks.swift", "sources/AppTests/SyncTests.swift"])
        #expect(manifest.sources == Manifest.Sources(checkout: "--project-root", unresolved: [
            .init(path: "/Users/runner/work/App/App/AppTests/Gone.swift", reason: "no file at this path, nor at any ending of it, in the checkout"),
            .init(path: "/Users/runner/work/App/App/AppTests/Linked.swift", reason: "it leads outside the checkout (a symbolic link), not followed"),
        ], unresolvedTotal: 2))
        // Redacted like any text, and counted.
        let test = try #require(entries.first { $0.path == "sources/AppTests/SyncTests.swift" })
        let text = String(decoding: test.contents, as: UTF8.self)
        #expect(!text.contains(Self.secret) && text.contains("[REDACTED:"))
        #expect(manifest.entries.first { $0.path == "sources/AppTests/SyncTests.swift" }?.redactions == 1)
        #expect(!entries.contains { String(decoding: $0.contents, as: UTF8.self).contains("not the checkout's") })
        #expect(outcome.standardError.contains("note: 2 source paths were not archived from the checkout (found by --project-root), 2 source files archived"))
        // The manifest is the documented one, and verify agrees with it.
        let problems = try JSONSchemaValidator.documented("evidence.manifest.v1.schema.json").problems(json: Data(entries[0].contents))
        #expect(problems.isEmpty, "\(problems)")
        #expect(try EvidenceProcess.run(["verify", "run.tgz"], environment: Self.environment, in: directory.path).status == 0)
    }

    /// A checkout without its Git LFS objects (`actions/checkout` without `lfs: true`): the files `.gitattributes` routes
    /// through LFS that are still pointers are archived (not one that holds its content, nor a pointer under an extension
    /// LFS does not handle), and triage reads the test that loads one as the checkout's configuration (round 92's `px04`).
    @Test func gitLFSPointersAreArchivedAndATestReadingOneIsConfiguration() throws {
        let directory = try TemporaryDirectory()
        let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:9b0f5c1e4a7d3e21f8c6b0d9a2e47c13f5d8b6a0c9e1f2a3b4c5d6e7f8091a2b\nsize 45873412\n"
        try directory.write("checkout/.gitattributes", "*.mlmodel filter=lfs diff=lfs merge=lfs -text\n*.mlpackage/** filter=lfs diff=lfs merge=lfs -text\n")
        try directory.write("checkout/AppTests/Fixtures/MiniLM.mlmodel", pointer)
        try directory.write("checkout/AppTests/Fixtures/Pulled.mlmodel", String(repeating: "\u{8}\u{1}protobuf", count: 200))
        try directory.write("checkout/AppTests/Fixtures/Icon.png", pointer)
        try directory.write("checkout/AppTests/ModelLoaderTests.swift", """
            import XCTest

            final class ModelLoaderTests: XCTestCase {
                var fixtureURL: URL { Bundle(for: Self.self).url(forResource: "MiniLM", withExtension: "mlmodel", subdirectory: "Fixtures")! }

                func testLoadsFixtureModel() {
                    XCTAssertNoThrow(try ModelLoader.load(from: fixtureURL))
                }
            }

            """)
        try directory.write("results/xcodebuild-test.log", """
            Test Case '-[AppTests.ModelLoaderTests testLoadsFixtureModel]' started.
            /Users/runner/work/App/App/AppTests/ModelLoaderTests.swift:7: error: -[AppTests.ModelLoaderTests testLoadsFixtureModel] : XCTAssertNoThrow failed: threw error "Error Domain=com.apple.CoreML Code=3 "Error reading protobuf spec. validator error: unable to deserialize object""
            Test Case '-[AppTests.ModelLoaderTests testLoadsFixtureModel]' failed (0.051 seconds).
            ** TEST FAILED **

            """)
        let (outcome, entries) = try Self.collect(["results", "--project-root", "checkout"], in: directory.path)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let manifest = try Self.manifest(entries)
        #expect(manifest.entries.filter { $0.kind == .source }.map(\.path) == ["sources/AppTests/Fixtures/MiniLM.mlmodel", "sources/AppTests/ModelLoaderTests.swift"])
        let triage = try EvidenceProcess.run(["triage", "run.tgz", "--format", "json"], environment: Self.environment, in: directory.path)
        let failure = try #require((try JSONSerialization.jsonObject(with: Data(triage.standardOutput.utf8)) as? [String: Any])?["failures"] as? [[String: Any]]).first
        #expect(failure?["rule"] as? String == "lfs_pointer_read")
        #expect(failure?["category"] as? String == "configuration-regression")
    }

    /// The tests' configuration (test plans, shared schemes, StoreKit configurations) is archived from the checkout,
    /// not a user's own; triage reads the plan the run named, which selects no StoreKit configuration, as why StoreKit
    /// gave the tests no products (round 98's `rk02`).
    @Test func testPlansAndSchemesAreArchivedAndThePlanTheRunNamedIsRead() throws {
        let directory = try TemporaryDirectory()
        let plan = { (storeKit: String) in
            "{\n  \"configurations\" : [ { \"id\" : \"0C7B\", \"name\" : \"CI\", \"options\" : { \(storeKit) } } ],\n  \"defaultOptions\" : { \"codeCoverage\" : false },\n  \"testTargets\" : [ { \"target\" : { \"containerPath\" : \"container:Tally.xcodeproj\", \"identifier\" : \"4D2A\", \"name\" : \"TallyTests\" } } ],\n  \"version\" : 1\n}\n"
        }
        try directory.write("checkout/TestPlans/Tally.xctestplan", plan("\"storeKitConfiguration\" : { \"identifier\" : \"../Tally/Store/Products.storekit\" }"))
        // (Its environment names a secret beside its value, as Xcode writes an entry: redacted where it stands.)
        try directory.write("checkout/TestPlans/TallyCI.xctestplan", plan("\"environmentVariableEntries\" : [ {\n \"key\" : \"BACKEND_PASSWORD\",\n \"value\" : \"hunter2-correct-horse\"\n }, {\n \"key\" : \"USE_LOCAL_STORE\",\n \"value\" : \"1\"\n } ]"))
        try directory.write("checkout/Tally/Store/Products.storekit", "{ \"identifier\" : \"5A1E\", \"products\" : [ { \"productID\" : \"com.tally.pro.monthly\" } ] }\n")
        try directory.write("checkout/Tally.xcodeproj/xcshareddata/xcschemes/Tally.xcscheme", """
            <?xml version="1.0" encoding="UTF-8"?>
            <Scheme version = "1.7">
               <LaunchAction>
                  <EnvironmentVariables>
                     <EnvironmentVariable
                        key = "STAGING_API_TOKEN"
                        value = "q8Zr2LmX7vKp4Tn9Wc3Hd6Jf"
                        isEnabled = "YES">
                     </EnvironmentVariable>
                     <EnvironmentVariable
                        key = "LOG_LEVEL"
                        value = "debug"
                        isEnabled = "YES">
                     </EnvironmentVariable>
                  </EnvironmentVariables>
               </LaunchAction>
            </Scheme>

            """)
        try directory.write("checkout/Tally.xcodeproj/xcuserdata/ci.xcuserdatad/xcschemes/Mine.xcscheme", "<Scheme>\n</Scheme>\n")
        try directory.write("checkout/TallyTests/StoreTests.swift", """
            import XCTest
            import StoreKit
            @testable import Tally
            final class StoreTests: XCTestCase {
                func testLoadsMonthlyAndYearlyProducts() async throws {
                    let products = try await Product.products(for: ProductStore.identifiers)
                    let store = ProductStore(products: products)
                    XCTAssertEqual(store.products.count, 2, "products: \\(store.products.map(\\.id))")
                }
            }

            """)
        try directory.write("results/xcodebuild-test.log", """
            Command line invocation:
                /Applications/Xcode-16.2.0.app/Contents/Developer/usr/bin/xcodebuild test -project Tally.xcodeproj -scheme Tally -testPlan TallyCI -destination "platform=iOS Simulator,name=iPhone 16,OS=18.2"
            Test Case '-[TallyTests.StoreTests testLoadsMonthlyAndYearlyProducts]' started.
            /Users/distiller/project/TallyTests/StoreTests.swift:8: error: -[TallyTests.StoreTests testLoadsMonthlyAndYearlyProducts] : XCTAssertEqual failed: ("0") is not equal to ("2") - products: []
            Test Case '-[TallyTests.StoreTests testLoadsMonthlyAndYearlyProducts]' failed (0.028 seconds).
            ** TEST FAILED **

            """)
        let (outcome, entries) = try Self.collect(["results", "--project-root", "checkout"], in: directory.path)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let manifest = try Self.manifest(entries)
        // (Not a user's own scheme, under xcuserdata: a developer's, named by their login.)
        #expect(manifest.entries.filter { $0.kind == .source }.map(\.path) == [
            "sources/Tally.xcodeproj/xcshareddata/xcschemes/Tally.xcscheme",
            "sources/Tally/Store/Products.storekit", "sources/TallyTests/StoreTests.swift", "sources/TestPlans/Tally.xctestplan", "sources/TestPlans/TallyCI.xctestplan",
        ])
        // The secrets their environments name are redacted where they stand; the other values kept.
        let text = { (path: String) in String(decoding: entries.first { $0.path == path }?.contents ?? [], as: UTF8.self) }
        let scheme = text("sources/Tally.xcodeproj/xcshareddata/xcschemes/Tally.xcscheme"), ciPlan = text("sources/TestPlans/TallyCI.xctestplan")
        #expect(!scheme.contains("q8Zr2LmX7vKp4Tn9Wc3Hd6Jf") && scheme.contains("value = \"[REDACTED:") && scheme.contains("value = \"debug\""))
        #expect(!ciPlan.contains("hunter2-correct-horse") && ciPlan.contains("\"value\" : \"[REDACTED:") && ciPlan.contains("\"value\" : \"1\""))
        #expect(try JSONSerialization.jsonObject(with: Data(ciPlan.utf8)) is [String: Any], "still a plan")
        let triage = try EvidenceProcess.run(["triage", "run.tgz", "--format", "json"], environment: Self.environment, in: directory.path)
        let failure = try #require((try JSONSerialization.jsonObject(with: Data(triage.standardOutput.utf8)) as? [String: Any])?["failures"] as? [[String: Any]]).first
        #expect(failure?["rule"] as? String == "storekit_configuration_not_selected")
        #expect(failure?["category"] as? String == "configuration-regression")
        #expect((failure?["reason"] as? String)?.contains("the test plan the run named (TallyCI) selects no StoreKit configuration") == true)
        // With the plan selecting the products, the empty list is the store code's.
        try directory.write("checkout/TestPlans/TallyCI.xctestplan", plan("\"storeKitConfiguration\" : { \"identifier\" : \"../Tally/Store/Products.storekit\" }"))
        _ = try Self.collect(["results", "--project-root", "checkout"], in: directory.path)
        let again = try EvidenceProcess.run(["triage", "run.tgz", "--format", "json"], environment: Self.environment, in: directory.path)
        #expect(again.standardOutput.contains("business-logic-error") && !again.standardOutput.contains("storekit_configuration_not_selected"))
    }

    /// Swift Testing names only the file (`RefreshTests.swift:16:9`): the checkout's one file of that
    /// name is archived; a name two files share is listed, not guessed.
    @Test func aBareFileNameIsTheCheckoutsOnlyFileOfThatName() throws {
        let directory = try TemporaryDirectory()
        try directory.write("checkout/AppTests/Background/RefreshTests.swift", "import Testing\n\n@Test func refreshRuns() {\n    #expect(Bool(false))\n}\n")
        try directory.write("checkout/AppTests/SettingsTests.swift", "import Testing\n")
        try directory.write("checkout/WidgetTests/SettingsTests.swift", "import Testing\n")
        try directory.write("results/xcodebuild-test.log", """
            ◇ Test run started.
            ◇ Suite RefreshTests started.
            ◇ Test refreshRuns() started.
            ✘ Test refreshRuns() recorded an issue at RefreshTests.swift:4:5: Expectation failed: Bool(false)
            ✘ Test refreshRuns() failed after 0.001 seconds with 1 issue.
            ◇ Suite SettingsTests started.
            ◇ Test savesTheme() started.
            ✘ Test savesTheme() recorded an issue at SettingsTests.swift:1:1: Expectation failed: Bool(false)
            ✘ Test savesTheme() failed after 0.001 seconds with 1 issue.
            ✘ Test run with 2 tests failed after 0.002 seconds with 2 issues.

            """)
        let (outcome, entries) = try Self.collect(["results", "--project-root", "checkout"], in: directory.path)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let manifest = try Self.manifest(entries)
        #expect(manifest.entries.filter { $0.kind == .source }.map(\.path) == ["sources/AppTests/Background/RefreshTests.swift"])
        #expect(manifest.sources?.unresolved == [.init(path: "SettingsTests.swift", reason: "2 files of this name in the checkout, and the failure names no folder")])
    }

    /// A test that crashed names no place: the restart line in the log and JUnit's failure without one
    /// name only its suite, whose file (XCTest's convention) is archived where the checkout has exactly one
    /// of that name — and, a guess, not listed where it has none.
    @Test func aCrashedTestsSuiteFileIsArchivedByItsName() throws {
        let directory = try TemporaryDirectory()
        try directory.write("checkout/AppTests/PhotoUploadJobTests.swift", "final class PhotoUploadJobTests: XCTestCase {\n    func testUploadRetries() {}\n}\n")
        try directory.write("checkout/AppTests/Helpers/ExportJobTests.swift", "final class ExportJobTests: XCTestCase {}\n")
        try directory.write("results/xcodebuild-test.log", """
            Test Case '-[AppTests.PhotoUploadJobTests testUploadRetries]' started.
            Restarting after unexpected exit, crash, or test timeout in PhotoUploadJobTests.testUploadRetries(); summary will include totals from previous launches.
            Test Case '-[AppTests.PhotoUploadJobTests testUploadRetries]' failed (0.000 seconds).
            Restarting after unexpected exit, crash, or test timeout in MissingTests.testGone(); summary will include totals from previous launches.

            """)
        // xcbeautify keeps the restart line as its own.
        try directory.write("results/xcbeautify.log", """
            Test Suite SettingsTests started
                ✖ Restarting after unexpected exit, crash, or test timeout in SettingsTests.testSavesTheme(); summary will include totals from previous launches.

            """)
        try directory.write("checkout/AppTests/SettingsTests.swift", "final class SettingsTests: XCTestCase {}\n")
        try directory.write("results/report.junit", """
            <testsuites><testsuite name="AppTests.ExportJobTests">
            <testcase classname="AppTests.ExportJobTests" name="testExportsArchive"><failure message="Test crashed with signal segv."/></testcase>
            </testsuite></testsuites>
            """)
        let (outcome, entries) = try Self.collect(["results", "--project-root", "checkout"], in: directory.path)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let manifest = try Self.manifest(entries)
        #expect(manifest.entries.filter { $0.kind == .source }.map(\.path).sorted()
            == ["sources/AppTests/Helpers/ExportJobTests.swift", "sources/AppTests/PhotoUploadJobTests.swift", "sources/AppTests/SettingsTests.swift"])
        #expect(manifest.sources?.unresolved.isEmpty == true)

        // A git checkout nobody named, found only by a suite's name: a guess trusts no clone (a tool's own).
        try Shell.run(["git", "init", "-q", directory.path("checkout")])
        let (unnamed, unnamedEntries) = try Self.collect(["../results"], in: directory.path("checkout"))
        #expect(unnamed.status == 0, "\(unnamed.standardError)")
        #expect(!unnamedEntries.contains { $0.path.hasPrefix("sources/") })
    }

    /// Other stacks name their test files the same way: a JVM frame by its file's name
    /// (`UploadQueueTest.java`), pytest by its path from the folder it ran in (`tests/test_push.py`,
    /// the checkout's `e2e/tests/test_push.py`). Both are archived.
    @Test func aJVMFileNameAndAPytestPathFromASubfolderAreTheCheckoutsFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("checkout/e2e/src/test/java/com/example/e2e/UploadQueueTest.java", "class UploadQueueTest {}\n")
        try directory.write("checkout/e2e/tests/test_push.py", "def test_push_refreshes():\n    assert False\n")
        try directory.write("results/junit.xml", """
            <testsuites><testsuite name="e2e">
            <testcase classname="tests.test_push.TestPush" name="test_push_refreshes"><failure message="AssertionError">tests/test_push.py:2: in test_push_refreshes
            E   AssertionError</failure></testcase>
            <testcase classname="com.example.e2e.UploadQueueTest" name="uploads"><failure message="boom">java.lang.AssertionError: boom
            \tat com.example.e2e.UploadQueueTest.uploads(UploadQueueTest.java:1)</failure></testcase>
            </testsuite></testsuites>
            """)
        let (outcome, entries) = try Self.collect(["results", "--project-root", "checkout"], in: directory.path)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let manifest = try Self.manifest(entries)
        #expect(manifest.entries.filter { $0.kind == .source }.map(\.path).sorted()
            == ["sources/e2e/src/test/java/com/example/e2e/UploadQueueTest.java", "sources/e2e/tests/test_push.py"])
    }

    /// The CI's variable names the checkout; the same paths are found.
    @Test func theCIsWorkspaceIsTheCheckout() throws {
        let directory = try TemporaryDirectory()
        try Self.makeRun(in: directory)
        let (outcome, entries) = try Self.collect(["results"], in: directory.path, environment: ["GITHUB_WORKSPACE": directory.path("checkout")])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let manifest = try Self.manifest(entries)
        #expect(manifest.sources?.checkout == "GITHUB_WORKSPACE")
        #expect(manifest.entries.filter { $0.kind == .source }.count == 2)
    }

    /// Collect run inside the app's git checkout finds it; run inside another clone (where no
    /// failure's file is), it archives nothing of that clone — not even its registering files.
    @Test func theWorkingDirectorysGitCheckoutCountsOnlyWhenTheFailuresAreInIt() throws {
        let directory = try TemporaryDirectory()
        try Self.makeRun(in: directory)
        try Shell.run(["git", "init", "-q", directory.path("checkout")])
        let (inside, insideEntries) = try Self.collect(["../results"], in: directory.path("checkout"))
        #expect(inside.status == 0, "\(inside.standardError)")
        #expect(try Self.manifest(insideEntries).sources?.checkout == "git")
        #expect(insideEntries.filter { $0.path.hasPrefix("sources/") }.map(\.path) == ["sources/App/BackgroundTasks.swift", "sources/AppTests/SyncTests.swift"])

        try directory.write("tool/Sources/Scheduler.swift", "BGTaskScheduler.shared.register(forTaskWithIdentifier: \"x.y\", using: nil) { _ in }\n")
        try Shell.run(["git", "init", "-q", directory.path("tool")])
        let (other, otherEntries) = try Self.collect(["../results"], in: directory.path("tool"))
        #expect(other.status == 0, "\(other.standardError)")
        let manifest = try Self.manifest(otherEntries)
        #expect(!otherEntries.contains { $0.path.hasPrefix("sources/") })
        #expect(manifest.sources?.checkout == "git")
        #expect(manifest.sources?.unresolved.map(\.path) == ["/Users/runner/work/App/App/AppTests/Gone.swift", "/Users/runner/work/App/App/AppTests/Linked.swift",
                                                           "/Users/runner/work/App/App/AppTests/SyncTests.swift"])
    }

    /// No checkout: every path is listed, not fatal. `--sources none`: no sources, no account of them.
    @Test func withoutACheckoutThePathsAreListedAndWithNoneNothingIsLookedFor() throws {
        let directory = try TemporaryDirectory()
        try Self.makeRun(in: directory)
        let (outcome, entries) = try Self.collect(["results"], in: directory.path)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let sources = try #require(try Self.manifest(entries).sources)
        #expect(sources.checkout == nil && sources.unresolvedTotal == 3)
        #expect(sources.unresolved.allSatisfy { $0.reason.hasPrefix("no checkout to look in") })
        #expect(outcome.standardError.contains("note: 3 source paths were not archived (no checkout found: give --project-root), 0 source files archived"))

        let (none, noneEntries) = try Self.collect(["results", "--sources", "none"], in: directory.path)
        #expect(none.status == 0, "\(none.standardError)")
        #expect(try Self.manifest(noneEntries).sources == nil)
        #expect(!noneEntries.contains { $0.path.hasPrefix("sources/") })
        #expect(!String(decoding: noneEntries[0].contents, as: UTF8.self).contains("\"sources\""))
    }

    @Test func aMissingCheckoutOrOneWithSourcesNoneIsRefused() throws {
        let directory = try TemporaryDirectory()
        try Self.makeRun(in: directory)
        let (missing, _) = try Self.collect(["results", "--project-root", "nowhere"], in: directory.path)
        #expect(missing.status == 66)
        #expect(missing.standardError.contains("Cannot read the checkout nowhere (--project-root): it is not a directory."))
        let (contradiction, _) = try Self.collect(["results", "--project-root", "checkout", "--sources", "none"], in: directory.path)
        #expect(contradiction.status == 64)
        // The whole machine is no checkout: said so, not "give --project-root" to one who gave it.
        let (machine, _) = try Self.collect(["results", "--project-root", "/"], in: directory.path)
        #expect(machine.status == 64)
        #expect(machine.standardError.contains("--project-root / is the whole machine, not a checkout: name the repository's folder."))
    }

    /// A file over the bound for one source is listed, not archived.
    @Test func aFileOverTheBoundIsListed() throws {
        let directory = try TemporaryDirectory()
        try Self.makeRun(in: directory)
        let line = String(repeating: "// generated\n", count: Int(SourceCollection.maximumFileSize) / 13 + 1)
        try directory.write("checkout/AppTests/SyncTests.swift", line)
        let (outcome, entries) = try Self.collect(["results", "--project-root", "checkout"], in: directory.path)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let sources = try #require(try Self.manifest(entries).sources)
        #expect(sources.unresolved.contains(.init(path: "/Users/runner/work/App/App/AppTests/SyncTests.swift", reason: "larger than 512 KiB, the bound for one source file")))
        #expect(entries.filter { $0.path.hasPrefix("sources/") }.map(\.path) == ["sources/App/BackgroundTasks.swift"])
    }

    /// The report shows the failing line with two lines around it, from the archive, linked at the
    /// commit; the comment too.
    @Test func theReportShowsTheFailingLineFromTheArchivedSource() throws {
        let directory = try TemporaryDirectory()
        try Self.makeRun(in: directory)
        let github = RenderedReportTests.environment
        let (outcome, _) = try Self.collect(["results", "--project-root", "checkout"], in: directory.path, environment: github)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let report = try EvidenceProcess.run(["triage", "run.tgz"], environment: github, in: directory.path)
        #expect(report.status == 0, "\(report.standardError)")
        if let mismatch = Snapshot.mismatch(report.standardOutput, named: "sources-run-triage.md") { Issue.record(Comment(rawValue: mismatch)) }
        let excerpt = """
            - **Source:** [`AppTests/SyncTests.swift:8`](https://github.com/acme/app/blob/0123456/AppTests/SyncTests.swift#L8)

            ```swift
             6 |         try job.run(store)  // the first run fetches the page, stores its items and commits the cursor in one transaction, as the contract says
             7 |         try job.run(store)  // the second run must find the cursor committed and store nothing new: the items are keyed by their server identifier
             8 >         XCTAssertEqual(store.items.count, 7, "running the job twice must not duplicate items")
             9 |     }
            10 | }
            ```
            """
        #expect(report.standardOutput.contains(excerpt))
        try RenderedReportTests.expectGitHubSafe(report.standardOutput)
        let comment = try EvidenceProcess.run(["comment", "run.tgz"], environment: github, in: directory.path)
        #expect(comment.standardOutput.contains(excerpt))
        try RenderedReportTests.expectGitHubSafe(comment.standardOutput)
        // A comment 100 characters too small for the excerpt (about 400) still shows its block,
        // without it: every failure is shown, none counted as left out.
        let limit = comment.standardOutput.utf16.count - 100
        let small = try EvidenceProcess.run(["comment", "run.tgz", "--max-chars", "\(limit)"], environment: github, in: directory.path)
        #expect(small.standardOutput.utf16.count <= limit)
        #expect(!small.standardOutput.contains("```swift"))
        #expect(small.standardOutput.contains("### 2. ") && small.standardOutput.contains("- **Source:** [`AppTests/SyncTests.swift:8`]"))
        #expect(!small.standardOutput.contains("did not fit"))
        try RenderedReportTests.expectGitHubSafe(small.standardOutput)
        // The annotation, read in the checks tab away from the file, carries the failing line too.
        let annotated = try EvidenceProcess.run(["triage", "run.tgz", "--github"], environment: github.merging(["GITHUB_ACTIONS": "true"]) { $1 }, in: directory.path)
        let annotation = try #require(annotated.standardError.split(separator: "\n").first { $0.hasPrefix("::error file=AppTests/SyncTests.swift,line=8") })
        #expect(annotation.contains("%0AAppTests/SyncTests.swift:%0A  7 |         try job.run(store)"))
        #expect(annotation.contains("%0A> 8 |         XCTAssertEqual(store.items.count, 7"))
    }
}
