import EvidenceCore

/// Cucumber's `pretty` formatter, as end-to-end suites written in Gherkin print it (Ruby's cucumber
/// under Maze Runner or Appium, cucumber-js), the job's only account of its scenarios:
///
///     Feature: Thermal state
///
///       Scenario: Thermal state change is recorded as a breadcrumb    # features/thermal_state.feature:11
///         Given I clear all persistent data                           # steps/app_steps.rb:12
///         Then the event has a "state" breadcrumb named "Changed"     # steps/breadcrumb_steps.rb:18
///           No breadcrumb matched: {"type"=>"state", "name"=>"Changed"}
///           features/thermal_state.feature:14:in `the event has a …'
///
///     Failing Scenarios:
///     cucumber features/thermal_state.feature:11 # Scenario: Thermal state change is recorded as a breadcrumb
///
///     3 scenarios (1 failed, 2 passed)
///
/// A scenario is a test of its feature (`Feature title/Scenario title`); the closing list names the
/// failed ones (a retried scenario printed twice is one test, failed if the list names it), the lines
/// under a failing step its message (the last attempt's), the scenario's line its place. Read from
/// a `Feature:` line to the count of scenarios.
struct CucumberPrettyReader {
    typealias Event = RunnerOutputEvent

    private var reading = false
    private var feature = ""
    /// Scenarios in the order first seen, with the last attempt's failure lines and place.
    private var scenarios: [(id: TestIdentifier, place: SourceLocation?, message: [String], evidence: EvidencePointer?)] = []
    private var current: Int?
    private var failing: Set<String>?
    static let maximumMessageLines = 6
    static let maximumScenarios = 10_000
    static let featureWord = "Feature: "
    static let scenarioWords = ["Scenario: ", "Scenario Outline: ", "Example: "]

    var isReading: Bool { reading }

    /// Whether `line` opens a feature (`Feature: …` at the line's start).
    static func mayStart(_ line: LogLine) -> Bool {
        line.count > featureWord.utf8.count && line[0] == UInt8(ascii: "F") && line.hasPrefix(Array(featureWord.utf8))
    }

    mutating func read(_ text: String, at evidence: @autoclosure () -> EvidencePointer) -> (claimed: Bool, events: [Event]) {
        if text.hasPrefix(Self.featureWord) {
            (reading, feature, current) = (true, String(text.dropFirst(Self.featureWord.count)).trimmingCharacters(in: .whitespaces), nil)
            return (true, [])
        }
        guard reading else { return (false, []) }
        let body = text.drop { $0 == " " }
        let indent = text.count - body.count
        if Self.isCount(body) { return (true, finish()) }
        if body.hasPrefix("Failing Scenarios:") {
            failing = []
            return (true, [])
        }
        if failing != nil, body.hasPrefix("cucumber "), let title = body.range(of: "# ").map({ Self.title(body[$0.upperBound...]) }) {
            failing?.insert(title)
            return (true, [])
        }
        if indent >= 1, let word = Self.scenarioWords.first(where: { body.hasPrefix($0) }) {
            scenario(String(body.dropFirst(word.count)))
            return (true, [])
        }
        // The lines under a failing step, deeper than the steps: its message (the place lines left out).
        if indent >= 6, let index = current, !body.hasPrefix("./"), !Self.isPlaceLine(body) {
            if scenarios[index].message.count < Self.maximumMessageLines { scenarios[index].message.append(String(body)) }
            if scenarios[index].evidence == nil { scenarios[index].evidence = evidence() }
            return (true, [])
        }
        return (indent >= 2, [])
    }

    /// A scenario's line: its title before the comment naming its place (`# features/x.feature:11`).
    private mutating func scenario(_ rest: String) {
        let title = Self.title(Substring(rest))
        let place = rest.range(of: "# ", options: .backwards).flatMap { FileLineLocation.parse(rest[$0.upperBound...]) }
        let id = TestIdentifier(module: nil, suite: feature, name: title)
        if let index = scenarios.firstIndex(where: { $0.id == id }) {
            // A retry: the last attempt's words.
            scenarios[index].message = []
            scenarios[index].evidence = nil
            current = index
        } else if scenarios.count < Self.maximumScenarios {
            scenarios.append((id, place, [], nil))
            current = scenarios.count - 1
        } else {
            current = nil
        }
    }


    /// The title of `Scenario: title   # place` or of the list's `# Scenario: title`.
    static func title(_ text: Substring) -> String {
        var title = text
        for word in scenarioWords where title.hasPrefix(word) { title = title.dropFirst(word.count) }
        if let comment = title.range(of: " # ", options: .backwards) { title = title[..<comment.lowerBound] }
        return title.trimmingCharacters(in: .whitespaces)
    }

    /// `features/x.feature:14:in `…'`, a Ruby frame: where, not what.
    static func isPlaceLine(_ body: Substring) -> Bool {
        guard let colon = body.firstIndex(of: ":") else { return false }
        return body[..<colon].hasSuffix(".feature") || body[..<colon].hasSuffix(".rb") || body[..<colon].hasSuffix(".js") || body[..<colon].hasSuffix(".ts")
    }

    /// `3 scenarios (2 failed, 1 passed)`, `1 scenario (1 passed)`.
    static func isCount(_ body: Substring) -> Bool {
        let words = body.split(separator: " ", maxSplits: 2)
        return words.count == 3 && Int(words[0]) != nil && (words[1] == "scenarios" || words[1] == "scenario") && words[2].hasPrefix("(")
    }

    /// The report so far: each scenario's result (failed if the list names it, or, without the list,
    /// if a step said why), a failure's message and place.
    mutating func finish() -> [Event] {
        defer { (reading, scenarios, current, failing) = (false, [], nil, nil) }
        return scenarios.flatMap { scenario -> [Event] in
            let failed = failing.map { $0.contains(scenario.id.name) } ?? !scenario.message.isEmpty
            guard failed else { return [.result(scenario.id, .passed, duration: nil, evidence: nil)] }
            return [.result(scenario.id, .failed, duration: nil, evidence: scenario.evidence),
                    .failure(scenario.id, message: RunnerOutputEvent.message(of: scenario.message), location: scenario.place, evidence: scenario.evidence)]
        }
    }
}
