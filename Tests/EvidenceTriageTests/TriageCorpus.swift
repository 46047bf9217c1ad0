@testable import EvidenceArchive
@testable import EvidenceCore
@testable import EvidenceReaders
import EvidenceTestSupport
@testable import EvidenceTriage
import Foundation
import Testing

/// The labelled data triage is measured on (`Tests/EvidenceTriageTests/Corpus/`, `TestPaths.triageCorpus`): real phrasings of
/// background-task failures with their sources, and whole CI runs as a pipeline leaves them. Both
/// the corpus tests and `scripts/dev/calibration.sh` read it through here.
enum TriageCorpus {
    static let folder = TestPaths.triageCorpus

    /// One labelled outcome: what triage said and what an engineer who read the evidence says.
    struct Outcome: Sendable, CustomStringConvertible {
        var source: String
        var test: String
        var expected: TriageCategory
        var actual: TriageCategory
        var confidence: Double
        var rule: String?
        var right: Bool { expected == actual }
        var description: String {
            "\(source) \(test): expected \(expected.rawValue), got \(actual.rawValue) at \(confidence) (\(rule ?? "no rule"))"
        }
    }

    // MARK: - Real phrasings

    struct Phrasing: Decodable, Sendable, CustomTestStringConvertible {
        struct Context: Decodable, Sendable {
            var permitted: [String]?
            var modes: [String]?
            var records: [[String: JSONValue]]?
        }
        var id: String
        var project: String
        var source: String
        var `as`: String
        var text: String
        var failureMessage: String?
        var test: String
        var context: Context?
        var expected: TriageCategory
        var testDescription: String { id }

        /// The failure as the classifier sees it: the text as the test's own message, or as a line the
        /// app printed while the test failed with `failureMessage`.
        var failureContext: FailureContext {
            let records = (context?.records ?? []).enumerated().compactMap { index, object -> RegistrationRecord? in
                let line = (try? JSONSerialization.data(withJSONObject: object.mapValues(\.any))).map { String(decoding: $0, as: UTF8.self) } ?? ""
                let reader = RegistrationRecordReader(evidencePath: "diagnostics/records.jsonl")
                Array((line + "\n").utf8).withUnsafeBytes { reader.consume($0) }
                return reader.finish().records.first
            }
            let plist: AppInfoPlist? = context.flatMap { context in
                guard context.permitted != nil || context.modes != nil else { return nil }
                return .built(permitted: context.permitted ?? [], modes: context.modes ?? [])
            }
            let example: RuleExample = `as` == "log"
                ? .failure(test, messages: [failureMessage ?? "Test crashed with signal abrt."], log: [text], records: records, plist: plist)
                : .failure(test, messages: [text], records: records, plist: plist)
            return example.context
        }
    }

    struct PhrasingFile: Decodable {
        var schema: String
        var entries: [Phrasing]
    }

