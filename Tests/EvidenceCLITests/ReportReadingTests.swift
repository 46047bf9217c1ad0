import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// The report, the comment and the annotations as a reader meets them (issue 13): links to the code,
/// build failures everywhere, a comment body that is only Markdown.
@Suite struct ReportReadingTests {
    let environment = EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "1764000000"])
    /// What GitHub Actions sets: the run's URL and the commit the manifest records.
    var gitHubEnvironment: [String: String] {
        var environment = environment
        for (key, value) in ["GITHUB_ACTIONS": "true", "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/app",
                             "GITHUB_RUN_ID": "42", "GITHUB_SHA": "0123456789abcdef0123456789abcdef01234567"] {
            environment[key] = value
        }
        return environment
    }

    func collect(_ inputs: [String], in directory: TemporaryDirectory, environment: [String: String]? = nil) throws -> String {
        let archive = directory.path("run.tgz")
        let outcome = try EvidenceProcess.run(["collect"] + inputs + ["--output", archive] + (environment == nil ? ["--commit", "0123abc"] : []),
                                              environment: environment ?? self.environment)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return archive
    }

    @Test func onGitHubSourcesAreRelativeAndLinkedToTheLineAtTheCommit() throws {
        let directory = try TemporaryDirectory()
        let archive = try collect([TriageCommandTests.sampleRun], in: directory, environment: gitHubEnvironment)
        let report = try EvidenceProcess.run(["triage", archive], environment: environment)
        #expect(report.status == 0, "\(report.standardError)")
        let blob = "https://github.com/acme/app/blob/0123456789abcdef0123456789abcdef01234567/"
        #expect(report.standardOutput.contains("- **Source:** [`BackgroundSyncAppTests/SyncRefreshJobTests.swift:42`](\(blob)BackgroundSyncAppTests/SyncRefreshJobTests.swift#L42)"))
        #expect(!report.standardOutput.contains("/Users/runner/work/app/"), "no build-machine path is left")
        let json = try EvidenceProcess.run(["triage", archive, "--format", "json", "--project-root", "/Users/runner/work"], environment: environment)
        let document = try JSONDecoder().decode(TriageDocument.self, from: Data(json.standardOutput.utf8))
        let location = try #require(document.failures.first?.location)
        #expect(location.path == "app/BackgroundSyncAppTests/BackgroundTaskRegistrationTests.swift")
        #expect(location.url == blob + "app/BackgroundSyncAppTests/BackgroundTaskRegistrationTests.swift#L31")
    }

    /// `triage --github`: standard output is the report alone (JSON stays JSON); with `--output`
    /// taking the report, the annotations are printed there, where the action's step reads them.
    @Test func triageAnnotationsNeverMixWithTheReport() throws {
        let directory = try TemporaryDirectory()
        let archive = try collect([TriageCommandTests.sampleRun], in: directory)
        let json = try EvidenceProcess.run(["triage", archive, "-f", "json", "--github"], environment: environment)
        #expect(json.status == 0)
        _ = try JSONDecoder().decode(TriageDocument.self, from: Data(json.standardOutput.utf8))
        #expect(json.standardError.split(separator: "\n").filter { $0.hasPrefix("::error ") }.count == 3)
        let toFile = try EvidenceProcess.run(["triage", archive, "--github", "-o", directory.path("report.md")], environment: environment)
        #expect(toFile.standardOutput.split(separator: "\n").allSatisfy { $0.hasPrefix("::error ") })
        #expect(toFile.standardOutput.split(separator: "\n").count == 3)
    }

    /// A bundle whose build failed: the comment, the report and the annotations name each error.
    @Test(.requiresSharedFixtures) func aFailedBuildShowsEachErrorEverywhere() throws {
        let directory = try TemporaryDirectory()
        let archive = try collect([TestPaths.fixture("xcresult/xcresultparser__resultWithCompileError.xcresult")], in: directory)
        let comment = try EvidenceProcess.run(["comment", archive, "--github"], environment: environment)
        #expect(comment.status == 0)
        let lines = comment.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines[1] == "## Build failed: 2 errors, no test ran")
        #expect(lines.contains("- `CoberturaCoverageConverter.swift:40` Cannot find 'xmlString1' in scope"))
        #expect(comment.standardError.contains("::error file=CoberturaCoverageConverter.swift,line=40,title=Build error::Cannot find 'xmlString1' in scope\n"))
        let report = try EvidenceProcess.run(["triage", archive], environment: environment)
        #expect(report.standardOutput.contains("- `CoberturaCoverageConverter.swift:40` Cannot find 'xmlString1' in scope"))
        let json = try EvidenceProcess.run(["triage", archive, "--format", "json"], environment: environment)
        let document = try JSONDecoder().decode(TriageDocument.self, from: Data(json.standardOutput.utf8))
        #expect(document.build.issues?.first?.location?.line == 40)
    }

    /// A failed UI test's screenshots are named in its evidence by their paths in the archive.
    @Test(.requiresSharedFixtures) func screenshotsAreNamedByTheirArchivePaths() throws {
        let directory = try TemporaryDirectory()
        let archive = try collect([TestPaths.fixture("xcresult/xcparse__testFailure.xcresult")], in: directory)
        let report = try EvidenceProcess.run(["triage", archive], environment: environment)
        let attachments = report.standardOutput.split(separator: "\n").filter { $0.hasPrefix("- **Attachment:** ") }
        #expect(!attachments.isEmpty)
        let entries = Set(try ArchiveRewriter.entries(of: archive).map(\.path))
        for line in attachments {
            let path = try #require(line.split(separator: "`").dropFirst(3).first.map(String.init))
            #expect(path.hasPrefix("xcresult/xcparse__testFailure.xcresult/Data/data."))
            #expect(entries.contains(path), "\(path) is not in the archive")
        }
    }

    @Test(.requiresSharedFixtures) func aBuildErrorLogSaysTheBuildFailed() throws {
        let directory = try TemporaryDirectory()
        let archive = try collect([TestPaths.fixture("logs/muter__buildError_withTestFailedFooter.log")], in: directory)
        let comment = try EvidenceProcess.run(["comment", archive], environment: environment)
        let lines = comment.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix("## Build failed: 1 error"))
        #expect(lines.contains { $0.hasPrefix("- `AbsolutePositionExtensions.swift:9:1` error: type 'AbsolutePosition' does not conform") })
    }

    /// Compile errors and test failures in one run: the first line says both.
    @Test(.requiresSharedFixtures) func compileErrorsAndTestFailuresAreBothInTheFirstLine() throws {
        let directory = try TemporaryDirectory()
        let run = directory.path("run")
        try FileManager.default.copyItem(atPath: TriageCommandTests.sampleRun, toPath: run)
        try FileManager.default.copyItem(atPath: TestPaths.fixture("logs/xcpretty__raw_kiwi_compilation_fail.txt"), toPath: run + "/logs/build.log")
        let archive = try collect([run], in: directory)
        let comment = try EvidenceProcess.run(["comment", archive, "--github"], environment: environment)
        let lines = comment.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines[1] == "## Build failed (2 errors); 3 failed tests: 1 configuration regression, 1 business-logic error, 1 scheduling-expectation mismatch")
        #expect(lines.contains("## Build errors"))
        #expect(lines.contains { $0.contains("NSNumber+ObjectiveSugar.m:26:5` error: use of undeclared identifier 'trololo'") })
        // Two build errors, then the three failures.
        #expect(comment.standardError.split(separator: "\n").filter { $0.hasPrefix("::error ") }.count == 5)
    }

    /// Twelve failures of their own causes, logged first, then 30 with one cause: the annotations go
    /// to causes biggest first, so the 30 get the first one, and the causes past ten are counted.
    @Test func annotationsGoToTheBiggestGroupsFirst() throws {
        let directory = try TemporaryDirectory()
        var lines = ["Test Suite 'All tests' started at 2026-11-20 09:14:01.120.", "Test Suite 'FormatterTests' started at 2026-11-20 09:14:01.122."]
        func failure(_ name: String, line: Int, _ message: String) {
            let test = "-[AppTests.FormatterTests \(name)]"
            lines += ["Test Case '\(test)' started.", "/src/FormatterTests.swift:\(line): error: \(test) : \(message)", "Test Case '\(test)' failed (0.021 seconds)."]
        }
        let words = ["amount", "badge", "calendar", "date", "euro", "feed", "greeting", "hour", "inbox", "journal", "kilometre", "label"]
        for (index, word) in words.enumerated() { failure("testFormats\(word.capitalized)", line: index + 1, "XCTAssertTrue failed - the \(word) is formatted for the locale") }
        for index in 1...30 { failure("testTimeout\(index)", line: 100 + index, "XCTAssertEqual failed: (\"nil\") is not equal to (\"done\") - the export finished") }
        let archive = try collect([try directory.write("xcodebuild.log", lines.joined(separator: "\n") + "\n")], in: directory)
        let triage = try EvidenceProcess.run(["triage", archive, "--github", "-o", directory.path("report.md")], environment: environment)
        let annotations = triage.standardOutput.split(separator: "\n").filter { $0.hasPrefix("::error") }.map(String.init)
        #expect(annotations.first?.contains("title=30 tests — Business-logic error::") == true, "\(annotations)")
        #expect(annotations.first?.contains("Also: AppTests.FormatterTests/testTimeout1") == true, "\(annotations.first ?? "")")
        #expect(annotations.count == 11)
        #expect(annotations.last == "::error title=More failures::3 more causes (3 tests): see the job summary or 'evidence triage'.")
    }

    /// Eleven build errors: ten shown, then a count.
    @Test func buildErrorsBeyondTenAreCounted() throws {
        let directory = try TemporaryDirectory()
        let log = (1...11).map { "/src/app/Sources/App/File\($0).swift:\($0):3: error: cannot find 'x\($0)' in scope" }.joined(separator: "\n") + "\n** BUILD FAILED **\n"
        let archive = try collect([try directory.write("xcodebuild.log", log)], in: directory)
        let comment = try EvidenceProcess.run(["comment", archive], environment: environment)
        #expect(comment.standardOutput.contains("x10' in scope"))
        #expect(!comment.standardOutput.contains("x11' in scope"))
        #expect(comment.standardOutput.contains("And 1 more build error — see `evidence triage run.tgz --format json`."))
    }

    /// A run that left only a result bundle still says where it ran: the bundle's device, in
    /// xcodebuild's `-destination` words (issue 25, part 13).
    @Test(.requiresSharedFixtures) func aBundleOnlyReportShowsTheDestination() throws {
        let directory = try TemporaryDirectory()
        let archive = try collect([TestPaths.fixture("xcresult/fastlane__Xcode26-Mixed-XCTest-SwiftTesting.xcresult")], in: directory)
        let report = try EvidenceProcess.run(["triage", archive], environment: environment)
        #expect(report.standardOutput.contains(" · `platform=iOS Simulator,name=iPhone 17 Pro Max,OS=26.1` (a Simulator"), "\(report.standardOutput)")
        let json = try EvidenceProcess.run(["triage", archive, "-f", "json"], environment: environment)
        #expect(json.standardOutput.contains("\"destination\" : \"platform=iOS Simulator,name=iPhone 17 Pro Max,OS=26.1\""))
        // Next steps and reasons are plain text in JSON, for a bot to post anywhere.
        #expect(!json.standardOutput.split(separator: "\n").contains { $0.contains("\"nextStep\"") && $0.contains("`") })
    }

    /// `xcresult attachments BUNDLE|run.tgz [--test ID] --extract DIR` writes the failed tests'
    /// screenshots, from a bundle or from the bundles a run.tgz holds, byte for byte the same; without
    /// `--extract` it lists them (issue 25, part 6). `--attachments DIR` is the same as `--extract`.
    @Test(.requiresSharedFixtures) func attachmentsComeOutOfABundleAndOfAnArchive() throws {
        let directory = try TemporaryDirectory()
        let bundle = TestPaths.fixture("xcresult/xcparse__testFailure.xcresult")
        let fromBundle = try EvidenceProcess.run(["xcresult", "attachments", bundle, "--extract", directory.path("bundle")], environment: environment)
        #expect(fromBundle.status == 0, "\(fromBundle.standardError)")
        let folder = "bitrise-screenshot-automationUITests.bitrise_screenshot_automationUITests.testFailureCase"
        let written = try FileManager.default.contentsOfDirectory(atPath: directory.path("bundle/\(folder)")).sorted()
        #expect(written.count == 7)
        #expect(written.first == "1-kXCTAttachmentLegacyScreenImageData.jpg")
        #expect(written.contains("3-Debug description for `\"Missing View\" Other`.txt"))
        let screenshot = try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory.path("bundle/\(folder)/1-kXCTAttachmentLegacyScreenImageData.jpg"))))
        #expect(screenshot.starts(with: [0xFF, 0xD8, 0xFF]))
        let archive = try collect([bundle], in: directory)
        let test = "bitrise-screenshot-automationUITests.bitrise_screenshot_automationUITests/testFailureCase"
        let fromArchive = try EvidenceProcess.run(["xcresult", "attachments", archive, "--test", test, "--extract", directory.path("archive")], environment: environment)
        #expect(fromArchive.status == 0, "\(fromArchive.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path("archive/\(folder)")).sorted() == written)
        let again = try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory.path("archive/\(folder)/1-kXCTAttachmentLegacyScreenImageData.jpg"))))
        #expect(again == screenshot)
        // Listed: one line each, with its size and the path the report names it by.
        let listed = try EvidenceProcess.run(["xcresult", "attachments", archive], environment: environment)
        #expect(listed.status == 0, "\(listed.standardError)")
        let lines = listed.standardOutput.split(separator: "\n")
        #expect(lines.count == 7)
        #expect(lines.first?.hasPrefix("\(test): kXCTAttachmentLegacyScreenImageData (\(screenshot.count) bytes) — xcresult/xcparse__testFailure.xcresult/Data/data.") == true, "\(lines.first ?? "")")
        // The form it replaces still works.
        let legacy = try EvidenceProcess.run(["xcresult", bundle, "--attachments", directory.path("legacy")], environment: environment)
        #expect(legacy.status == 0, "\(legacy.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path("legacy/\(folder)")).sorted() == written)
        for usage in [[bundle, "--test", "X/y"], [bundle, "--extract", directory.path("x")], ["attachment", bundle]] {
            let outcome = try EvidenceProcess.run(["xcresult"] + usage, environment: environment)
            #expect(outcome.status == 64, "\(usage): \(outcome.standardError)")
        }
    }

    /// `triage --format junit` (issue 25, part 8): each failed test with its label leading the
    /// failure's message, its reason and next step as the text, `evidence.*` properties; well formed —
    /// read back by the JUnit reader collect and triage use, it gives the same tests.
    @Test func triageWritesJUnitThatCISystemsShowLabelled() throws {
        let directory = try TemporaryDirectory()
        let archive = try collect([TriageCommandTests.sampleRun], in: directory)
        let junit = try EvidenceProcess.run(["triage", archive, "-f", "junit", "-o", directory.path("labelled.xml")], environment: environment)
        #expect(junit.status == 0, "\(junit.standardError)")
        let xml = try String(contentsOfFile: directory.path("labelled.xml"), encoding: .utf8)
        // Every test of the run, so a suite that passed is shown passing, not missing.
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"evidence triage\" tests=\"6\" failures=\"3\" errors=\"0\">"))
        #expect(xml.contains("<system-out>evidence.category: configuration-regression&#10;evidence.confidence: 95&#10;"))
        #expect(xml.contains(">Where: BackgroundSyncAppTests/BackgroundTaskRegistrationTests.swift:31&#10;Why: "))
        #expect(xml.contains("message=\"[scheduling-expectation-mismatch 85%] Asynchronous wait failed"))
        #expect(xml.contains("&#10;Why: The test exercises com.example.app.cleanup, which is not in BGTaskSchedulerPermittedIdentifiers"))
        let elsewhere = try TemporaryDirectory()
        let again = try collect([directory.path("labelled.xml")], in: elsewhere)
        let read = try EvidenceProcess.run(["triage", again, "-f", "json"], environment: environment)
        let failures = try #require((try JSONSerialization.jsonObject(with: Data(read.standardOutput.utf8)) as? [String: Any])?["failures"] as? [[String: Any]])
        let original = try EvidenceProcess.run(["triage", archive, "-f", "json"], environment: environment)
        let expected = try #require((try JSONSerialization.jsonObject(with: Data(original.standardOutput.utf8)) as? [String: Any])?["failures"] as? [[String: Any]])
        #expect(Set(failures.compactMap { $0["test"] as? String }) == Set(expected.compactMap { $0["test"] as? String }))
        let summary = { (outcome: EvidenceProcess.Outcome) in (try? JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])?["summary"] as? [String: Any] }
        #expect(summary(read)?["passed"] as? Int == 3 && summary(original)?["passed"] as? Int == 3, "the passing tests, read back")
    }

    /// A JUnit file's attachments — `<property name="attachment" value="…"/>` and the
    /// `[[ATTACHMENT|path]]` lines of a case's output, as Jenkins and GitLab read them — are listed
    /// with the failed test, by the path the file gives (issue 25, part 6).
    @Test func aJUnitFilesAttachmentsAreListedWithTheFailedTest() throws {
        let directory = try TemporaryDirectory()
        let junit = try directory.write("junit.xml", """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites><testsuite name="AppUITests" tests="2" failures="1" errors="0">
            <testcase classname="AppUITests.CheckoutUITests" name="testPay" time="3.2">
            <properties><property name="attachment" value="artifacts/screenshots/testPay-failure.png"/></properties>
            <failure message="XCTAssertTrue failed - the pay button exists">CheckoutUITests.swift:41</failure>
            <system-out>tapped pay
            [[ATTACHMENT|/builds/acme/app/artifacts/logs/testPay.log]] and done</system-out>
            </testcase>
            <testcase classname="AppUITests.CheckoutUITests" name="testTotal" time="1.0"><system-out>[[ATTACHMENT|artifacts/passed.png]]</system-out></testcase>
            </testsuite></testsuites>
            """)
        let archive = try collect([junit], in: directory)
        let json = try EvidenceProcess.run(["triage", archive, "-f", "json"], environment: environment)
        let failures = try #require((try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])?["failures"] as? [[String: Any]])
        #expect(failures.count == 1)
        let attachments = try #require(failures.first?["attachments"] as? [[String: String]])
        #expect(attachments == [
            ["name": "testPay-failure.png", "path": "artifacts/screenshots/testPay-failure.png"],
            ["name": "testPay.log", "path": "/builds/acme/app/artifacts/logs/testPay.log"],
        ])
        let report = try EvidenceProcess.run(["triage", archive], environment: environment)
        #expect(report.standardOutput.contains("- **Attachment:** `testPay-failure.png` — `artifacts/screenshots/testPay-failure.png`"))
        #expect(!report.standardOutput.contains("passed.png"))
    }

    /// Both JUnit writers hold to docs/schemas/junit.xsd, the structure Jenkins' xUnit plugin checks
    /// (the strictest common reader): xmllint validates the sample run's triage and a real bundle's tests.
    @Test(.requiresXMLLint) func bothJUnitWritersAreValidAgainstTheSchema() throws {
        let directory = try TemporaryDirectory()
        let schema = TestPaths.packageRoot.appendingPathComponent("docs/schemas/junit.xsd").path
        let archive = try collect([TriageCommandTests.sampleRun], in: directory)
        let triage = directory.path("triage.xml")
        #expect(try EvidenceProcess.run(["triage", archive, "-f", "junit", "-o", triage], environment: environment).status == 0)
        let bundle = try SharedFixtures.resultBundle("fastlane__Xcode26-Mixed-XCTest-SwiftTesting", orSyntheticAt: directory.path("Made.xcresult"))
        let tests = try directory.write("xcresult.xml", try EvidenceProcess.run(["xcresult", bundle, "-f", "junit"], environment: environment).standardOutput)
        for file in [triage, tests] {
            #expect(try XMLLint.problems(file, schema: schema) == nil, "\(file)")
        }
        // The schema does reject: a test case with properties, as many writers make.
        let lenient = try directory.write("lenient.xml", "<testsuites><testsuite name=\"S\" tests=\"1\" failures=\"0\" errors=\"0\"><testcase name=\"t\"><properties/></testcase></testsuite></testsuites>")
        #expect(try XMLLint.problems(lenient, schema: schema) != nil)
    }

    /// `xcresult --format junit`: a bundle's every test, read natively, as JUnit a CI system shows —
    /// the same counts as the bundle's summary, and read back by the JUnit reader to the same failures.
    @Test(.requiresSharedFixtures) func aBundleBecomesJUnitWithTheSameCounts() throws {
        let directory = try TemporaryDirectory()
        let bundle = TestPaths.fixture("xcresult/fastlane__Xcode26-Mixed-XCTest-SwiftTesting.xcresult")
        let junit = try EvidenceProcess.run(["xcresult", bundle, "-f", "junit"], environment: environment)
        #expect(junit.status == 0, "\(junit.standardError)")
        #expect(junit.standardOutput.contains("tests=\"48\" failures=\"13\" errors=\"0\">"))
        let archive = try collect([try directory.write("bundle-junit.xml", junit.standardOutput)], in: directory)
        let triage = try EvidenceProcess.run(["triage", archive, "-f", "json"], environment: environment)
        let summary = try #require((try JSONSerialization.jsonObject(with: Data(triage.standardOutput.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        #expect(summary["failed"] as? Int == 13)
        #expect(summary["tests"] as? Int == 48)
    }

    /// A compile error as the compiler printed it (issue 25, part 11): `file:line:col`, the source line
    /// and the caret, in the report, the comment, the JSON, the annotation and `logs`.
    @Test func aCompileErrorShowsItsColumnSourceLineAndCaretEverywhere() throws {
        let directory = try TemporaryDirectory()
        let log = try directory.write("xcodebuild.log", """
            CompileSwift normal arm64 /src/app/Sources/SyncJob.swift (in target 'App' from project 'App')
            /src/app/Sources/SyncJob.swift:42:17: error: cannot find 'cursorStore' in scope
                    let c = cursorStore.load()
                            ^~~~~~~~~~~
            /src/app/Sources/SyncJob.swift:50:9: warning: variable 'x' was never used
                    var x = 1
                    ^
            ** TEST BUILD FAILED **

            """)
        let archive = try collect([log], in: directory)
        let snippet = "  ```\n          let c = cursorStore.load()\n                  ^~~~~~~~~~~\n  ```"
        for command in [["triage", archive], ["comment", archive]] {
            let outcome = try EvidenceProcess.run(command, environment: environment)
            #expect(outcome.standardOutput.contains("SyncJob.swift:42:17` error: cannot find 'cursorStore' in scope\n\n\(snippet)\n"), "\(command[0]): \(outcome.standardOutput)")
        }
        let json = try EvidenceProcess.run(["triage", archive, "--format", "json"], environment: environment)
        let build = try #require((try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])?["build"] as? [String: Any])
        let issue = try #require((build["issues"] as? [[String: Any]])?.first)
        #expect((issue["location"] as? [String: Any])?["column"] as? Int == 17)
        #expect(issue["snippet"] as? [String] == ["        let c = cursorStore.load()", "                ^~~~~~~~~~~"])
        let annotations = try EvidenceProcess.run(["triage", archive, "--github"], environment: environment)
        #expect(annotations.standardError.contains("::error file=Sources/SyncJob.swift,line=42,col=17,title=Build error::"))
        let logs = try EvidenceProcess.run(["logs", log], environment: environment)
        #expect(logs.standardOutput.hasPrefix("build error: /src/app/Sources/SyncJob.swift:42:17: error: cannot find 'cursorStore' in scope\n"))
    }
}

