import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

@Suite struct ConfigurationGateTests {
    static func plist(_ name: String) throws -> AppInfoPlist {
        try AppInfoPlist.read(path: TestPaths.fixture("plists/\(name)"))
    }

    /// The fixture plists are source plists (from the apps' repositories): checked as a team that
    /// knowingly gates the source would (`--allow-source-plist`), unless a test says otherwise.
    static func check(_ plist: AppInfoPlist, _ tasks: [RegisteredTask], allowsSourcePlist: Bool = true) -> ConfigurationGate.Report {
        ConfigurationGate.check(.init(plist: plist, tasks: tasks, allowsSourcePlist: allowsSourcePlist))
    }

    /// The identifiers each app registers (fixtures README); home-assistant's are read from its plist.
    @Test(.requiresSharedFixtures) func passesOnTheFourFixturePlists() throws {
        let homeAssistant = try Self.plist("home-assistant-iOS__Sources_App_Resources_Info.plist")
        let homeAssistantIDs = try #require(homeAssistant.permittedTaskIdentifiers)
        #expect(homeAssistantIDs.count == 2)
        let cases: [(String, [RegisteredTask])] = [
            ("NetNewsWire__iOS_Resources_Info.plist", [.init(identifier: "com.ranchero.NetNewsWire.FeedRefresh", kind: .appRefresh, origin: .commandLine)]),
            ("cwa-app-ios__src_xcode_ENA_ENA_Resources_Info.plist", [.init(identifier: "de.rki.coronawarnapp.exposure-notification", kind: .processing, origin: .commandLine)]),
            ("home-assistant-iOS__Sources_App_Resources_Info.plist", homeAssistantIDs.map { .init(identifier: $0, kind: .appRefresh, origin: .commandLine) }),
            ("dp3t-sdk-ios__SampleApp_DP3TSampleApp_Info.plist", [
                .init(identifier: "org.dpppt.exposure-notification", kind: .processing, origin: .commandLine),
                .init(identifier: "org.dpppt.refresh", kind: .appRefresh, origin: .commandLine),
            ]),
        ]
        for (name, tasks) in cases {
            let report = Self.check(try Self.plist(name), tasks)
            #expect(report.passed, "\(name): \(report.findings)")
            #expect(report.checked.count == tasks.count)
        }
    }

    @Test(.requiresSharedFixtures) func flagsTheUnexpandedIdentifierInTheCWAPlist() throws {
        let report = Self.check(try Self.plist("cwa-app-ios__src_xcode_ENA_ENA_Resources_Info.plist"),
                                [.init(identifier: "de.rki.coronawarnapp.exposure-notification", origin: .commandLine)])
        let warnings = report.findings.filter { $0.severity == .warning }.map(\.message)
        #expect(warnings.contains { $0.contains("$(PRODUCT_BUNDLE_IDENTIFIER).exposure-notification in BGTaskSchedulerPermittedIdentifiers[0]") && $0.contains("source plist, not the build artifact") })
        #expect(warnings.contains { $0.contains("only by assuming PRODUCT_BUNDLE_IDENTIFIER = de.rki.coronawarnapp") })
    }

    /// A gate that cannot vouch for the plist fails, with the same sentence, unless allowed.
    @Test(.requiresSharedFixtures) func aSourcePlistFailsUnlessAllowed() throws {
        let plist = try Self.plist("cwa-app-ios__src_xcode_ENA_ENA_Resources_Info.plist")
        let tasks: [RegisteredTask] = [.init(identifier: "de.rki.coronawarnapp.exposure-notification", kind: .processing, origin: .commandLine)]
        let strict = Self.check(plist, tasks, allowsSourcePlist: false)
        #expect(!strict.passed)
        #expect(strict.findings.filter { $0.severity == .failure }.map(\.message).contains { $0.contains("it is a source plist, not the build artifact") })
        #expect(Self.check(plist, tasks, allowsSourcePlist: true).passed)
    }

    @Test(.requiresSharedFixtures) func misspelledIdentifierGetsTheClosestPermittedOne() throws {
        let report = Self.check(try Self.plist("NetNewsWire__iOS_Resources_Info.plist"),
                                [.init(identifier: "com.ranchero.NetNewsWire.FeedRefesh", origin: .source(SourceLocation(file: "iOS/AppDelegate.swift", line: 120)))])
        #expect(!report.passed)
        let failure = try #require(report.findings.first { $0.severity == .failure })
        #expect(failure.message.hasPrefix("\"com.ranchero.NetNewsWire.FeedRefesh\" (registered at iOS/AppDelegate.swift:120) is not in BGTaskSchedulerPermittedIdentifiers"))
        #expect(failure.message.contains("did you mean \"com.ranchero.NetNewsWire.FeedRefresh\"? (1 character differs)"))
    }

    @Test(.requiresSharedFixtures) func caseOnlyDifferenceIsNamed() throws {
        let report = Self.check(try Self.plist("dp3t-sdk-ios__SampleApp_DP3TSampleApp_Info.plist"), [.init(identifier: "org.dpppt.Refresh", origin: .commandLine)])
        #expect(report.findings.contains { $0.severity == .failure && $0.message.contains("differs only in letter case") })
    }

    @Test(.requiresSharedFixtures) func processingTaskWithoutProcessingModeFails() throws {
        let plist = try Self.plist("home-assistant-iOS__Sources_App_Resources_Info.plist")
        let identifier = try #require(plist.permittedTaskIdentifiers?.first)
        let report = Self.check(plist, [.init(identifier: identifier, kind: .processing, kindReason: "BGProcessingTaskRequest at Sources/Tasks.swift:30", origin: .commandLine)])
        #expect(!report.passed)
        let failure = try #require(report.findings.first { $0.severity == .failure })
        #expect(failure.message.contains("is a processing task (BGProcessingTaskRequest at Sources/Tasks.swift:30), but UIBackgroundModes"))
        #expect(failure.message.contains("lacks \"processing\""))
    }

    @Test(.requiresSharedFixtures) func failedRegistrationRecordFailsTheGate() throws {
        let record = RegistrationRecord(identifier: "org.dpppt.refresh", taskKind: .appRefresh, phase: .registration, outcome: .failed,
                                        errorType: "BGTaskScheduler.Error.notPermitted", timestamp: "2026-11-20T09:14:03Z",
                                        evidence: EvidencePointer(path: "records.jsonl", line: 4))
        let report = ConfigurationGate.check(.init(plist: try Self.plist("dp3t-sdk-ios__SampleApp_DP3TSampleApp_Info.plist"),
                                                   tasks: [.init(identifier: "org.dpppt.refresh", kind: .appRefresh, origin: .record(record.evidence))],
                                                   records: [record]))
        #expect(report.findings.map(\.message).contains { $0.contains("records.jsonl:4 says registering \"org.dpppt.refresh\" failed (BGTaskScheduler.Error.notPermitted)") })
    }
}
