import EvidenceTestSupport
import Foundation
import Testing

@Suite struct GateCommandTests {
    static let dp3t = TestPaths.fixture("plists/dp3t-sdk-ios__SampleApp_DP3TSampleApp_Info.plist")

    static func gate(_ arguments: [String]) throws -> EvidenceProcess.Outcome {
        try EvidenceProcess.run(["gate"] + arguments, environment: EvidenceProcess.cleanEnvironment())
    }

    @Test(.requiresSharedFixtures) func passesWithTheRegisteredIdentifiersWhenASourcePlistIsAllowed() throws {
        let outcome = try Self.gate(["--plist", Self.dp3t, "--task-id", "org.dpppt.exposure-notification", "--task-id", "org.dpppt.refresh", "--allow-source-plist"])
        #expect(outcome.status == 0)
        #expect(outcome.standardOutput.hasPrefix("gate passed: 2 identifiers"))
        #expect(outcome.standardError.hasPrefix("warning: \(Self.dp3t) holds unexpanded build settings"))
        #expect(outcome.standardError.contains("source plist, not the build artifact"))
    }

    /// The dp3t sample's plist permits `$(PRODUCT_BUNDLE_IDENTIFIER)…`: the gate cannot vouch for it.
    @Test(.requiresSharedFixtures) func failsOnASourcePlist() throws {
        let outcome = try Self.gate(["--plist", Self.dp3t, "--task-id", "org.dpppt.exposure-notification", "--task-id", "org.dpppt.refresh"])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError.hasPrefix("error: \(Self.dp3t) holds unexpanded build settings"))
        #expect(outcome.standardError.contains("it is a source plist, not the build artifact; gate the built app's Info.plist"))
        #expect(outcome.standardError.hasSuffix("error: gate failed: 1 problem in \(Self.dp3t) for 2 identifiers.\n"))
    }

    @Test(.requiresSharedFixtures) func failsOnAProcessingTaskFoundInSourceWithoutTheProcessingMode() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sources/Tasks.swift", """
            let identifier = "io.robbie.homeassistant.backgroundfetch"
            func register() {
                BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
                    run(task as! BGProcessingTask)
                }
            }
            """)
        let plist = TestPaths.fixture("plists/home-assistant-iOS__Sources_App_Resources_Info.plist")
        let outcome = try Self.gate(["--plist", plist, "--source", directory.path("Sources")])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("error: \"io.robbie.homeassistant.backgroundfetch\" is a processing task (the handler casts to BGProcessingTask at Tasks.swift:3), but UIBackgroundModes"))
        #expect(outcome.standardError.contains("note: \"io.robbie.homeassistant.reminderssync\" is permitted"))
    }

    @Test func gatesAnAppBundleAgainstRegistrationRecords() throws {
        let directory = try TemporaryDirectory()
        let plist: [String: Any] = [
            "CFBundleIdentifier": "com.example.app",
            "BGTaskSchedulerPermittedIdentifiers": ["com.example.app.refresh"],
            "UIBackgroundModes": ["fetch"],
        ]
        try directory.write("Example.app/Info.plist", try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0))
        let records = try directory.write("records.jsonl", """
            {"schema":"evidence.diagnostic/v1","identifier":"com.example.app.refresh","taskKind":"appRefresh","phase":"registration","outcome":"succeeded","errorType":null,"timestamp":"2026-11-20T09:14:03Z"}
            {"schema":"evidence.diagnostic/v1","identifier":"com.example.app.refesh","taskKind":"appRefresh","phase":"submission","outcome":"failed","errorType":"BGTaskSchedulerErrorDomain:3","timestamp":"2026-11-20T09:14:04Z"}

            """)
        let outcome = try Self.gate(["--app", directory.path("Example.app"), "--diagnostics", records])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("did you mean \"com.example.app.refresh\"? (1 character differs)"))
        #expect(!outcome.standardError.contains("unexpanded"))
    }

    /// `gate --archive run.tgz`: the archived plist against the archived records and sources, as
    /// collect packed them — the next step triage gives, runnable on the archive as it is.
    @Test func gatesAnArchiveByItsPlistRecordsAndSources() throws {
        let directory = try TemporaryDirectory()
        let plist: [String: Any] = [
            "CFBundleIdentifier": "com.example.app", "BGTaskSchedulerPermittedIdentifiers": ["com.example.app.refresh"], "UIBackgroundModes": ["fetch"],
        ]
        try directory.write("Build/Products/Debug-iphonesimulator/Example.app/Info.plist", try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0))
        try directory.write("records.jsonl", """
            {"schema":"evidence.diagnostic/v1","identifier":"com.example.app.refresh","taskKind":"appRefresh","phase":"registration","outcome":"succeeded","errorType":null,"timestamp":"2026-11-20T09:14:03Z"}

            """)
        try directory.write("checkout/App/Tasks.swift", """
            import BackgroundTasks
            enum Tasks {
                static func register() {
                    BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.app.refesh", using: nil) { task in
                        (task as! BGAppRefreshTask).setTaskCompleted(success: true)
                    }
                }
            }
            """)
        // A failed run: collect archives the failures' files and the files that register tasks.
        try directory.write("junit.xml", """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites><testsuite name="AppTests" tests="1" failures="1"><testcase classname="AppTests.RefreshTests" name="testRefreshRuns">
            <failure message="XCTAssertTrue failed">AppTests/RefreshTests.swift:12</failure></testcase></testsuite></testsuites>
            """)
        let archive = directory.path("run.tgz")
        let collected = try EvidenceProcess.run(
            ["collect", directory.path("Build"), directory.path("records.jsonl"), directory.path("junit.xml"), "--output", archive, "--commit", String(repeating: "0", count: 40),
             "--project-root", directory.path("checkout")], environment: EvidenceProcess.cleanEnvironment())
        try #require(collected.status == 0, "\(collected.standardError)")
        let outcome = try Self.gate(["--archive", archive])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("\"com.example.app.refesh\" (registered at App/Tasks.swift:4) is not in BGTaskSchedulerPermittedIdentifiers"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("did you mean \"com.example.app.refresh\"? (1 character differs)"))
        // An archive without an app plist: one sentence, input unavailable.
        let bare = directory.path("bare.tgz")
        _ = try EvidenceProcess.run(["collect", directory.path("records.jsonl"), "--output", bare, "--commit", String(repeating: "0", count: 40)],
                                    environment: EvidenceProcess.cleanEnvironment())
        let none = try Self.gate(["--archive", bare])
        #expect(none.status == 66)
        #expect(none.standardError == "error: \(bare) holds no app Info.plist: collect the built app (its .app folder, or Build/Products) to gate it.\n")
        let both = try Self.gate(["--archive", bare, "--plist", bare])
        #expect(both.status == 64)
    }

    /// `--diagnostics -`: the records piped or redirected in read as from the file, named `standard input`.
    @Test func readsRegistrationRecordsFromStandardInput() throws {
        let records = TestPaths.packageRoot.appendingPathComponent("samples/sample-run/diagnostics/registration.jsonl").path
        let fromFile = try Self.gate(["--plist", Self.samplePlist, "--diagnostics", records])
        for script in [#""$0" gate --plist "$1" --diagnostics - < "$2""#, #"cat "$2" | "$0" gate --plist "$1" --diagnostics -"#] {
            let outcome = try EvidenceProcess.run(executable: "/bin/sh", ["-c", script, TestPaths.evidenceBinary, Self.samplePlist, records],
                                                  environment: EvidenceProcess.cleanEnvironment())
            #expect(outcome.status == fromFile.status)
            #expect(outcome.status == 1)
            #expect(outcome.standardError == fromFile.standardError.replacingOccurrences(of: records, with: "standard input"))
        }
        let twice = try Self.gate(["--plist", Self.samplePlist, "--diagnostics", "-", "--diagnostics", "-"])
        #expect(twice.status == 64)
        #expect(twice.standardError == "error: --diagnostics - reads standard input, which can be read once: give it once.\n")
    }

    /// The sample app's built plist, in the repository: the usage cases need no shared fixture.
    static let samplePlist = TestPaths.packageRoot.appendingPathComponent("samples/sample-run/Build/Products/Debug-iphonesimulator/BackgroundSyncApp.app/Info.plist").path

    static let badInvocations: [([String], Int32)] = [
        (["--task-id", "a.b"], 64),
        (["--plist", "x", "--app", "y", "--task-id", "a.b"], 64),
        (["--plist", samplePlist], 64),
        (["--plist", "/nonexistent/Info.plist", "--task-id", "a.b"], 66),
        // A log is not a plist; the sample's own log keeps the case running on a bare clone.
        (["--plist", TestPaths.packageRoot.appendingPathComponent("samples/sample-run/logs/xcodebuild-test.log").path, "--task-id", "a.b"], 65),
    ]

    @Test(arguments: badInvocations)
    func exitStatusesFollowTheContract(arguments: [String], status: Int32) throws {
        let outcome = try Self.gate(arguments)
        #expect(outcome.status == status)
        #expect(outcome.standardError.hasPrefix("error: "))
    }
}

/// The Xcode build-phase script, run with the variables Xcode sets.
@Suite struct GateBuildPhaseScriptTests {
    /// Standard output and error in one stream, as Xcode shows them; killed after the launch timeout.
    static func run(environment: [String: String]) throws -> (status: Int32, output: String) {
        let script = TestPaths.packageRoot.appendingPathComponent("scripts/gate-build-phase.sh").path
        let outcome = try EvidenceProcess.run(
            executable: "/bin/bash", ["-c", "exec /bin/bash \"$0\" 2>&1", script],
            environment: EvidenceProcess.cleanEnvironment(environment.merging(["EVIDENCE_BIN": TestPaths.evidenceBinary]) { $1 }))
        return (outcome.status, outcome.standardOutput + outcome.standardError)
    }

    @Test func gatesTheBuiltProductAndTouchesItsDeclaredOutput() throws {
        let directory = try TemporaryDirectory()
        let plist: [String: Any] = ["CFBundleIdentifier": "com.example.app", "BGTaskSchedulerPermittedIdentifiers": ["com.example.app.refresh"], "UIBackgroundModes": ["fetch"]]
        try directory.write("Build/Example.app/Info.plist", try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0))
        let xcode = ["BUILT_PRODUCTS_DIR": directory.path("Build"), "WRAPPER_NAME": "Example.app", "DERIVED_FILE_DIR": directory.path("Derived")]

        let passing = try Self.run(environment: xcode.merging(["EVIDENCE_GATE_REFRESH_IDS": "com.example.app.refresh"]) { $1 })
        #expect(passing.status == 0, "\(passing.output)")
        #expect(FileManager.default.fileExists(atPath: directory.path("Derived/evidence-gate.stamp")))

        try FileManager.default.removeItem(atPath: directory.path("Derived"))
        let failing = try Self.run(environment: xcode.merging(["EVIDENCE_GATE_PROCESSING_IDS": "com.example.app.refresh"]) { $1 })
        #expect(failing.status == 1)
        #expect(failing.output.contains("lacks \"processing\""))
        #expect(!FileManager.default.fileExists(atPath: directory.path("Derived/evidence-gate.stamp")))
    }
}