/// Messages in the right number, and an unknown commit that says why.
@Suite struct CommandLineMessageTests {
    @Test func oneEntryIsOneEntryAndAnUnknownCommitSaysWhy() throws {
        let directory = try TemporaryDirectory()
        let log = try directory.write("xcodebuild.log", "Test Suite 'All tests' passed at 2026-11-20 09:14:01.000.\n")
        // No --commit, no CI variable, and a directory that is not a git repository.
        let outcome = try EvidenceProcess.run(["collect", log, "-o", directory.path("run.tgz")], environment: EvidenceProcess.cleanEnvironment(["GITHUB_SHA": "not-a-sha"]), in: directory.path)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasPrefix("Collected 1 entry into "))
        #expect(outcome.standardOutput.contains("; commit unknown: no --commit, GITHUB_SHA is not a commit SHA, and git rev-parse HEAD failed (fatal: not a git repository"))
        let verify = try EvidenceProcess.run(["verify", directory.path("run.tgz")], environment: EvidenceProcess.cleanEnvironment())
        #expect(verify.standardOutput.contains(": OK, 1 entry matches manifest.json (commit unknown)."))
        let report = try EvidenceProcess.run(["triage", directory.path("run.tgz")], environment: EvidenceProcess.cleanEnvironment())
        #expect(report.standardOutput.contains("Commit unknown (collect was given no --commit, found no CI commit variable, and git could not tell)"))
    }

    @Test func shortFlagsAndDidYouMeanOnTheRealCommand() throws {
        let directory = try TemporaryDirectory()
        let typo = try EvidenceProcess.run(["triage", "run.tgz", "--fromat", "json"], environment: EvidenceProcess.cleanEnvironment())
        #expect(typo.status == 64)
        #expect(typo.standardError.hasPrefix("error: Unknown option '--fromat' for 'triage'; did you mean '--format'?\nusage: evidence triage <archive> [--format <format>]"))
        let archive = directory.path("run.tgz")
        let collect = try EvidenceProcess.run(["collect", TriageCommandTests.sampleRun, "-o", archive, "--commit", "0123abc"], environment: EvidenceProcess.cleanEnvironment())
        #expect(collect.status == 0)
        let triage = try EvidenceProcess.run(["triage", archive, "-f", "json", "-o", directory.path("t.json")], environment: EvidenceProcess.cleanEnvironment())
        #expect(triage.status == 0)
        #expect(try String(contentsOfFile: directory.path("t.json"), encoding: .utf8).contains("\"schema\" : \"evidence.triage/v1\""))
    }
}

