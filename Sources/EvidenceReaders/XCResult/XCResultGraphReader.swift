import EvidenceCore
import Foundation

/// Walks the object graph from the root `ActionsInvocationRecord`: actions → actionResult →
/// testsRef → ActionTestPlanRunSummaries → testables → groups → ActionTestMetadata → summaryRef
/// (ActionTestSummary); issues (build errors and warnings); logRef; diagnosticsRef (a directory tree).
/// Types and fields it does not know are skipped and noted, never fatal.
struct XCResultGraphReader {
    /// Test runs one bundle may yield; far past real runs (retries and repetitions included).
    static let maximumRuns = 200_000

    /// Directory trees deeper than this, or with more entries, are cut off with a note.
    static let maximumDirectoryDepth = 32
    static let maximumDirectoryEntries = 100_000

    let store: XCResultObjectStore
    var document: XCResultDocument
    private var directoryEntries = 0
    private var seenIssues: Set<String> = []

    init(store: XCResultObjectStore, document: XCResultDocument) {
        self.store = store
        self.document = document
    }

    mutating func read(rootID: String) throws -> XCResultDocument {
        let root = try store.object(rootID, role: "root ActionsInvocationRecord")
        guard root.typeName == "ActionsInvocationRecord" else {
            throw store.malformed(rootID, "root", "it is a \(root.typeName), not an ActionsInvocationRecord")
        }
        for (index, action) in root.array("actions").enumerated() {
            try readAction(action, index: index)
        }
        // The invocation repeats every action's issues; its list catches any an action did not carry.
        readIssues(root["issues"])
        return document
    }

    private mutating func readAction(_ action: XCResultObject, index: Int) throws {
        guard action.typeName == "ActionRecord" else {
            document.notes.append("skipped action \(index): unknown type \(action.typeName)")
            return
        }
        let deviceID = readDestination(action["runDestination"])
        let testPlan = action.string("testPlanName") ?? action.string("schemeCommandName") ?? "Test Plan"
        document.actions.append(XCResultAction(
            name: action.string("title") ?? action.string("schemeCommandName") ?? "action \(index)",
            testPlanName: action.string("testPlanName"),
            buildStatus: action["buildResult"]?.string("status"),
            actionStatus: action["actionResult"]?.string("status"),
            deviceID: deviceID))
        for (role, result) in [("build", action["buildResult"]), ("action", action["actionResult"])] {
            guard let result else { continue }
            readIssues(result["issues"])
            if let logID = result.referenceID("logRef") {
                document.logFiles.append(XCResultLogFile(name: "\(role) log (action \(index + 1))", objectID: logID, size: store.storedSize(of: logID)))
            }
            if let diagnosticsID = result.referenceID("diagnosticsRef") {
                // Diagnostics are secondary to the test results: a missing or broken tree is noted,
                // and the tests are still read.
                do {
                    try readDirectory(diagnosticsID, path: "diagnostics", depth: 0, ancestors: [])
                } catch let error as EvidenceError {
                    document.notes.append("diagnostics not read: \(error.message)")
                }
            }
            if let testsID = result.referenceID("testsRef") {
                // Actions may share a tests object (merged bundles); a hostile bundle sharing one among
                // thousands of actions would multiply its runs without end.
                guard document.runs.count < Self.maximumRuns else {
                    document.notes.append("stopped reading tests after \(Self.maximumRuns) test runs (action \(index + 1) and later not read)")
                    break
                }
                try readTests(testsID, testPlan: testPlan, deviceID: deviceID, actionIndex: index)
            }
        }
    }

    private mutating func readDestination(_ destination: XCResultObject?) -> String? {
        guard let destination, let device = destination["targetDeviceRecord"] ?? destination["localComputerRecord"] else { return nil }
        let identifier = device.string("identifier") ?? destination.string("displayName") ?? "unknown"
        if !document.devices.contains(where: { $0.deviceId == identifier }) {
            document.devices.append(XCResultDevice(
                deviceId: identifier,
                deviceName: device.string("name") ?? destination.string("displayName") ?? identifier,
                modelName: device.string("modelName"),
                platform: device["platformRecord"]?.string("userDescription"),
                osVersion: device.string("operatingSystemVersion"),
                architecture: destination.string("targetArchitecture") ?? device.string("nativeArchitecture")))
        }
        return identifier
    }

    private mutating func readIssues(_ issues: XCResultObject?) {
        guard let issues else { return }
        for (field, kind) in [("errorSummaries", XCResultIssue.Kind.error), ("warningSummaries", .warning), ("analyzerWarningSummaries", .warning)] {
            for summary in issues.array(field) {
                let (file, line) = Self.location(fromDocumentURL: summary["documentLocationInCreatingWorkspace"]?.string("url"))
                let issue = XCResultIssue(kind: kind, message: summary.string("message") ?? "", file: file, line: line, issueType: summary.string("issueType"))
                let key = "\(kind)|\(issue.message)|\(file ?? "")|\(line ?? 0)"
                guard seenIssues.insert(key).inserted else { continue }
                if kind == .error { document.buildErrors.append(issue) } else { document.buildWarnings.append(issue) }
            }
        }
    }

