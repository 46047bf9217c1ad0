import EvidenceCore
import Foundation

/// Resolves the expression passed as a task identifier to its value where the source says it
/// without running anything: a literal; a constant or enum raw value defined by one (`static let id =
/// "…"`, `case refresh = "…"`, `NSString *const X = @"…"`), through aliases (`let id = Tasks.refresh`);
/// interpolation and `+` of those; and the bundle identifier (`Bundle.main.bundleIdentifier!`), kept
/// as `$(PRODUCT_BUNDLE_IDENTIFIER)` for the gate to expand from the built plist.
enum IdentifierExpression {
    static let bundleIdentifier = "$(PRODUCT_BUNDLE_IDENTIFIER)"
    static let maximumDepth = 6

    struct Failure: Error { var message: String }

    /// What one file defines: names → right-hand sides as written, and the types it declares or extends.
    struct Definitions: Sendable {
        var values: [String: [String]] = [:]
        var types: Set<String> = []
    }

    static func resolve(_ expression: String, in file: Int, _ definitions: [Definitions], depth: Int = 0) -> Result<String, Failure> {
        guard depth < maximumDepth else { return .failure(Failure(message: "its definition is too deeply nested to follow")) }
        let text = unwrapped(expression)
        let parts = topLevelParts(text, separator: "+")
        if parts.count > 1 { return concatenation(parts, in: file, definitions, depth: depth) }
        if text.hasPrefix("\"") || text.hasPrefix("@\"") { return literal(text, in: file, definitions, depth: depth) }
        if ["Bundle.main.bundleIdentifier", "NSBundle.mainBundle.bundleIdentifier", "[[NSBundle mainBundle] bundleIdentifier]", "Bundle.main.bundleIdentifier?"].contains(text) {
            return .success(bundleIdentifier)
        }
        guard let (name, qualifier) = reference(in: text) else {
            return .failure(Failure(message: "it is computed at run time (\(text))"))
        }
        return definition(of: name, qualifier: qualifier, in: file, definitions, depth: depth)
    }