/// The inputs people have: the zip an artifact download gives, a result bundle, a pipe.
@Suite struct InputKindTests {
    let environment = EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "1764000000"])

    func sampleArchive(in directory: TemporaryDirectory, name: String = "run.tgz") throws -> String {
        let archive = directory.path(name)
        let outcome = try EvidenceProcess.run(["collect", TriageCommandTests.sampleRun, "--output", archive, "--commit", "0123abc"], environment: environment)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        return archive
    }

    /// A zip written by bsdtar (not by us), as upload-artifact's download holds the archive.
    func zip(_ files: [String], in directory: TemporaryDirectory, name: String) throws -> String {
        let zip = directory.path(name)
        try Shell.run(["bsdtar", "--format", "zip", "-cf", zip, "-C", directory.path] + files)
        return zip
    }

    @Test func aZipHoldingOneArchiveIsReadDirectly() throws {
        let directory = try TemporaryDirectory()
        let archive = try sampleArchive(in: directory)
        let zip = try zip(["run.tgz"], in: directory, name: "evidence.zip")
        let verify = try EvidenceProcess.run(["verify", zip], environment: environment)
        #expect(verify.status == 0, "\(verify.standardError)")
        #expect(verify.standardOutput == "\(zip): OK, 4 entries match manifest.json (commit 0123abc).\n")
        let json = try EvidenceProcess.run(["triage", zip, "-f", "json"], environment: environment)
        #expect(json.status == 0, "\(json.standardError)")
        let document = try JSONDecoder().decode(TriageDocument.self, from: Data(json.standardOutput.utf8))
        // The digest is the archive's own, as if it had been unzipped.
        let direct = try EvidenceProcess.run(["triage", archive, "-f", "json"], environment: environment)
        #expect(document.archive.sha256 == (try JSONDecoder().decode(TriageDocument.self, from: Data(direct.standardOutput.utf8))).archive.sha256)
        #expect(document.failures.count == 3)
        let comment = try EvidenceProcess.run(["comment", zip], environment: environment)
        #expect(comment.standardOutput.hasPrefix("<!-- evidence:comment -->\n## 3 failed tests"))
    }

    @Test(.requiresSharedFixtures) func xcresultReadsTheBundleOfAZippedArchive() throws {
        let directory = try TemporaryDirectory()
        let archive = directory.path("run.tgz")
        let collect = try EvidenceProcess.run(["collect", TestPaths.fixture("xcresult/xcparse__testFailure.xcresult"), "-o", archive, "--commit", "0123abc"], environment: environment)
        #expect(collect.status == 0)
        let zip = try zip(["run.tgz"], in: directory, name: "artifact.zip")
        let fromZip = try EvidenceProcess.run(["xcresult", zip, "-f", "json"], environment: environment)
        let fromArchive = try EvidenceProcess.run(["xcresult", archive, "-f", "json"], environment: environment)
        #expect(fromZip.status == 0, "\(fromZip.standardError)")
        #expect(fromZip.standardOutput.replacingOccurrences(of: zip, with: archive) == fromArchive.standardOutput)
    }

    @Test func aZipWithTwoArchivesOrNoneSaysSo() throws {
        let directory = try TemporaryDirectory()
        _ = try sampleArchive(in: directory)
        _ = try sampleArchive(in: directory, name: "other.tgz")
        let two = try zip(["run.tgz", "other.tgz"], in: directory, name: "two.zip")
        let outcome = try EvidenceProcess.run(["triage", two], environment: environment)
        #expect(outcome.status == 65)
        #expect(outcome.standardError == "error: \(two) is not an evidence archive: the zip holds 2 evidence archives (run.tgz, other.tgz); expected exactly one: unzip it and name the archive.\n")
        _ = try directory.write("a.txt", "a\n")
        _ = try directory.write("b.txt", "b\n")
        let none = try zip(["a.txt", "b.txt"], in: directory, name: "none.zip")
        let noArchive = try EvidenceProcess.run(["verify", none], environment: environment)
        #expect(noArchive.status == 65)
        #expect(noArchive.standardError.contains("the zip holds no evidence archive (.tgz, .tar.gz, .tar.zst, .tzst, .tar) among its 2 files"))
        // A zip of one log (a CI's download of the log alone): said so, with what to do.
        let log = try zip(["a.txt"], in: directory, name: "log.zip")
        let oneLog = try EvidenceProcess.run(["triage", log], environment: environment)
        #expect(oneLog.status == 65)
        #expect(oneLog.standardError.contains("the zip holds no evidence archive (.tgz, .tar.gz, .tar.zst, .tzst, .tar) among its 1 file (a.txt): unzip it; a log or JUnit file is collected first ('evidence collect <the unzipped folder> --output run.tgz')"), "\(oneLog.standardError)")
    }

    @Test func aResultBundleGivenToTriageSaysWhatToRun() throws {
        let directory = try TemporaryDirectory()
        let bundle = directory.path("Run.xcresult")
        try FileManager.default.createDirectory(atPath: bundle + "/Data", withIntermediateDirectories: true)
        _ = try directory.write("Run.xcresult/Info.plist", "<plist/>\n")
        for command in ["triage", "comment", "verify"] {
            let outcome = try EvidenceProcess.run([command, bundle], environment: environment)
            #expect(outcome.status == 65)
            #expect(outcome.standardError == "error: \(bundle) is a result bundle, not an evidence archive: run 'evidence xcresult \(bundle)', or 'evidence collect \(bundle) --output run.tgz' first.\n")
        }
    }

    @Test func logsReadsStandardInputAndPipesAsTheyStream() throws {
        let log = TriageCommandTests.sampleRun + "/logs/xcodebuild-test.log"
        let fromFile = try EvidenceProcess.run(["logs", log, "-f", "json"], environment: environment)
        let piped = try EvidenceProcess.run(executable: "/bin/sh", ["-c", "cat \"$1\" | \"$0\" logs - -f json", TestPaths.evidenceBinary, log], environment: environment)
        #expect(piped.status == 0, "\(piped.standardError)")
        #expect(piped.standardOutput.replacingOccurrences(of: "\"standard input", with: "\"\(log)") == fromFile.standardOutput)
        let text = try EvidenceProcess.run(executable: "/bin/sh", ["-c", "cat \"$1\" | \"$0\" logs -", TestPaths.evidenceBinary, log], environment: environment)
        #expect(text.standardOutput.hasSuffix("-: 6 tests, 3 passed, 3 failed, 0 skipped, 0 flaky; build succeeded; 3 of 48 lines unrecognised.\n"))
        // A process substitution (a pipe with a name): JUnit recognised from its first bytes.
        let junit = TriageCommandTests.sampleRun + "/junit.xml"
        let substituted = try EvidenceProcess.run(executable: "/usr/bin/env", ["bash", "-c", "\"$0\" logs <(cat \"$1\")", TestPaths.evidenceBinary, junit], environment: environment)
        #expect(substituted.status == 0, "\(substituted.standardError)")
        let direct = try EvidenceProcess.run(["logs", junit], environment: environment)
        #expect(direct.status == 0)
        let named = substituted.standardOutput.replacingOccurrences(of: #"/dev/fd/[0-9]+|/proc/self/fd/[0-9]+"#, with: junit, options: .regularExpression)
        #expect(named == direct.standardOutput)
    }

    /// `evidence logs - < file`: standard input is a regular file then, not one named `-`.
    @Test func logsReadsStandardInputRedirectedFromAFile() throws {
        for file in [TriageCommandTests.sampleRun + "/logs/xcodebuild-test.log", TriageCommandTests.sampleRun + "/junit.xml"] {
            let direct = try EvidenceProcess.run(["logs", file, "-f", "json"], environment: environment)
            let redirected = try EvidenceProcess.run(executable: "/bin/sh", ["-c", "\"$0\" logs - -f json < \"$1\"", TestPaths.evidenceBinary, file], environment: environment)
            #expect(redirected.status == 0, "\(redirected.standardError)")
            #expect(redirected.standardOutput.replacingOccurrences(of: "\"standard input", with: "\"\(file)") == direct.standardOutput)
        }
    }
}

