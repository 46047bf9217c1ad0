import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// `scripts/ios-test.sh`, the CI test step, run by bash with stand-in `xcrun` and `xcodebuild` on PATH
/// (written here; they record their arguments and write what the real ones would: a result bundle, the
/// test log, the built app, the app's records) and the built `evidence`. Every run opens the archive.
@Suite struct IOSTestScriptTests {
    static let script = TestPaths.packageRoot.appendingPathComponent("scripts/ios-test.sh").path
    static let sample = TestPaths.packageRoot.appendingPathComponent("samples/sample-run").path
    static let recordsPath = "Library/Application Support/evidence/records.jsonl"
    static let unifiedLogSample = TestPaths.triageCorpus.appendingPathComponent("UnifiedLog/simulator-show.ndjson").path

    static let iPhone16On175 = "6A1C2F3E-1B7D-4C8A-9E21-0F5D3B7A9C11"
    static let iPhone15On182 = "C3D9E0A4-5F62-4B1E-8A37-2D9F6C1B0E55"
    static let iPadOn182 = "0E7B4D21-9C3A-4F58-B6E2-7A1D5C8F3B90"

    /// Two iOS runtimes and a watchOS one, as `xcrun simctl list devices available -j` prints them.
    static let devices = """
        {
          "devices" : {
            "com.apple.CoreSimulator.SimRuntime.iOS-17-5" : [
              {"udid" : "\(iPhone16On175)", "isAvailable" : true, "state" : "Shutdown", "name" : "iPhone 16",
               "deviceTypeIdentifier" : "com.apple.CoreSimulator.SimDeviceType.iPhone-16"}
            ],
            "com.apple.CoreSimulator.SimRuntime.iOS-18-2" : [
              {"udid" : "\(iPadOn182)", "isAvailable" : true, "state" : "Shutdown", "name" : "iPad Air 11-inch (M2)",
               "deviceTypeIdentifier" : "com.apple.CoreSimulator.SimDeviceType.iPad-Air-11-inch-M2"},
              {"udid" : "\(iPhone15On182)", "isAvailable" : true, "state" : "Shutdown", "name" : "iPhone 15",
               "deviceTypeIdentifier" : "com.apple.CoreSimulator.SimDeviceType.iPhone-15"}
            ],
            "com.apple.CoreSimulator.SimRuntime.watchOS-11-2" : [
              {"udid" : "5B0A9E3C-2D7F-4E16-A8C4-9F3B1D6E2A07", "isAvailable" : true, "state" : "Shutdown",
               "name" : "Apple Watch Series 10 (46mm)"}
            ]
          }
        }
        """

    /// A temporary CI workspace: `bin/` with the stand-ins, the simulator list, a result bundle to hand
    /// out, the app's data container; the script runs in `work/`.
    struct Workspace {
        let directory: TemporaryDirectory
        var environment: [String: String]
        var work: String { directory.path("work") }
        var calls: String { directory.path("calls") }
        var container: String { directory.path("container") }

