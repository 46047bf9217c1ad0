import Foundation

/// The tests tree shaped like `xcresulttool get test-results tests`: Test Plan → test bundle →
/// Test Suite… → Test Case → [Device] → [Test Plan Configuration] → [Arguments] → [Repetition] →
/// Failure Message. Runs of one test are folded the way Apple folds them: retries keep the last
/// outcome (a retry that passed is Passed, and flaky in `flakyIdentifiers`), repetitions fail if any
/// failed, arguments and suites fail if any child failed and are Skipped only when all children were.
public struct XCResultTestTree: Sendable {
    public final class Node: @unchecked Sendable {
        public var nodeType: String
        public var name: String
        public var nodeIdentifier: String?
        public var result: XCResultTestOutcome = .passed
        public var details: String?
        public var durationInSeconds: Double?
        public var children: [Node] = []
        /// Set on Test Case nodes: the runs folded into it, and whether it passed only on retry.
        public var runs: [XCResultTestCaseRun] = []
        public var isFlaky = false
        /// Xcode 26's tool prints Failure Message nodes without a result.
        public var omitsResult = false
        fileprivate var index: [String: Node] = [:]

        init(nodeType: String, name: String, nodeIdentifier: String? = nil) {
            self.nodeType = nodeType
            self.name = name
            self.nodeIdentifier = nodeIdentifier
        }

        fileprivate func child(key: String, nodeType: String, name: String, nodeIdentifier: String? = nil) -> Node {
            if let existing = index[key] { return existing }
            let node = Node(nodeType: nodeType, name: name, nodeIdentifier: nodeIdentifier)
            index[key] = node
            children.append(node)
            return node
        }

        /// This node and everything below it, depth first.
        public func forEach(_ body: (Node) -> Void) {
            body(self)
            for child in children { child.forEach(body) }
        }
    }

    public var testNodes: [Node]
    public var devices: [XCResultDevice]
    public var configurations: [XCResultConfiguration]

    /// How this xcresulttool generation names runs: Xcode 26 (format 3.56+) says "First Run",
    /// "Retry 1", leaves Failure Message results out and gives Arguments a duration.
    struct Style {
        var xcode26: Bool
    }

    public init(document: XCResultDocument) {
        let style = Style(xcode26: document.formatVersion >= "3.56")
        let root = Node(nodeType: "root", name: "")
        var caseNodes: [Node] = []
        for run in document.runs {
            let plan = root.child(key: run.testPlan, nodeType: "Test Plan", name: run.testPlan)
            let bundleType = run.isUITestBundle ? "UI test bundle" : "Unit test bundle"
            var parent = plan.child(key: run.bundleName, nodeType: bundleType, name: run.bundleName)
            for (depth, suite) in run.suitePath.enumerated() {
                let key = "suite:" + (depth < run.suiteIdentifiers.count ? run.suiteIdentifiers[depth] : suite)
                parent = parent.child(key: key, nodeType: "Test Suite", name: suite)
            }
            let testCase = parent.child(key: "case:" + run.identifier, nodeType: "Test Case", name: run.name, nodeIdentifier: run.identifier)
            if testCase.runs.isEmpty { caseNodes.append(testCase) }
            testCase.runs.append(run)
        }
        let multipleDevices = Set(document.runs.map { $0.deviceID ?? "" }).count > 1
        let multipleConfigurations = Set(document.runs.map { $0.configurationName ?? "" }).count > 1
        let deviceNames = Dictionary(document.devices.map { ($0.deviceId, $0.deviceName) }, uniquingKeysWith: { first, _ in first })
        for testCase in caseNodes {
            Self.buildCase(testCase, multipleDevices: multipleDevices, multipleConfigurations: multipleConfigurations, deviceNames: deviceNames, style: style)
        }
        for plan in root.children { Self.aggregate(plan) }
        testNodes = root.children
        devices = document.devices
        configurations = document.configurations
    }

    // MARK: Folding

