import CommandLayer
import EvidenceKit

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "rules",
        abstract: "List the classification rules triage uses, with their categories, and the signals of the evidence they read.",
        options: [Options.rules.spec]
    )

    enum Options {
        static let rules = Option<String?>.value("rules", "file", help: "Also list the team rules in this JSON file.")
    }

    var rulesFile: String?

    init(arguments: ParsedArguments) throws {
        rulesFile = arguments.value(for: Options.rules)
    }

    func run(context: CommandContext, output: inout TextOutput) throws -> ExitStatus {
        var rules: [any ClassificationRule] = ClassificationRules.builtIn
        if let rulesFile {
            rules += try runReportingFailures { try CustomRule.load(path: rulesFile) } as [any ClassificationRule]
        }
        var text = ""
        for rule in rules {
            text += "\(rule.identifier) (\(rule.category.rawValue))\n    \(rule.summary)\n"
        }
        text += "\nHow readings decide (DecisionTable, in pipeline order: the first row holding a reading at its minimum decides; after `configuration`, a reading of another category about as strong leaves the failure unclassified):\n"
        for row in DecisionRow.allCases {
            text += "\(row.rawValue + 1). \(row.name) (a reading of at least \(row.minimum) %)\n    \(row.summary)\n"
        }
        text += "\nConfidence (EvidenceWeight): base by who says it (a record or the built plist \(EvidenceWeight.base(.record)), the system \(EvidenceWeight.base(.system)), the app \(EvidenceWeight.base(.app)), the test \(EvidenceWeight.base(.test))), 10 less when the reading reaches the test only by inference, 5 more when a second speaker says the same; in percent.\n"
        text += "\nSignals the rules read (SignalCatalog: what the evidence can say, the stage it speaks of, who says it):\n"
        for signal in SignalCatalog.all {
            let stage = signal.stage.map { "\($0.rawValue), \(signal.outcome.rawValue)" } ?? "how the test failed"
            text += "\(signal.id.rawValue) (\(stage); said by \(signal.speaker.name))\n    \(signal.summary)\n"
        }
        output.standardOutput(text)
        return .success
    }
}