    /// The expression without what does not change its value: surrounding blanks and parentheses,
    /// a force unwrap, a `?? fallback`.
    private static func unwrapped(_ expression: String) -> String {
        var text = expression.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasSuffix("!") { text.removeLast() }
        if let fallback = topLevelRange(of: "??", in: text) { text = String(text[..<fallback.lowerBound]).trimmingCharacters(in: .whitespaces) }
        while text.hasPrefix("("), text.hasSuffix(")"), closingParenthesis(in: text, from: text.startIndex) == text.index(before: text.endIndex) {
            text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        if text.hasSuffix("!") { text.removeLast() }
        return text
    }

    /// `a + b + …`: each part resolved, joined; the first part that fails fails the whole.
    private static func concatenation(_ parts: [String], in file: Int, _ definitions: [Definitions], depth: Int) -> Result<String, Failure> {
        var joined = ""
        for part in parts {
            switch resolve(part, in: file, definitions, depth: depth + 1) {
            case .success(let value): joined += value
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(joined)
    }

    /// The name an expression refers to (`name`, `.name`, `Type.name`, `Type.name.rawValue`) and
    /// the type it is qualified with; nil when the expression is more than a name.
    private static func reference(in text: String) -> (name: String, qualifier: String?)? {
        var name = text
        if name.hasSuffix(".rawValue") { name = String(name.dropLast(9)) }
        if name.hasPrefix(".") { name.removeFirst() }
        var qualifier: String?
        if let dot = name.lastIndex(of: ".") {
            let owner = name[..<dot]
            qualifier = String(owner[(owner.lastIndex(of: ".").map { owner.index(after: $0) } ?? owner.startIndex)...])
            name = String(name[name.index(after: dot)...])
        }
        guard !name.isEmpty, name.allSatisfy(\.isNamePart), text.allSatisfy({ $0.isNamePart || $0 == "." }) else {
            return nil
        }
        return (name, qualifier)
    }

    /// The value of the definitions of `name`, when they agree.
    private static func definition(of name: String, qualifier: String?, in file: Int, _ definitions: [Definitions], depth: Int) -> Result<String, Failure> {
        // The same file first; then the module, when every definition there agrees.
        // `Type.name` from another file: the files that declare or extend Type.
        let owners = qualifier.flatMap { owner in owner == "Self" || owner == "self" ? nil : definitions.filter { $0.types.contains(owner) } } ?? []
        let local = owners.isEmpty || definitions[file].types.contains(qualifier ?? "") ? definitions[file].values[name] ?? [] : []
        let candidates = !local.isEmpty ? local
            : owners.contains(where: { $0.values[name] != nil }) ? owners.flatMap { $0.values[name] ?? [] }
            : definitions.flatMap { $0.values[name] ?? [] }
        guard !candidates.isEmpty else { return .failure(Failure(message: "no definition of \(name) was found in the scanned sources")) }
        var values = Set<String>()
        var lastFailure: Failure?
        for candidate in candidates {
            switch resolve(candidate, in: file, definitions, depth: depth + 1) {
            case .success(let value): values.insert(value)
            case .failure(let failure): lastFailure = failure
            }
        }
        if values.count == 1, lastFailure == nil || local.isEmpty { return .success(values.first!) }
        if values.count > 1 {
            return .failure(Failure(message: "\(name) is defined with \(values.count) different values (\(values.sorted().joined(separator: ", ")))"))
        }
        return .failure(Failure(message: "\(name) is defined as \(candidates[0].trimmingCharacters(in: .whitespaces)): \(lastFailure?.message ?? "not a literal")"))
    }

    /// `"text"`, `@"text"`, `"\(Bundle.main.bundleIdentifier!).refresh"`.
    static func literal(_ text: String, in file: Int, _ definitions: [Definitions], depth: Int) -> Result<String, Failure> {
        var body = Substring(text)
        if body.hasPrefix("@") { body = body.dropFirst() }
        guard body.count >= 2, body.hasPrefix("\""), body.hasSuffix("\"") else {
            return .failure(Failure(message: "it is computed at run time (\(text))"))
        }
        body = body.dropFirst().dropLast()
        var value = ""
        var index = body.startIndex
        while index < body.endIndex {
            let character = body[index]
            if character == "\"" { return .failure(Failure(message: "it is computed at run time (\(text))")) }
            guard character == "\\" else {
                value.append(character)
                index = body.index(after: index)
                continue
            }
            let next = body.index(after: index)
            guard next < body.endIndex, body[next] == "(", let close = closingParenthesis(in: String(body), from: next, base: body) else {
                return .failure(Failure(message: "its string literal has escapes (\(text))"))
            }
            let inner = String(body[body.index(after: next)..<close])
            switch resolve(inner, in: file, definitions, depth: depth + 1) {
            case .success(let part): value += part
            case .failure(let failure): return .failure(failure)
            }
            index = body.index(after: close)
        }
        return .success(value)
    }

    static func closingParenthesis(in text: String, from open: String.Index) -> String.Index? {
        closingParenthesis(in: text, from: open, base: Substring(text))
    }

    /// The `)` matching the `(` at `open`, skipping string literals.
    static func closingParenthesis(in _: String, from open: Substring.Index, base: Substring) -> Substring.Index? {
        var depth = 0
        var inString = false
        var index = open
        while index < base.endIndex {
            let character = base[index]
            if inString {
                if character == "\\" { index = base.index(after: index) } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            if index < base.endIndex { index = base.index(after: index) }
        }
        return nil
    }

    /// Splits at `separator` outside strings and brackets.
    static func topLevelParts(_ text: String, separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                depth -= 1
            } else if character == separator, depth == 0 {
                parts.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        parts.append(current)
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    static func topLevelRange(of needle: String, in text: String) -> Range<String.Index>? {
        guard let range = text.range(of: needle) else { return nil }
        let before = text[..<range.lowerBound]
        let quotes = before.filter { $0 == "\"" }.count
        let depth = before.filter { $0 == "(" }.count - before.filter { $0 == ")" }.count
        return quotes % 2 == 0 && depth == 0 ? range : nil
    }

    // MARK: - Definitions

    static func definitions(in text: String) -> Definitions {
        SourceDefinitionScanner.definitions(in: text)
    }
}