    private static func buildCase(_ testCase: Node, multipleDevices: Bool, multipleConfigurations: Bool, deviceNames: [String: String], style: Style) {
        var levels: [(String, (XCResultTestCaseRun) -> String)] = []
        if multipleDevices { levels.append(("Device", { run in run.deviceID.flatMap { deviceNames[$0] } ?? run.deviceID ?? "Unknown device" })) }
        if multipleConfigurations { levels.append(("Test Plan Configuration", { $0.configurationName ?? "Default" })) }
        if testCase.runs.contains(where: { $0.arguments != nil }) { levels.append(("Arguments", { $0.arguments ?? "" })) }
        fill(testCase, runs: testCase.runs, levels: levels[...], style: style)
        let durations = testCase.runs.compactMap(\.duration)
        testCase.durationInSeconds = durations.isEmpty ? nil : durations.reduce(0, +) / Double(durations.count)
        testCase.isFlaky = testCase.result == .passed && testCase.runs.contains { $0.outcome == .failed }
    }

    private static func fill(_ node: Node, runs: [XCResultTestCaseRun], levels: ArraySlice<(String, (XCResultTestCaseRun) -> String)>, style: Style) {
        guard let (nodeType, key) = levels.first else {
            foldRuns(into: node, runs: runs, style: style)
            if style.xcode26, node.nodeType == "Arguments" {
                let durations = runs.compactMap(\.duration)
                node.durationInSeconds = durations.isEmpty ? nil : durations.reduce(0, +) / Double(durations.count)
            }
            return
        }
        var groups: [(String, [XCResultTestCaseRun])] = []
        var positions: [String: Int] = [:]
        for run in runs {
            let name = key(run)
            if let position = positions[name] {
                groups[position].1.append(run)
            } else {
                positions[name] = groups.count
                groups.append((name, [run]))
            }
        }
        for (name, members) in groups {
            // xcresulttool prints line breaks in an argument as spaces; runs still group by the raw text.
            let display = nodeType == "Arguments" ? name.replacingOccurrences(of: "\n", with: " ") : name
            let child = node.child(key: nodeType + ":" + name, nodeType: nodeType, name: display)
            fill(child, runs: members, levels: levels.dropFirst(), style: style)
        }
        node.result = combined(node.children.map(\.result))
    }

    /// The runs of one test (for one argument/destination/configuration): retries or repetitions.
    private static func foldRuns(into node: Node, runs: [XCResultTestCaseRun], style: Style) {
        let ordered = runs.enumerated().sorted { ($0.element.actionIndex, $0.element.repetition ?? $0.offset) < ($1.element.actionIndex, $1.element.repetition ?? $1.offset) }.map(\.element)
        let isRetry = ordered.contains { ($0.repetitionMode ?? "").contains("Retry") }
        let outcomes = ordered.map(\.outcome)
        if outcomes.allSatisfy({ $0 == .skipped }) {
            node.result = .skipped
        } else if outcomes.allSatisfy({ $0 == .expectedFailure }) {
            node.result = .expectedFailure
        } else if isRetry, let last = outcomes.last, last != .failed {
            node.result = .passed
        } else {
            node.result = outcomes.contains(.failed) ? .failed : .passed
        }
        if ordered.count > 1, isRetry, node.result == .failed, outcomes.allSatisfy({ $0 == .failed }) {
            node.details = "Failed after \(ordered.count) retries"
        }
        // One run shows no Repetition node, except that Xcode 16's tool shows "Retry 1" for a lone
        // run under a retry policy that did not pass.
        let showRepetitions = ordered.count > 1 || (!style.xcode26 && ordered.first?.repetitionMode != nil && ordered.first?.outcome != .passed)
        if showRepetitions {
            let label = isRetry ? "Retry" : "Repetition"
            for (offset, run) in ordered.enumerated() {
                let number = run.repetition ?? offset + 1
                let name: String
                if style.xcode26, isRetry {
                    name = number == 1 ? "First Run" : "Retry \(number &- 1)"
                } else {
                    name = "\(label) \(number)"
                }
                let repetition = Node(nodeType: "Repetition", name: name, nodeIdentifier: String(number))
                repetition.result = run.outcome
                repetition.durationInSeconds = run.duration
                repetition.children = messages(of: run, style: style)
                node.children.append(repetition)
            }
        } else if let run = ordered.first {
            node.children.append(contentsOf: messages(of: run, style: style))
        }
    }