    static let phrasings: [Phrasing] = {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("real-phrasings.json").path) else { return [] }
        return (try? JSONDecoder().decode(PhrasingFile.self, from: data).entries) ?? []
    }()

    static func outcome(_ phrasing: Phrasing, classifier: Classifier = Classifier()) -> Outcome {
        let result = classifier.classify(phrasing.failureContext)
        return Outcome(source: "phrasing \(phrasing.id)", test: phrasing.test, expected: phrasing.expected, actual: result.category,
                       confidence: result.confidence, rule: result.verdict?.rule)
    }

    // MARK: - Scenario runs

    struct Scenario: Sendable, CustomTestStringConvertible {
        var name: String
        var folder: URL
        var testDescription: String { name }

        struct Expected: Decodable {
            var failures: [String: TriageCategory]
            var flaky: [String]
            var runLevel: String?
        }

        var expected: Expected {
            get throws {
                let data = try Data(contentsOf: folder.appendingPathComponent("expected.json"))
                return try JSONDecoder().decode(Expected.self, from: data)
            }
        }

        /// What a pipeline would do: collect the folder (all but the labels), then triage the archive.
        func triage() throws -> TriageResult {
            let directory = try TemporaryDirectory()
            let inputs = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0 != "expected.json" && $0 != "checkout" && $0 != "README.md" }.sorted().map { folder.appendingPathComponent($0).path }
            let archive = directory.path("run.tgz")
            // A run's `checkout/` is its repository, as the CI step's working directory would be.
            let checkout = folder.appendingPathComponent("checkout").path
            try Collector.collectForTests(inputs, into: archive, projectRoot: FileManager.default.fileExists(atPath: checkout) ? checkout : nil)
            return Triage.run(try ArchiveEvidenceReader.read(archivePath: archive))
        }

        /// `triage()` done once per process for the runs several tests read (each scenario's test, the
        /// calibration over all of them, the JSON writer's test): collecting and triaging is the cost.
        /// The held-out runs are read by one test and not kept.
        func triagedOnce() throws -> TriageResult {
            try TriageCorpus.triaged.value(for: folder.path) { try triage() }
        }
    }

    static let triaged = OnceEach<TriageResult>()

    static let scenarios: [Scenario] = runs(in: "Scenarios")

    /// Runs written around public failures the rules had never seen, kept as they were written
    /// (`HeldOut/README.md`): scored, not all right, and the set only grows.
    static let heldOut: [Scenario] = runs(in: "HeldOut")

    static func runs(in subfolder: String) -> [Scenario] {
        let root = folder.appendingPathComponent(subfolder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.sorted().compactMap { name in
            let folder = root.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("expected.json").path) else { return nil }
            return Scenario(name: name, folder: folder)
        }
    }

    /// `Suite/name`, as the expected files key a test (and `scripts/dev/score-runs.py`): no module (a JUnit
    /// class in a namespace, `CopperFerry.Tests.FareCalculatorTests`, keys by its last component), no
    /// argument labels of a Swift Testing function (`halvingRounds(eggs:)` → `halvingRounds`), which the
    /// writers drop like `()`, and no Kotlin/Native target Gradle appends (`nextReminder[iosSimulatorArm64]`).
    static func key(_ id: TestIdentifier) -> String {
        var name = Substring(id.name)
        if name.hasSuffix("]"), let open = name.lastIndex(of: "["),
            ["ios", "macos", "tvos", "watchos"].contains(where: name[name.index(after: open)...].hasPrefix) {
            name = name[..<open]
        }
        if name.hasSuffix(")"), let open = name.firstIndex(of: "("),
            name[name.index(after: open)..<name.index(before: name.endIndex)].split(separator: ":", omittingEmptySubsequences: false).dropLast()
                .allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !$0.isEmpty }) {
            name = name[..<open]
        }
        // A namespace's dots (`CopperFerry.Tests.FareCalculatorTests`), not a describe title's (`iOS Info.plist`).
        let suite = id.suite.contains(" ") ? id.suite : id.suite.split(separator: ".").last.map(String.init) ?? id.suite
        return "\(suite)/\(name)"
    }

    /// `key(_:)`, or the expected key of the same test named another way: package:test's full name
    /// (`TideMerge merge keeps …`, its groups and its name joined by blanks) under its file, as
    /// flutter's junit report and the expanded reporter give it, is the test a reader keys by group
    /// (`TideMerge/merge keeps …`).
    /// A writer's key that kept what `key(_:)` drops (a Swift Testing function's argument labels) is
    /// that key too; so is Patrol's XCTest method, which names the file's group first
    /// (`RunnerUITests/reminders_test reminders …` for `reminders/…`, or spelt for Objective-C,
    /// `reminders_test___reminders_…`); and a parameterised case named with
    /// its arguments' values, the method's. As `scripts/dev/score-runs.py` keys them.
    static func key(_ id: TestIdentifier, among expected: Set<String>) -> String {
        let plain = key(id)
        guard !expected.contains(plain) else { return plain }
        // A parameterised case named with its arguments' values (an xUnit theory's `ShowsDaysUntilExpiry(days: 1,
        // expected: "…")`) is a case of the method its writer keys.
        if let open = plain.firstIndex(of: "("), plain.hasSuffix(")"), plain[open...].contains(": "), expected.contains(String(plain[..<open])) {
            return String(plain[..<open])
        }
        if let same = expected.first(where: { expectedKey in
            let (suite, name) = (expectedKey.prefix { $0 != "/" }, expectedKey.drop { $0 != "/" }.dropFirst())
            return key(TestIdentifier(module: nil, suite: String(suite), name: String(name))) == plain
        }) { return same }
        // Patrol's method spelt for Objective-C (`onboarding_test___push_onboarding_registers_device_token`): its
        // file and the Dart test's name, letters and digits alike.
        if id.name.contains("___") {
            let letters = { (text: Substring) in text.lowercased().filter { $0.isLetter || $0.isNumber } }
            if let same = expected.first(where: { letters(Substring($0)) == letters(Substring(id.name)) }) { return same }
        }
        guard id.name.contains(" ") else { return plain }
        let afterFile = id.name.split(separator: " ", maxSplits: 1)
        return expected.first { expectedKey in
            guard let slash = expectedKey.firstIndex(of: "/") else { return false }
            let grouped = expectedKey[..<slash] + " " + expectedKey[expectedKey.index(after: slash)...]
            return id.name == grouped || (afterFile.count == 2 && afterFile[0].hasSuffix("_test") && afterFile[1] == grouped)
        } ?? plain
    }

    /// The scenario's outcomes, one per expected failure (a failure triage missed counts as wrong).
    static func outcomes(_ scenario: Scenario, _ result: TriageResult) throws -> [Outcome] {
        let expected = try scenario.expected
        let keys = Set(expected.failures.keys).union(expected.flaky)
        let byKey = Dictionary(result.failures.map { (key($0.test.id, among: keys), $0) }, uniquingKeysWith: { first, _ in first })
        return expected.failures.sorted { $0.key < $1.key }.map { test, category in
            let failure = byKey[test]
            return Outcome(source: "scenario \(scenario.name)", test: test, expected: category,
                           actual: failure?.classification.category ?? .unclassified, confidence: failure?.classification.confidence ?? 0,
                           rule: failure.map { $0.classification.verdict?.rule ?? "none" } ?? "missing")
        }
    }

    // MARK: - Calibration

    /// Count and accuracy per confidence band, as `scripts/dev/calibration.sh` prints them.
    static func calibrationTable(_ outcomes: [Outcome]) -> String {
        let bands: [(String, ClosedRange<Double>)] = [("0.90–1.00", 0.9...1.0), ("0.80–0.89", 0.8...0.899), ("0.60–0.79", 0.6...0.799), ("< 0.60", 0...0.599)]
        var lines = ["| confidence | labels | right | accuracy |", "|---|---:|---:|---:|"]
        for (name, range) in bands {
            let inBand = outcomes.filter { range.contains($0.confidence) }
            let right = inBand.filter(\.right).count
            lines.append("| \(name) | \(inBand.count) | \(right) | \(inBand.isEmpty ? "—" : percent(right, inBand.count)) |")
        }
        let right = outcomes.filter(\.right).count
        lines.append("| all | \(outcomes.count) | \(right) | \(percent(right, outcomes.count)) |")
        return lines.joined(separator: "\n")
    }

    static func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "—" : String(format: "%.1f %%", Double(part) * 100 / Double(whole))
    }
}

/// Any JSON value, for the free-form records of the phrasing corpus.
enum JSONValue: Decodable, Sendable {
    case string(String), number(Double), bool(Bool), null

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else { self = .string(try container.decode(String.self)) }
    }

    var any: Any {
        switch self {
        case .string(let value): value
        case .number(let value): value
        case .bool(let value): value
        case .null: NSNull()
        }
    }
}
