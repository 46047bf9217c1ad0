import EvidenceCore
import Foundation

/// A team's own rule, from a JSON file: an id, a category, and patterns over failure messages and
/// the test's log lines (plain substrings; `regex:` for a regular expression).
///
///     {"rules": [{"id": "stale_fixture", "category": "business-logic-error",
///                 "description": "Fixture data out of date", "patterns": ["fixture version mismatch"],
///                 "confidence": 0.8, "nextStep": "Run scripts/update-fixtures.sh",
///                 "examples": {"triggering": ["fixture version mismatch: 3 != 4"], "nonTriggering": ["ok"]}}]}
public struct CustomRule: ClassificationRule {
    public let identifier: String
    public let category: TriageCategory
    public let summary: String
    let patterns: [Pattern]
    let confidence: Double
    let nextStep: String
    let triggeringMessages: [String]
    let nonTriggeringMessages: [String]

    enum Pattern: @unchecked Sendable {
        case substring(String)
        case regex(NSRegularExpression, source: String)

        func matches(_ text: String) -> Bool {
            switch self {
            case .substring(let needle): return text.includes(needle)
            case .regex(let expression, _):
                return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            }
        }

        var text: String {
            switch self {
            case .substring(let needle): needle
            case .regex(_, let source): "regex:\(source)"
            }
        }
    }

    public var triggeringExamples: [RuleExample] {
        triggeringMessages.map { .failure("Custom.Example/test", messages: [$0]) }
    }

    public var nonTriggeringExamples: [RuleExample] {
        nonTriggeringMessages.map { .failure("Custom.Example/test", messages: [$0]) }
    }

    public func evaluate(_ context: FailureContext) -> RuleVerdict? {
        for (text, evidence) in context.texts {
            guard let pattern = patterns.first(where: { $0.matches(text) }) else { continue }
            return RuleVerdict(
                rule: identifier, category: category, confidence: confidence, stage: nil,
                reason: "Team rule: \(summary) (matched “\(pattern.text)”).",
                evidence: evidence.map { [$0] } ?? [], nextStep: nextStep)
        }
        return nil
    }

    // MARK: - Loading

    struct File: Decodable {
        var rules: [Definition]
    }

    struct Definition: Decodable {
        struct Examples: Decodable {
            var triggering: [String]?
            var nonTriggering: [String]?
        }

        var id: String?
        var category: String?
        var description: String?
        var patterns: [String]?
        var confidence: Double?
        var nextStep: String?
        var examples: Examples?
    }

    /// Loads and checks a rules file: every rule needs an id not used by another rule, one of the
    /// three categories, at least one valid pattern, and examples (when given) that behave.
    public static func load(path: String, existing: [any ClassificationRule] = ClassificationRules.builtIn) throws -> [CustomRule] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw EvidenceError(.inputUnavailable, "Cannot read the rules file \(path).")
        }
        let definitions: [Definition]
        do {
            if let file = try? JSONDecoder().decode(File.self, from: data) {
                definitions = file.rules
            } else {
                definitions = try JSONDecoder().decode([Definition].self, from: data)
            }
        } catch {
            throw EvidenceError(.malformedInput, "\(path) is not a rules file: expected {\"rules\": [...]} of objects with id, category and patterns.")
        }
        var taken = Set(existing.map(\.identifier))
        var rules: [CustomRule] = []
        for (index, definition) in definitions.enumerated() {
            let label = "\(path): rule \(index + 1)"
            guard let id = definition.id, !id.isEmpty else { throw EvidenceError(.malformedInput, "\(label) has no id.") }
            guard taken.insert(id).inserted else { throw EvidenceError(.malformedInput, "\(label) reuses the id '\(id)'.") }
            guard let categoryName = definition.category, let category = TriageCategory(rawValue: categoryName), category != .unclassified else {
                throw EvidenceError(.malformedInput, "\(label) ('\(id)') needs a category: configuration-regression, business-logic-error or scheduling-expectation-mismatch.")
            }
            guard let sources = definition.patterns, !sources.isEmpty else {
                throw EvidenceError(.malformedInput, "\(label) ('\(id)') has no patterns.")
            }
            let patterns = try sources.map { source -> Pattern in
                guard source.hasPrefix("regex:") else { return .substring(source) }
                let expression = String(source.dropFirst("regex:".count))
                do {
                    return .regex(try NSRegularExpression(pattern: expression), source: expression)
                } catch {
                    throw EvidenceError(.malformedInput, "\(label) ('\(id)') has an invalid regular expression: \(expression)")
                }
            }
            let confidence = definition.confidence ?? 0.8
            guard (0...1).contains(confidence) else { throw EvidenceError(.malformedInput, "\(label) ('\(id)') has a confidence outside 0…1.") }
            let rule = CustomRule(
                identifier: id, category: category, summary: definition.description ?? id, patterns: patterns, confidence: confidence,
                nextStep: definition.nextStep ?? "See the team rule '\(id)'.",
                triggeringMessages: definition.examples?.triggering ?? [], nonTriggeringMessages: definition.examples?.nonTriggering ?? [])
            for example in rule.triggeringExamples where rule.evaluate(example.context) == nil {
                throw EvidenceError(.malformedInput, "\(label) ('\(id)') does not match its own triggering example “\(example.context.test.issues[0].message)”.")
            }
            for example in rule.nonTriggeringExamples where rule.evaluate(example.context) != nil {
                throw EvidenceError(.malformedInput, "\(label) ('\(id)') matches its own non-triggering example “\(example.context.test.issues[0].message)”.")
            }
            rules.append(rule)
        }
        return rules
    }

    /// `--rules FILE`, else `.evidence-rules.json` beside the archive, else in the working directory.
    public static func locate(explicit: String?, archivePath: String, workingDirectory: String) -> String? {
        if let explicit { return explicit }
        let beside = URL(fileURLWithPath: archivePath).deletingLastPathComponent().appendingPathComponent(".evidence-rules.json").path
        let here = URL(fileURLWithPath: workingDirectory).appendingPathComponent(".evidence-rules.json").path
        return [beside, here].first { FileManager.default.fileExists(atPath: $0) }
    }
}