    private static func messages(of run: XCResultTestCaseRun, style: Style) -> [Node] {
        run.issues.map { issue in
            let node = Node(nodeType: "Failure Message", name: issue.displayText)
            node.omitsResult = style.xcode26
            switch issue.kind {
            case .skip: node.result = .skipped
            case .expectedFailure: node.result = .expectedFailure
            default: node.result = .failed
            }
            return node
        }
    }

    private static func aggregate(_ node: Node) {
        guard node.nodeType != "Test Case" else { return }
        for child in node.children { aggregate(child) }
        node.result = combined(node.children.map(\.result))
    }

    /// Failed if any failed; Skipped (or Expected Failure) only when every child was; else Passed.
    static func combined(_ results: [XCResultTestOutcome]) -> XCResultTestOutcome {
        if results.contains(.failed) { return .failed }
        if !results.isEmpty, results.allSatisfy({ $0 == .skipped }) { return .skipped }
        if !results.isEmpty, results.allSatisfy({ $0 == .expectedFailure }) { return .expectedFailure }
        return .passed
    }

    // MARK: Output

    /// Every Test Case node, depth first.
    public var testCases: [Node] {
        var cases: [Node] = []
        for plan in testNodes { plan.forEach { if $0.nodeType == "Test Case" { cases.append($0) } } }
        return cases
    }

    /// Apple's duration style: `22s`, `1m 5s`, `0.011s` (two significant digits below a second).
    public static func formatDuration(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0 else { return "0s" }
        // Beyond any real run; keeps the integer conversions below in range.
        guard seconds < 1e15 else { return "\(Int64(1e15) / 60)m+" }
        if seconds >= 60 {
            let whole = Int(seconds.rounded())
            return "\(whole / 60)m \(whole % 60)s"
        }
        if seconds >= 1 { return "\(Int(seconds.rounded()))s" }
        if seconds == 0 { return "0s" }
        // Two significant digits without String(format:), which is slow on Linux.
        let digits = max(1, min(12, 1 - Int(floor(log10(seconds)))))
        var scaled = Int((seconds * pow(10, Double(digits))).rounded())
        var places = digits
        while places > 0, scaled % 10 == 0 {
            scaled /= 10
            places -= 1
        }
        guard places > 0 else { return "\(scaled)s" }
        var fraction = String(scaled)
        if fraction.count < places { fraction = String(repeating: "0", count: places - fraction.count) + fraction }
        let whole = fraction.count > places ? String(fraction.dropLast(places)) : "0"
        return "\(whole).\(fraction.suffix(places))s"
    }

    /// The JSON `xcresulttool get test-results tests` prints (keys sorted, as Apple's are);
    /// `bundlePath` is added when several bundles are printed together.
    func writeJSON(into writer: inout XCResultJSONWriter, bundlePath: String? = nil) {
        writer.beginObject()
        writer.field("bundlePath", bundlePath)
        writer.key("devices")
        writer.beginArray()
        for device in devices {
            writer.beginObject()
            writer.field("architecture", device.architecture)
            writer.field("deviceId", device.deviceId)
            writer.field("deviceName", device.deviceName)
            writer.field("modelName", device.modelName)
            writer.field("osVersion", device.osVersion)
            writer.field("platform", device.platform)
            writer.endObject()
        }
        writer.endArray()
        writer.key("testNodes")
        writer.beginArray()
        for node in testNodes { Self.write(node, into: &writer) }
        writer.endArray()
        writer.key("testPlanConfigurations")
        writer.beginArray()
        for configuration in configurations {
            writer.beginObject()
            writer.field("configurationId", configuration.configurationId)
            writer.field("configurationName", configuration.configurationName)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    private static func write(_ node: Node, into writer: inout XCResultJSONWriter) {
        writer.beginObject()
        if !node.children.isEmpty {
            writer.key("children")
            writer.beginArray()
            for child in node.children { write(child, into: &writer) }
            writer.endArray()
        }
        writer.field("details", node.details)
        if let seconds = node.durationInSeconds {
            writer.field("duration", formatDuration(seconds))
            writer.key("durationInSeconds")
            writer.number(seconds)
        }
        writer.field("name", node.name)
        writer.field("nodeIdentifier", node.nodeIdentifier)
        writer.field("nodeType", node.nodeType)
        if !node.omitsResult { writer.field("result", node.result.rawValue) }
        writer.endObject()
    }
}