        init(devices: String = IOSTestScriptTests.devices, xcodebuildStatus: Int32 = 0, appWritesRecords: Bool = true, appInstalled: Bool = true) throws {
            directory = try TemporaryDirectory("ios-test")
            try directory.write("devices.json", devices)
            try directory.write("bin/xcrun", """
                #!/usr/bin/env bash
                # Stand-in xcrun: records its arguments, answers simctl from what the test wrote.
                { printf '%s' "xcrun"; printf '\\t%s' "$@"; printf '\\n'; } >> "$STANDIN_CALLS"
                case "$1 $2" in
                  "simctl list") cat "$STANDIN_DEVICES" ;;
                  "simctl get_app_container")
                    if [ "$5" = data ] && [ "$4" = com.example.app ] && [ -d "$STANDIN_CONTAINER" ]; then echo "$STANDIN_CONTAINER"
                    else echo "An error was encountered processing the command (domain=NSPOSIXErrorDomain, code=2)." >&2; exit 2; fi ;;
                  "simctl boot") ;;
                  "simctl spawn")
                    # `log show` inside the simulator: the export the test gave, else a shut-down device.
                    echo "getpwuid_r did not find a match for uid 501" >&2
                    if [ "$4 $5" = "log show" ] && [ -n "${STANDIN_UNIFIED_LOG:-}" ]; then cat "$STANDIN_UNIFIED_LOG"
                    else echo "An error was encountered processing the command (domain=com.apple.CoreSimulator.SimError, code=405):" >&2
                      echo "Unable to lookup in current state: Shutdown" >&2; exit 149; fi ;;
                  "xcresulttool export")
                    # Xcode 16's export of the failures' attachments: the ones the test gave, else an older xcresulttool.
                    if [ "$3" = attachments ] && [ -n "${STANDIN_ATTACHMENTS:-}" ]; then cp "$STANDIN_ATTACHMENTS"/* "$7/"
                    else echo "Error: Unexpected argument 'attachments'." >&2; exit 64; fi ;;
                  *) echo "xcrun stand-in: unexpected arguments: $*" >&2; exit 1 ;;
                esac

                """)
            try directory.write("bin/xcodebuild", """
                #!/usr/bin/env bash
                # Stand-in xcodebuild test: records its arguments; builds the app, runs it (it writes its
                # records), writes the result bundle and prints the sample's test log; exits with STANDIN_STATUS.
                { printf '%s' "xcodebuild"; printf '\\t%s' "$@"; printf '\\n'; } >> "$STANDIN_CALLS"
                while [ $# -gt 0 ]; do
                  case "$1" in
                    -derivedDataPath) derived=$2; shift ;;
                    -resultBundlePath) bundle=$2; shift ;;
                  esac
                  shift
                done
                app="$derived/Build/Products/Debug-iphonesimulator/BackgroundSyncApp.app"
                mkdir -p "$app" "$derived/Build/Products/Debug-iphonesimulator/BackgroundSyncAppUITests-Runner.app"
                cp "$STANDIN_SAMPLE/Build/Products/Debug-iphonesimulator/BackgroundSyncApp.app/Info.plist" "$app/"
                printf '<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>CFBundleIdentifier</key><string>com.example.app.xctrunner</string></dict></plist>' \\
                  > "$derived/Build/Products/Debug-iphonesimulator/BackgroundSyncAppUITests-Runner.app/Info.plist"
                if [ -n "${STANDIN_INSTALLS:-}" ]; then
                  mkdir -p "$STANDIN_CONTAINER/Library/Caches"
                  if [ -n "${STANDIN_WRITES_RECORDS:-}" ]; then
                    mkdir -p "$STANDIN_CONTAINER/Library/Application Support/evidence"
                    cp "$STANDIN_SAMPLE/diagnostics/registration.jsonl" "$STANDIN_CONTAINER/Library/Application Support/evidence/records.jsonl"
                    if [ -n "${STANDIN_ROTATED:-}" ]; then
                      head -n 1 "$STANDIN_SAMPLE/diagnostics/registration.jsonl" > "$STANDIN_CONTAINER/Library/Application Support/evidence/records.jsonl.1"
                    fi
                  fi
                fi
                cp -R "$STANDIN_BUNDLE" "$bundle"
                cat "$STANDIN_SAMPLE/logs/xcodebuild-test.log"
                echo "xcodebuild stand-in: on stderr too" >&2
                exit "$STANDIN_STATUS"

                """)
            for tool in ["xcrun", "xcodebuild"] {
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path("bin/\(tool)"))
            }
            let bundle = try SyntheticXCResult(at: directory.path("template/Tests.xcresult"))
            try bundle.writeTestRun(bundleName: "BackgroundSyncAppTests", suite: "SyncRefreshJobTests", tests: [
                ("testRepeatedRunIsIdempotent()", "Failure", "XCTAssertEqual failed: (\"[42, 42]\") is not equal to (\"[42]\")"),
                ("testCancellationRemovesTemporaryFiles()", "Success", nil),
            ])
            try FileManager.default.createDirectory(atPath: directory.path("work"), withIntermediateDirectories: true)
            let path = directory.path("bin") + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            environment = EvidenceProcess.cleanEnvironment([
                "PATH": path, "SOURCE_DATE_EPOCH": "1764000000",
                "STANDIN_CALLS": directory.path("calls"), "STANDIN_DEVICES": directory.path("devices.json"),
                "STANDIN_CONTAINER": directory.path("container"), "STANDIN_SAMPLE": IOSTestScriptTests.sample,
                "STANDIN_BUNDLE": directory.path("template/Tests.xcresult"), "STANDIN_STATUS": "\(xcodebuildStatus)",
            ])
            if appInstalled { environment["STANDIN_INSTALLS"] = "1" }
            if appWritesRecords { environment["STANDIN_WRITES_RECORDS"] = "1" }
        }

