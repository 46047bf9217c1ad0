import CommandLayer
import EvidenceKit

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "rules",
        abstract: "List the classification rules triage uses, with their categories.",
        options: [Options.rules.spec]
    )

    enum Options {
        static let rules = Option<String?>.value("rules", "file", help: "Also list the team rules in this JSON file.")
    }

    var rulesFile: String?

    init(arguments: ParsedArguments) throws {
        rulesFile = arguments.value(for: Options.rules)
    }

    func run(output: inout TextOutput) throws -> ExitStatus {
        var rules: [any ClassificationRule] = ClassificationRules.builtIn
        if let rulesFile {
            rules += try runReportingFailures { try CustomRule.load(path: rulesFile) } as [any ClassificationRule]
        }
        var text = ""
        for rule in rules {
            text += "\(rule.identifier) (\(rule.category.rawValue))\n    \(rule.summary)\n"
        }
        output.standardOutput(text)
        return .success
    }
}
