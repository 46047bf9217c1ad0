import CommandLayer
import EvidenceKit

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "rules",
        abstract: "List the classification rules triage uses, with their categories.",
        options: [.value("rules", "file", help: "Also list the team rules in this JSON file.")]
    )

    var rulesFile: String?

    init(arguments: ParsedArguments) throws {
        rulesFile = arguments.value("rules")
    }

    func run(output: inout TextOutput) throws -> Int32 {
        var rules: [any ClassificationRule] = ClassificationRules.builtIn
        if let rulesFile {
            rules += try runReportingFailures { try CustomRule.load(path: rulesFile) } as [any ClassificationRule]
        }
        var text = ""
        for rule in rules {
            text += "\(rule.identifier) (\(rule.category.rawValue))\n    \(rule.summary)\n"
        }
        output.standardOutput(text)
        return 0
    }
}