    /// `file:///…/X.swift#…&StartingLineNumber=16…` → (path, 17): the URL's line numbers are 0-based.
    static func location(fromDocumentURL url: String?) -> (String?, Int?) {
        guard let url else { return (nil, nil) }
        let parts = url.split(separator: "#", maxSplits: 1)
        var path = String(parts[0])
        if path.hasPrefix("file://") { path.removeFirst("file://".count) }
        path = path.removingPercentEncoding ?? path
        var line: Int?
        if parts.count > 1 {
            for pair in parts[1].split(separator: "&") where pair.hasPrefix("StartingLineNumber=") {
                line = Int(pair.dropFirst("StartingLineNumber=".count)).flatMap { $0 >= 0 && $0 < Int.max ? $0 + 1 : nil }
            }
        }
        return (path, line)
    }

    // MARK: Tests

    private mutating func readTests(_ testsID: String, testPlan: String, deviceID: String?, actionIndex: Int) throws {
        let plans = try store.object(testsID, role: "ActionTestPlanRunSummaries")
        guard plans.typeName == "ActionTestPlanRunSummaries" else {
            document.notes.append("skipped tests object of unknown type \(plans.typeName)")
            return
        }
        for plan in plans.array("summaries") {
            let configuration = plan.string("name")
            if let configuration, !document.configurations.contains(where: { $0.configurationName == configuration }) {
                document.configurations.append(XCResultConfiguration(configurationId: String(document.configurations.count + 1), configurationName: configuration))
            }
            for testable in plan.array("testableSummaries") {
                let context = RunContext(
                    testPlan: testPlan, configuration: configuration, deviceID: deviceID,
                    bundleName: testable.string("name") ?? testable.string("targetName") ?? "Tests",
                    isUITestBundle: (testable.string("testKind") ?? "").contains("UI"),
                    actionIndex: actionIndex)
                for test in testable.array("tests") {
                    try readTestNode(test, context: context, suites: [], suiteIDs: [], depth: 0)
                }
                for failure in testable.array("failureSummaries") {
                    document.unattributedIssues.append(Self.issue(fromFailure: failure, kind: .failure))
                }
            }
        }
    }

    struct RunContext {
        var testPlan: String
        var configuration: String?
        var deviceID: String?
        var bundleName: String
        var isUITestBundle: Bool
        var actionIndex: Int
    }

    private mutating func readTestNode(_ node: XCResultObject, context: RunContext, suites: [String], suiteIDs: [String], depth: Int) throws {
        guard depth < 64 else {
            document.notes.append("test groups nested deeper than 64 levels were cut off")
            return
        }
        switch node.typeName {
        case "ActionTestSummaryGroup":
            let name = node.string("name") ?? ""
            let identifier = node.string("identifier") ?? name
            // Wrapper groups ("All tests", "X.xctest") are not suites in Apple's tree.
            let isWrapper = XCTestName.isWrapperSuite(name) || identifier.hasSuffix(".xctest")
            let nextSuites = isWrapper ? suites : suites + [name]
            let nextIDs = isWrapper ? suiteIDs : suiteIDs + [identifier]
            for child in node.array("subtests") {
                try readTestNode(child, context: context, suites: nextSuites, suiteIDs: nextIDs, depth: depth + 1)
            }
        case "ActionTestMetadata", "ActionTestSummary":
            try readTestCase(node, context: context, suites: suites, suiteIDs: suiteIDs)
        default:
            document.notes.append("skipped test node of unknown type \(node.typeName)")
        }
    }

    private mutating func readTestCase(_ metadata: XCResultObject, context: RunContext, suites: [String], suiteIDs: [String]) throws {
        let name = metadata.string("name") ?? metadata.string("identifier") ?? "unnamed test"
        var summary = metadata
        var record: String?
        if let summaryID = metadata.referenceID("summaryRef") {
            summary = try store.object(summaryID, role: "ActionTestSummary of \(name)")
            record = summaryID
        }
        let status = summary.string("testStatus") ?? metadata.string("testStatus") ?? ""
        guard let outcome = XCResultTestOutcome(storeValue: status) else {
            document.notes.append("test \(name) has unknown status '\(status)'; reported as failed")
            return appendRun(metadata: metadata, summary: summary, name: name, outcome: .failed, context: context, suites: suites, suiteIDs: suiteIDs, record: record)
        }
        appendRun(metadata: metadata, summary: summary, name: name, outcome: outcome, context: context, suites: suites, suiteIDs: suiteIDs, record: record)
    }

