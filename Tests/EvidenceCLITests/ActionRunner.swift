import EvidenceTestSupport
import Foundation

/// The subset of YAML `action.yml` is written in: block maps and lists of maps, plain and quoted
/// scalars, folded (`>-`) scalars, comments. Anything else is an error, so the runner below cannot
/// silently read the action differently from GitHub.
indirect enum MiniYAML: Equatable {
    case scalar(String)
    case map([(String, MiniYAML)])
    case list([MiniYAML])

    static func == (lhs: MiniYAML, rhs: MiniYAML) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let a), .scalar(let b)): a == b
        case (.list(let a), .list(let b)): a == b
        case (.map(let a), .map(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        default: false
        }
    }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    subscript(key: String) -> MiniYAML? {
        guard case .map(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    var string: String? {
        guard case .scalar(let text) = self else { return nil }
        return text
    }

    var items: [MiniYAML] {
        guard case .list(let items) = self else { return [] }
        return items
    }

    var pairs: [(String, MiniYAML)] {
        guard case .map(let pairs) = self else { return [] }
        return pairs
    }

    static func parse(_ text: String) throws -> MiniYAML {
        var lines: [(indent: Int, text: String)] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            let content = line.drop { $0 == " " }
            if content.isEmpty || content.hasPrefix("#") { continue }
            if line.contains("\t") { throw ParseError(description: "a tab in: \(line)") }
            lines.append((line.count - content.count, String(content)))
        }
        var index = 0
        let value = try parseBlock(&lines, &index, indent: 0)
        guard index == lines.count else { throw ParseError(description: "unexpected indentation at: \(lines[index].text)") }
        return value
    }

    private static func parseBlock(_ lines: inout [(indent: Int, text: String)], _ index: inout Int, indent: Int) throws -> MiniYAML {
        if lines[index].text.hasPrefix("- ") {
            var items: [MiniYAML] = []
            while index < lines.count, lines[index].indent == indent, lines[index].text.hasPrefix("- ") {
                // "- key: value" opens a map two columns in.
                lines[index] = (indent + 2, String(lines[index].text.dropFirst(2)))
                items.append(try parseBlock(&lines, &index, indent: indent + 2))
            }
            return .list(items)
        }
        var pairs: [(String, MiniYAML)] = []
        while index < lines.count, lines[index].indent == indent, !lines[index].text.hasPrefix("- ") {
            let text = lines[index].text
            guard let colon = text.range(of: ":"), text[colon.upperBound...].isEmpty || text[colon.upperBound...].hasPrefix(" ") else {
                throw ParseError(description: "not a key: value line: \(text)")
            }
            let key = String(text[..<colon.lowerBound])
            let rest = text[colon.upperBound...].trimmingCharacters(in: .whitespaces)
            index += 1
            if rest.isEmpty {
                guard index < lines.count, lines[index].indent > indent else { pairs.append((key, .scalar(""))); continue }
                pairs.append((key, try parseBlock(&lines, &index, indent: lines[index].indent)))
            } else if rest == ">-" || rest == ">" {
                var folded: [String] = []
                while index < lines.count, lines[index].indent > indent {
                    folded.append(lines[index].text)
                    index += 1
                }
                pairs.append((key, .scalar(folded.joined(separator: " "))))
            } else {
                pairs.append((key, .scalar(try scalar(rest))))
            }
        }
        return .map(pairs)
    }

    private static func scalar(_ text: String) throws -> String {
        if text.hasPrefix("'") {
            guard text.hasSuffix("'"), text.count >= 2 else { throw ParseError(description: "unterminated quote: \(text)") }
            return String(text.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'")
        }
        if text.hasPrefix("\"") {
            guard text.hasSuffix("\""), text.count >= 2 else { throw ParseError(description: "unterminated quote: \(text)") }
            let inner = String(text.dropFirst().dropLast())
            guard !inner.contains("\\") else { throw ParseError(description: "escapes in a double-quoted scalar: \(text)") }
            return inner
        }
        if ["|", "&", "*", "!", "{", "["].contains(where: { text.hasPrefix($0) }) {
            throw ParseError(description: "YAML this runner does not read: \(text)")
        }
        if let comment = text.range(of: " #") { return String(text[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces) }
        return text
    }
}

/// Runs a composite action's steps as the runner would: `if:` conditions, `${{ }}` expressions over
/// `inputs`, `steps` and `github`, each `run:` with `bash --noprofile --norc -eo pipefail`, a fresh
/// GITHUB_OUTPUT per step read back into `steps.<id>.outputs`. `uses:` steps are recorded, not run.
struct ActionRunner {
    struct StepResult {
        var name: String
        var id: String?
        /// success, failure or skipped (the runner's `outcome`).
        var outcome: String
        var outputs: [String: String] = [:]
        var standardOutput = ""
        var standardError = ""
        /// For `uses:` steps: the action and its resolved `with:`.
        var uses: String?
        var with: [String: String] = [:]
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let action: MiniYAML
    /// Values of `github.*` (`token`, `action_path`, `job`).
    var github: [String: String]
    /// What `${{ toJSON(matrix) }}` gives: `null` outside a matrix, as on GitHub.
    var matrix = "null"
    var environment: [String: String]
    var workingDirectory: String
    /// Steps the runner leaves out by name (e.g. installing system packages on the test machine).
    var skippedByTest: Set<String> = []

    init(actionFile: String, github: [String: String], environment: [String: String], workingDirectory: String) throws {
        action = try MiniYAML.parse(String(contentsOfFile: actionFile, encoding: .utf8))
        self.github = github
        self.environment = environment
        self.workingDirectory = workingDirectory
    }

    var steps: [MiniYAML] { action["runs"]?["steps"]?.items ?? [] }

    func run(inputs given: [String: String]) throws -> [StepResult] {
        var inputs: [String: String] = [:]
        for (name, spec) in action["inputs"]?.pairs ?? [] {
            if let value = given[name] {
                inputs[name] = value
            } else {
                inputs[name] = try expand(spec["default"]?.string ?? "", inputs: [:], results: [])
            }
        }
        for name in given.keys where inputs[name] == nil { throw Failure(description: "action.yml has no input \(name)") }
        var results: [StepResult] = []
        for step in steps {
            let name = step["name"]?.string ?? "(unnamed)"
            var result = StepResult(name: name, id: step["id"]?.string, outcome: "skipped")
            if skippedByTest.contains(name) {
                results.append(result)
                continue
            }
            let condition = step["if"]?.string ?? "success()"
            guard try evaluate(condition, inputs: inputs, results: results) else {
                results.append(result)
                continue
            }
            if let uses = step["uses"]?.string {
                result.uses = uses
                for (key, value) in step["with"]?.pairs ?? [] {
                    result.with[key] = try expand(value.string ?? "", inputs: inputs, results: results)
                }
                result.outcome = "success"
                results.append(result)
                continue
            }
            guard let script = step["run"]?.string, step["shell"]?.string == "bash" else {
                throw Failure(description: "step '\(name)' is neither uses: nor a bash run:")
            }
            var stepEnvironment = environment
            for (key, value) in step["env"]?.pairs ?? [] {
                stepEnvironment[key] = try expand(value.string ?? "", inputs: inputs, results: results)
            }
            let outputFile = URL(fileURLWithPath: workingDirectory).appendingPathComponent(".github-output-\(results.count)").path
            _ = FileManager.default.createFile(atPath: outputFile, contents: nil)
            stepEnvironment["GITHUB_OUTPUT"] = outputFile
            stepEnvironment["GITHUB_ACTION_PATH"] = github["action_path"]
            let outcome = try EvidenceProcess.run(
                executable: "/bin/bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script],
                environment: stepEnvironment, in: workingDirectory)
            result.outcome = outcome.status == 0 ? "success" : "failure"
            result.standardOutput = outcome.standardOutput
            result.standardError = outcome.standardError
            for line in try String(contentsOfFile: outputFile, encoding: .utf8).split(separator: "\n") {
                guard let equals = line.firstIndex(of: "=") else { throw Failure(description: "step '\(name)' wrote an output line without '=': \(line)") }
                result.outputs[String(line[..<equals])] = String(line[line.index(after: equals)...])
            }
            results.append(result)
        }
        return results
    }

    /// `${{ … }}` replaced by its value (`inputs`, `github`, `steps` and `toJSON(matrix)`).
    func expand(_ text: String, inputs: [String: String], results: [StepResult]) throws -> String {
        var output = ""
        var rest = text[...]
        while let open = rest.range(of: "${{") {
            output += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else { throw Failure(description: "unclosed ${{ in \(text)") }
            output += try value(of: rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces), inputs: inputs, results: results)
            rest = rest[close.upperBound...]
        }
        return output + rest
    }

    func value(of operand: String, inputs: [String: String], results: [StepResult]) throws -> String {
        if operand == "toJSON(matrix)" { return matrix }
        let parts = operand.split(separator: ".").map(String.init)
        switch parts.first {
        case "inputs" where parts.count == 2:
            guard let value = inputs[parts[1]] else { throw Failure(description: "no input \(parts[1])") }
            return value
        case "github" where parts.count == 2:
            guard let value = github[parts[1]] else { throw Failure(description: "no github.\(parts[1]) in the test") }
            return value
        case "steps" where parts.count >= 3:
            guard let step = results.first(where: { $0.id == parts[1] }) ?? (steps.contains { $0["id"]?.string == parts[1] } ? StepResult(name: "", outcome: "") : nil) else {
                throw Failure(description: "no step with id \(parts[1])")
            }
            if parts.count == 3, parts[2] == "outcome" { return step.outcome }
            if parts.count == 4, parts[2] == "outputs" { return step.outputs[parts[3]] ?? "" }
        default: break
        }
        throw Failure(description: "an expression this runner does not evaluate: \(operand)")
    }

    /// `a && b && …` of `always()`, `success()`, `failure()`, `X == 'v'`, `X != 'v'`. Without a status
    /// function the condition means `success() && …`, as on GitHub.
    func evaluate(_ condition: String, inputs: [String: String], results: [StepResult]) throws -> Bool {
        var expression = condition.trimmingCharacters(in: .whitespaces)
        if expression.hasPrefix("${{"), expression.hasSuffix("}}") {
            expression = String(expression.dropFirst(3).dropLast(2)).trimmingCharacters(in: .whitespaces)
        }
        let failed = results.contains { $0.outcome == "failure" }
        var statusChecked = false
        var holds = true
        for term in expression.components(separatedBy: "&&").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            switch term {
            case "always()": statusChecked = true
            case "success()": statusChecked = true; holds = holds && !failed
            case "failure()": statusChecked = true; holds = holds && failed
            default:
                let equal = term.components(separatedBy: " == ")
                let notEqual = term.components(separatedBy: " != ")
                let (operands, wanted) = equal.count == 2 ? (equal, true) : (notEqual, false)
                guard operands.count == 2, operands[1].hasPrefix("'"), operands[1].hasSuffix("'") else {
                    throw Failure(description: "a condition this runner does not evaluate: \(term)")
                }
                let left = try value(of: operands[0].trimmingCharacters(in: .whitespaces), inputs: inputs, results: results)
                holds = holds && ((left == String(operands[1].dropFirst().dropLast())) == wanted)
            }
        }
        return statusChecked ? holds : holds && !failed
    }
}