/// `triage` on a terminal: no Markdown markers, colour unless NO_COLOR or `--color never`.
@Suite struct TerminalViewTests {
    let environment = EvidenceProcess.cleanEnvironment(["SOURCE_DATE_EPOCH": "1764000000"])

    func archive(in directory: TemporaryDirectory) throws -> String {
        let archive = directory.path("run.tgz")
        let outcome = try EvidenceProcess.run(["collect", TriageCommandTests.sampleRun, "-o", archive, "--commit", "0123abc"], environment: environment)
        #expect(outcome.status == 0)
        return archive
    }

    /// What a terminal shows has none of Markdown's or HTML's markers.
    static func expectNoMarkers(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for marker in ["**", "`", "<details>", "</details>", "<summary>", "<code>", "<sub>", "<!--", "|---", "### "] {
            #expect(!text.contains(marker), "\(marker)", sourceLocation: sourceLocation)
        }
    }

    @Test func colorAlwaysPrintsTheTerminalViewEvenWhenPiped() throws {
        let directory = try TemporaryDirectory()
        let archive = try archive(in: directory)
        let outcome = try EvidenceProcess.run(["triage", archive, "--color", "always"], environment: environment)
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix("\u{1B}[1m3 failed tests: "))
        #expect(outcome.standardOutput.contains("\u{1B}[1;33m1. Configuration regression — 1 test\u{1B}[0m"))
        Self.expectNoMarkers(outcome.standardOutput)
        // Piped without it: Markdown, as before.
        let piped = try EvidenceProcess.run(["triage", archive], environment: environment)
        #expect(piped.standardOutput.hasPrefix("# 3 failed tests"))
        let never = try EvidenceProcess.run(["triage", archive, "--color", "never"], environment: environment)
        #expect(never.standardOutput == piped.standardOutput)
    }

    /// Through a pseudo-terminal, as a person runs it: `auto` colours; NO_COLOR and `--color never`
    /// keep the terminal view without escape codes.
    @Test func onATerminalAutoColoursAndNoColorIsHonoured() throws {
        let directory = try TemporaryDirectory()
        let archive = try archive(in: directory)
        // python's pty: the child's standard output is a terminal; its bytes are copied to ours.
        let script = """
            import os, pty, sys
            os.environ.update(dict(a.split("=", 1) for a in sys.argv[1].split(",") if a))
            pid, fd = pty.fork()
            if pid == 0:
                os.execv(sys.argv[2], sys.argv[2:])
            out = b""
            while True:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                out += chunk
            os.waitpid(pid, 0)
            sys.stdout.buffer.write(out)
            """
        func onTerminal(_ variables: String, _ arguments: [String]) throws -> String {
            let outcome = try EvidenceProcess.run(executable: "/usr/bin/env", ["python3", "-c", script, variables, TestPaths.evidenceBinary] + arguments, environment: environment)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            // A terminal turns each newline into CR LF.
            return outcome.standardOutput.replacingOccurrences(of: "\r\n", with: "\n")
        }
        let coloured = try onTerminal("", ["triage", archive])
        #expect(coloured.hasPrefix("\u{1B}[1m3 failed tests: "))
        Self.expectNoMarkers(coloured)
        let noColor = try onTerminal("NO_COLOR=1", ["triage", archive])
        #expect(noColor.hasPrefix("3 failed tests: "))
        #expect(!noColor.contains("\u{1B}["))
        Self.expectNoMarkers(noColor)
        #expect(try onTerminal("", ["triage", archive, "--color", "never"]) == noColor)
        // Written to a file, or as JSON, the report is what it always was.
        _ = try onTerminal("", ["triage", archive, "-o", directory.path("report.md")])
        #expect(try String(contentsOfFile: directory.path("report.md"), encoding: .utf8).hasPrefix("# 3 failed tests"))
    }
}