        /// The script with `arguments`, and the usual app, records and evidence flags unless `plain`.
        func run(_ arguments: [String], plain: Bool = false) throws -> EvidenceProcess.Outcome {
            let common = plain ? [] : [
                "--scheme", "BackgroundSync", "--bundle-id", "com.example.app",
                "--records-path", IOSTestScriptTests.recordsPath, "--evidence", TestPaths.evidenceBinary,
            ]
            return try EvidenceProcess.run(executable: "/usr/bin/env", ["bash", IOSTestScriptTests.script] + common + arguments, environment: environment, in: work)
        }

        /// Each stand-in call: the tool's name, then its arguments.
        func recordedCalls() throws -> [[String]] {
            guard FileManager.default.fileExists(atPath: calls) else { return [] }
            return try String(contentsOfFile: calls, encoding: .utf8).split(separator: "\n").map { $0.components(separatedBy: "\t") }
        }

        func xcodebuildCall() throws -> [String]? {
            try recordedCalls().first { $0.first == "xcodebuild" }
        }

        /// The archive's manifest, after `evidence verify` accepted the archive.
        func manifest(_ archive: String = "run.tgz") throws -> Manifest {
            let path = "\(work)/\(archive)"
            let verified = try EvidenceProcess.run(["verify", path], environment: environment)
            #expect(verified.status == 0, "\(verified.standardError)")
            return try Manifest.decode(try ArchiveRewriter.entries(of: path)[0].contents, archive: path)
        }
    }

    static func value(after flag: String, in call: [String]) -> String? {
        call.firstIndex(of: flag).flatMap { $0 + 1 < call.count ? call[$0 + 1] : nil }
    }

    static func lines(of text: String, containing needle: String) -> [Substring] {
        text.split(separator: "\n").filter { $0.contains(needle) }
    }

    @Test func theRequestedDeviceFromPipelineVariablesIsUsedAndEverythingIsArchived() throws {
        var workspace = try Workspace()
        // The pipeline's variables instead of flags, and evidence found on PATH.
        try FileManager.default.createSymbolicLink(atPath: workspace.directory.path("bin/evidence"), withDestinationPath: TestPaths.evidenceBinary)
        workspace.environment.merge([
            "EVIDENCE_SCHEME": "BackgroundSync", "EVIDENCE_DEVICE": "iPhone 16", "EVIDENCE_OS": "17.5",
            "EVIDENCE_BUNDLE_ID": "com.example.app", "EVIDENCE_RECORDS_PATH": Self.recordsPath,
            "STANDIN_ROTATED": "1",  // the recorder rotated the file once: both are copied
            "STANDIN_UNIFIED_LOG": Self.unifiedLogSample,
        ]) { $1 }
        let outcome = try workspace.run(["--", "-only-testing:BackgroundSyncAppTests"], plain: true)
        #expect(outcome.status == 0, "\(outcome.standardError)")

        let calls = try workspace.recordedCalls()
        #expect(calls.first == ["xcrun", "simctl", "list", "devices", "available", "-j"])
        #expect(try workspace.xcodebuildCall() == [
            "xcodebuild", "test", "-scheme", "BackgroundSync", "-destination", "id=\(Self.iPhone16On175)",
            "-derivedDataPath", "DerivedData", "-resultBundlePath", "results/Tests.xcresult", "-only-testing:BackgroundSyncAppTests",
        ])
        #expect(calls.contains(["xcrun", "simctl", "get_app_container", Self.iPhone16On175, "com.example.app", "data"]))
        // The Simulator's unified log since the tests started, for the scheduler, the framework and the app.
        let export = try #require(calls.first { $0.starts(with: ["xcrun", "simctl", "spawn"]) })
        let start = try #require(Self.value(after: "--start", in: export))
        #expect(start.wholeMatch(of: /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/) != nil, "\(start)")
        #expect(export == [
            "xcrun", "simctl", "spawn", Self.iPhone16On175, "log", "show", "--style", "ndjson", "--start", start,
            "--predicate", #"subsystem == "com.apple.BackgroundTasks" OR process == "dasd" OR process == "BackgroundSyncApp""#,
        ])
        #expect(Self.lines(of: outcome.standardError, containing: "unified log") == [
            "ios-test: exported the Simulator's unified log since \(start) (BackgroundTasks, dasd and BackgroundSyncApp) to results/unified-log.ndjson.",
        ])
        let chosen = Self.lines(of: outcome.standardError, containing: "using ")
        #expect(chosen == ["ios-test: using iPhone 16 on iOS 17.5 (udid \(Self.iPhone16On175)), as requested."])

        // The whole log, not its tail: the file holds every line xcodebuild printed, stderr included.
        let sampleLog = try String(contentsOfFile: "\(Self.sample)/logs/xcodebuild-test.log", encoding: .utf8)
        let log = try String(contentsOfFile: "\(workspace.work)/results/xcodebuild-test.log", encoding: .utf8)
        #expect(log.hasPrefix(sampleLog))
        #expect(log.hasSuffix("xcodebuild stand-in: on stderr too\n"))
        #expect(outcome.standardOutput.contains(sampleLog))

        let manifest = try workspace.manifest()
        let paths = Set(manifest.entries.map(\.path))
        #expect(paths.contains("logs/xcodebuild-test.log"))
        #expect(manifest.entries.filter { $0.kind == .diagnostics }.map(\.path).sorted() == ["diagnostics/records.jsonl", "diagnostics/records.jsonl.1"])
        #expect(manifest.entries.filter { $0.kind == .oslog }.map(\.path) == ["oslog/unified-log.ndjson"])
        #expect(paths.contains("xcresult/Tests.xcresult/Info.plist"))
        // The app's plist, not the UI-test runner's.
        #expect(manifest.entries.filter { $0.kind == .plist }.map(\.path) == ["config/BackgroundSyncApp/Info.plist"])
        #expect(manifest.skipped.isEmpty, "\(manifest.skipped)")
        let records = try Data(contentsOf: URL(fileURLWithPath: "\(workspace.work)/results/records.jsonl"))
        let sampleRecords = try Data(contentsOf: URL(fileURLWithPath: "\(Self.sample)/diagnostics/registration.jsonl"))
        #expect(records == sampleRecords)
        #expect(manifest.entries.first { $0.path == "diagnostics/records.jsonl" }?.sha256 == SHA256Hasher.hex(of: Array(sampleRecords)))
    }

    static let substitutes: [(device: String, os: String?, udid: String, says: String)] = [
        ("iPhone 16 Pro", nil, iPhone15On182,
         "ios-test: iPhone 16 Pro is not among the available simulators; using iPhone 15 on iOS 18.2 (udid \(iPhone15On182)) instead, the newest installed runtime's iPhone."),
        // The runtime is installed, the device is not: another iPhone on that runtime.
        ("iPhone 16", "18.2", iPhone15On182,
         "ios-test: iPhone 16 on iOS 18.2 is not among the available simulators; using iPhone 15 on iOS 18.2 (udid \(iPhone15On182)) instead, the requested runtime's iPhone."),
        // The runtime an Xcode update removed: an iPhone on the newest runtime.
        ("iPhone 16", "17.0", iPhone15On182,
         "ios-test: iPhone 16 on iOS 17.0 is not among the available simulators; using iPhone 15 on iOS 18.2 (udid \(iPhone15On182)) instead, the newest installed runtime's iPhone."),
        ("iPad Pro 13-inch (M4)", "latest", iPadOn182,
         "ios-test: iPad Pro 13-inch (M4) is not among the available simulators; using iPad Air 11-inch (M2) on iOS 18.2 (udid \(iPadOn182)) instead, the newest installed runtime's iPad."),
    ]

    @Test(arguments: substitutes)
    func aMissingDeviceIsReplacedByOneOfTheSameFamilyAndOneLineSaysSo(_ substitute: (device: String, os: String?, udid: String, says: String)) throws {
        let workspace = try Workspace()
        let outcome = try workspace.run(["--device", substitute.device] + (substitute.os.map { ["--os", $0] } ?? []))
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let call = try #require(try workspace.xcodebuildCall())
        #expect(Self.value(after: "-destination", in: call) == "id=\(substitute.udid)")
        #expect(Self.lines(of: outcome.standardError, containing: "using ") == [Substring(substitute.says)])
        #expect(try workspace.recordedCalls().contains(["xcrun", "simctl", "get_app_container", substitute.udid, "com.example.app", "data"]))
        #expect(try workspace.manifest().entries.contains { $0.path == "diagnostics/records.jsonl" })
    }

    static let noSimulator: [(devices: String, says: String)] = [
        (#"{"devices":{"com.apple.CoreSimulator.SimRuntime.watchOS-11-2":[]}}"#,
         "ios-test: error: no iOS Simulator runtime is installed (xcrun simctl list devices available lists none); install one with xcodebuild -downloadPlatform iOS or in Xcode's Components settings."),
        (#"{"devices":{"com.apple.CoreSimulator.SimRuntime.iOS-18-2":[{"udid":"\#(iPadOn182)","isAvailable":true,"state":"Shutdown","name":"iPad Air 11-inch (M2)"}]}}"#,
         "ios-test: error: no available iPhone simulator on the installed iOS runtimes (18.2); create one with xcrun simctl create."),
        ("xcrun: error: unable to find utility \"simctl\"",
         "ios-test: error: xcrun simctl list devices available -j did not print the simulator list (Expecting value: line 1 column 1 (char 0))."),
    ]

    @Test(arguments: noSimulator)
    func withoutASimulatorOneSentenceSaysWhyAndWhatExistsIsStillArchived(_ setup: (devices: String, says: String)) throws {
        let workspace = try Workspace(devices: setup.devices)
        // What an earlier step of the job left in the results directory.
        try workspace.directory.write("work/results/junit.xml", try String(contentsOfFile: "\(Self.sample)/junit.xml", encoding: .utf8))
        let outcome = try workspace.run(["--device", "iPhone 16"])
        #expect(outcome.status == 69)
        let errors = Self.lines(of: outcome.standardError, containing: "error:")
        #expect(errors == [Substring(setup.says)])
        #expect(try workspace.xcodebuildCall() == nil)

        let manifest = try workspace.manifest()
        #expect(manifest.entries.map(\.path) == ["junit/junit.xml"])
        #expect(manifest.skipped.map(\.path) == ["results/records.jsonl"])
    }

    @Test func failingTestsStillLeaveTheArchiveAndTheScriptExitsWithXcodebuildsStatus() throws {
        let workspace = try Workspace(xcodebuildStatus: 65)
        let outcome = try workspace.run(["--device", "iPhone 15", "--results", "out/test results", "--output", "evidence/run.tgz"])
        #expect(outcome.status == 65)
        #expect(outcome.standardError.contains("ios-test: xcodebuild test exited with status 65."))
        // The simulator was shut down: the export is one line, and the status stays xcodebuild's.
        #expect(Self.lines(of: outcome.standardError, containing: "unified log") == [
            "ios-test: could not export the Simulator's unified log (xcrun simctl spawn \(Self.iPhone15On182) log show failed: Unable to lookup in current state: Shutdown); the archive has none.",
        ])
        // An xcresulttool older than Xcode 16 exports no attachments: one line, the status xcodebuild's.
        #expect(Self.lines(of: outcome.standardError, containing: "attachments") == [
            "ios-test: could not export the result bundle's attachments (xcrun xcresulttool export attachments needs Xcode 16 or later); no spindumps beside the log.",
        ])
        let call = try #require(try workspace.xcodebuildCall())
        #expect(Self.value(after: "-resultBundlePath", in: call) == "out/test results/Tests.xcresult")

        let manifest = try workspace.manifest("evidence/run.tgz")
        let kinds = Set(manifest.entries.map(\.kind))
        #expect(kinds == [.xcresult, .log, .diagnostics, .plist])
        // The archive carries the failure: triage reads it from the result bundle.
        let triage = try EvidenceProcess.run(["triage", "\(workspace.work)/evidence/run.tgz", "--format", "json"], environment: workspace.environment)
        #expect(triage.status == 0, "\(triage.standardError)")
        #expect(triage.standardOutput.contains("SyncRefreshJobTests/testRepeatedRunIsIdempotent"))
    }

    /// A failed run's spindumps (Xcode's attachments of a test past its time allowance) are exported beside the
    /// log and archived as logs, the hung test's reading with them; the other attachments stay in the bundle.
    @Test func aFailedRunsSpindumpsAreArchivedBesideTheLog() throws {
        var workspace = try Workspace(xcodebuildStatus: 65)
        try workspace.directory.write("attachments/4C1D2E3F-spindump.txt", """
            Date/Time:        2026-11-27 09:44:21.861 +0000
            Data Source:      Stackshots
            Steps:            604 (10ms sampling interval)

            Process:          BackgroundSyncApp [51877]

              Thread 0x2204310    DispatchQueue "com.apple.main-thread"(1)    604 samples (1-604)    priority 47 (base 47)
              604  SyncRefreshJobTests.testRepeatedRunIsIdempotent() + 244 (BackgroundSyncAppTests + 9876) [0x1071a6694]
                604  SyncRefreshJob.run() + 1012 (BackgroundSyncApp.debug.dylib + 187340) [0x1034f1bcc] SyncRefreshJob.swift:32
                  604  OS_dispatch_semaphore.wait() + 16 (libswiftDispatch.dylib + 49520) [0x1a6b7c170]
                    604  semaphore_wait_trap + 8 (libsystem_kernel.dylib + 3368) [0x1803e4d28]

            """)
        try workspace.directory.write("attachments/9A8B7C6D-screenshot.png", "\u{89}PNG not a spindump")
        workspace.environment["STANDIN_ATTACHMENTS"] = workspace.directory.path("attachments")
        let outcome = try workspace.run(["--device", "iPhone 16"])
        #expect(outcome.status == 65)
        let export = try #require(try workspace.recordedCalls().first { $0.starts(with: ["xcrun", "xcresulttool"]) })
        let exportedTo = try #require(Self.value(after: "--output-path", in: export))
        #expect(export == ["xcrun", "xcresulttool", "export", "attachments", "--path", "results/Tests.xcresult", "--output-path", exportedTo, "--only-failures"])
        #expect(!FileManager.default.fileExists(atPath: exportedTo), "the export's folder is removed")
        #expect(Self.lines(of: outcome.standardError, containing: "spindump") == [
            "ios-test: exported 1 spindump(s) of tests that ran out of their time allowance to results/spindumps.",
        ])
        let manifest = try workspace.manifest()
        #expect(manifest.entries.filter { $0.path.contains("spindump") }.map(\.path) == ["logs/4C1D2E3F-spindump.txt"])
        #expect(!manifest.entries.contains { $0.path.contains("screenshot") } && !manifest.skipped.contains { $0.path.contains("screenshot") })
    }

    /// A failed export never fails a passing step, and an export an earlier run left is not this run's.
    @Test func aFailedExportIsOneLineAndNeverTheStepsFailure() throws {
        let workspace = try Workspace()
        try workspace.directory.write("work/results/unified-log.ndjson", try String(contentsOfFile: Self.unifiedLogSample, encoding: .utf8))
        let outcome = try workspace.run(["--device", "iPhone 16"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(Self.lines(of: outcome.standardError, containing: "unified log").count == 1)
        #expect(outcome.standardError.contains("ios-test: could not export the Simulator's unified log ("))
        let manifest = try workspace.manifest()
        #expect(!manifest.entries.contains { $0.kind == .oslog })
        #expect(!FileManager.default.fileExists(atPath: "\(workspace.work)/results/unified-log.ndjson.part"))
    }

    @Test func whenTheTestsPassButTheArchiveCannotBeWrittenTheScriptFails() throws {
        let workspace = try Workspace()
        try FileManager.default.createDirectory(atPath: "\(workspace.work)/run.tgz/taken", withIntermediateDirectories: true)
        let outcome = try workspace.run(["--device", "iPhone 16"])
        let collect = try EvidenceProcess.run(["collect", "\(workspace.work)/results", "--output", "\(workspace.work)/run.tgz"], environment: workspace.environment)
        #expect(collect.status != 0)
        #expect(outcome.status == collect.status)
        #expect(outcome.standardError.contains("ios-test: error: evidence collect failed (exit \(collect.status)); run.tgz was not written."))
    }

    @Test(arguments: [true, false])
    func missingRecordsAreNotedAndListedAsSkippedNotFatal(appInstalled: Bool) throws {
        let workspace = try Workspace(appWritesRecords: false, appInstalled: appInstalled)
        // Records of an earlier run must not pass for this run's.
        try workspace.directory.write("work/results/records.jsonl", try String(contentsOfFile: "\(Self.sample)/diagnostics/registration.jsonl", encoding: .utf8))
        let outcome = try workspace.run(["--device", "iPhone 16"])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let note = appInstalled
            ? "ios-test: no registration records at \(Self.recordsPath) in com.example.app's data container; the archive lists them as skipped."
            : "ios-test: no data container for com.example.app on \(Self.iPhone16On175) (is it the app's bundle identifier, and was the app installed?); no registration records to copy."
        #expect(Self.lines(of: outcome.standardError, containing: "registration records") == [Substring(note)])
        // A container is only looked up on a booted device: the script boots it and asks again.
        let boots = try workspace.recordedCalls().filter { $0.starts(with: ["xcrun", "simctl", "boot"]) }
        #expect(boots == (appInstalled ? [] : [["xcrun", "simctl", "boot", Self.iPhone16On175]]))

        let manifest = try workspace.manifest()
        #expect(manifest.skipped.map(\.path) == ["results/records.jsonl"])
        #expect(manifest.skipped.first?.reason.sentence == "does not exist (--skip-missing)")
        #expect(!manifest.entries.contains { $0.kind == .diagnostics })
        #expect(manifest.entries.contains { $0.path == "logs/xcodebuild-test.log" })
    }

    static let usageErrors: [([String], String)] = [
        (["--device", "iPhone 16"], "ios-test: error: the scheme to test is missing: pass --scheme or set EVIDENCE_SCHEME."),
        (["--scheme", "App", "--records-path", "records.jsonl"], "ios-test: error: --records-path needs the app's --bundle-id (or EVIDENCE_BUNDLE_ID) to find its data container."),
        (["--scheme", "App", "--os", "eighteen"], "ios-test: error: --os (or EVIDENCE_OS) takes a runtime version like 18.2, 18 or latest, not 'eighteen'."),
        (["--scheme", "App", "--project", "A.xcodeproj", "--workspace", "A.xcworkspace"], "ios-test: error: pass --project or --workspace, not both."),
        (["--scheme", "App", "--devise", "iPhone 16"], "ios-test: error: unknown argument '--devise' (arguments for xcodebuild go after --)."),
        (["--scheme", "App", "--results", "out", "--derived-data", "out/DerivedData"], "ios-test: error: --derived-data (out/DerivedData) must not be inside --results (out): collect would archive the whole build."),
    ]

    @Test(arguments: usageErrors)
    func usageErrorsSayWhatIsWrongAndRunNothing(_ usage: ([String], String)) throws {
        let workspace = try Workspace()
        let outcome = try workspace.run(usage.0 + ["--evidence", TestPaths.evidenceBinary], plain: true)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.split(separator: "\n").first.map(String.init) == usage.1)
        #expect(try workspace.recordedCalls().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "\(workspace.work)/run.tgz"))
    }

    @Test func helpDescribesTheFlagsAndVariables() throws {
        let workspace = try Workspace()
        let outcome = try workspace.run(["--help"], plain: true)
        #expect(outcome.status == 0)
        for flag in ["--scheme", "--device", "--os", "--bundle-id", "--records-path", "--results", "--output", "--derived-data", "--evidence",
                     "EVIDENCE_SCHEME", "EVIDENCE_DEVICE", "EVIDENCE_OS", "EVIDENCE_BUNDLE_ID"] {
            #expect(outcome.standardOutput.contains(flag), "\(flag)")
        }
        #expect(!outcome.standardOutput.contains("set -euo"))
    }
}