    private mutating func appendRun(metadata: XCResultObject, summary: XCResultObject, name: String, outcome: XCResultTestOutcome, context: RunContext, suites: [String], suiteIDs: [String], record: String?) {
        var issues: [XCResultIssue] = summary.array("failureSummaries").map { Self.issue(fromFailure: $0, kind: .failure, record: record) }
        for expected in summary.array("expectedFailures") {
            var issue = expected["failureSummary"].map { Self.issue(fromFailure: $0, kind: .expectedFailure, record: record) }
                ?? XCResultIssue(kind: .expectedFailure, message: "", record: record)
            if let reason = expected.string("failureReason"), !reason.isEmpty { issue.message = reason + (issue.message.isEmpty ? "" : ": " + issue.message) }
            issues.append(issue)
        }
        if let notice = summary["skipNoticeSummary"] {
            issues.append(XCResultIssue(kind: .skip, message: notice.string("message") ?? "skipped", file: notice.string("fileName"), line: notice.int("lineNumber"), record: record))
        }
        var attachments: [XCResultAttachment] = []
        collectAttachments(summary.array("activitySummaries"), into: &attachments, depth: 0)
        for failure in summary.array("failureSummaries") { collectAttachments(of: failure, into: &attachments) }
        let arguments = summary.array("arguments")
        let policy = summary["repetitionPolicySummary"]
        document.runs.append(XCResultTestCaseRun(
            testPlan: context.testPlan,
            configurationName: context.configuration,
            deviceID: context.deviceID,
            bundleName: context.bundleName,
            isUITestBundle: context.isUITestBundle,
            suitePath: suites,
            suiteIdentifiers: suiteIDs,
            name: name,
            identifier: metadata.string("identifier") ?? summary.string("identifier") ?? name,
            outcome: outcome,
            duration: summary.double("duration") ?? metadata.double("duration"),
            arguments: arguments.isEmpty ? nil : arguments.map { $0["value"]?.string("description") ?? $0.string("description") ?? "?" }.joined(separator: ", "),
            repetition: policy?.int("iteration"),
            repetitionMode: policy?.string("repetitionMode"),
            actionIndex: context.actionIndex,
            issues: issues,
            attachments: attachments,
            record: record))
    }

    static func issue(fromFailure failure: XCResultObject, kind: XCResultIssue.Kind, record: String? = nil) -> XCResultIssue {
        var file = failure.string("fileName")
        var line = failure.int("lineNumber")
        if file == nil, let url = failure["sourceCodeContext"]?["location"]?.string("filePath") {
            file = url
            line = failure["sourceCodeContext"]?["location"]?.int("lineNumber")
        }
        return XCResultIssue(kind: kind, message: failure.string("message") ?? "", file: file, line: line, issueType: failure.string("issueType"), record: record)
    }

    private mutating func collectAttachments(_ activities: [XCResultObject], into attachments: inout [XCResultAttachment], depth: Int) {
        guard depth < 64 else { return }
        for activity in activities {
            collectAttachments(of: activity, into: &attachments)
            collectAttachments(activity.array("subactivities"), into: &attachments, depth: depth + 1)
        }
    }

    private func collectAttachments(of owner: XCResultObject, into attachments: inout [XCResultAttachment]) {
        for attachment in owner.array("attachments") {
            let payloadID = attachment.referenceID("payloadRef")
            attachments.append(XCResultAttachment(
                name: attachment.string("name") ?? attachment.string("filename") ?? "attachment",
                uniformTypeIdentifier: attachment.string("uniformTypeIdentifier"),
                size: attachment.int("payloadSize").map(Int64.init) ?? payloadID.flatMap { store.storedSize(of: $0) },
                objectID: payloadID))
        }
    }

    // MARK: Diagnostics

    /// A directory object: JSON `[{"name", "type": 1 file | 2 directory}]`, children in its refs.
    private mutating func readDirectory(_ id: String, path: String, depth: Int, ancestors: Set<String>) throws {
        guard !ancestors.contains(id) else {
            throw store.malformed(id, "directory \(path)", "it refers back to itself (a reference cycle)")
        }
        guard depth < Self.maximumDirectoryDepth else {
            document.notes.append("diagnostics below \(path) were cut off: deeper than \(Self.maximumDirectoryDepth) levels")
            return
        }
        let listing = try store.payload(id, role: "directory \(path)", limit: 16 * 1024 * 1024)
        guard let entries = try? JSONSerialization.jsonObject(with: Data(listing)) as? [[String: Any]] else {
            document.notes.append("\(path) is not a directory listing; kept as one file")
            document.logFiles.append(XCResultLogFile(name: path, objectID: id, size: store.storedSize(of: id)))
            return
        }
        let references = try store.references(id, role: "directory \(path)")
        guard references.entries.count == entries.count else {
            throw store.malformed(id, "directory \(path)", "its listing names \(entries.count) entries but its refs hold \(references.entries.count)")
        }
        for (entry, reference) in zip(entries, references.entries) {
            directoryEntries += 1
            guard directoryEntries <= Self.maximumDirectoryEntries else {
                document.notes.append("diagnostics were cut off after \(Self.maximumDirectoryEntries) entries")
                return
            }
            let name = (entry["name"] as? String) ?? "unnamed"
            let childPath = path + "/" + name
            let childID = reference.objectID
            switch entry["type"] as? Int {
            case 2:
                try readDirectory(childID, path: childPath, depth: depth + 1, ancestors: ancestors.union([id]))
            case 1:
                document.logFiles.append(XCResultLogFile(name: childPath, objectID: childID, size: store.storedSize(of: childID)))
            default:
                document.notes.append("skipped \(childPath): unknown directory entry type")
            }
        }
    }
}
