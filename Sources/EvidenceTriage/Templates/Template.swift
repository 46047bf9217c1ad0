import EvidenceCore

/// A value a template can show: text, a flag, a list of contexts, or a nested context.
package indirect enum TemplateValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    case text(String)
    case flag(Bool)
    case list([TemplateContext])
    case context(TemplateContext)

    package init(stringLiteral value: String) { self = .text(value) }
    package init(booleanLiteral value: Bool) { self = .flag(value) }

    /// Sections render when a value is "truthy": non-empty text, true, a non-empty list, a context.
    var isTruthy: Bool {
        switch self {
        case .text(let text): !text.isEmpty
        case .flag(let flag): flag
        case .list(let items): !items.isEmpty
        case .context: true
        }
    }
}

package typealias TemplateContext = [String: TemplateValue]

/// A logic-less template (a small Mustache subset): `{{name}}` and `{{a.b}}` insert text, through
/// the renderer's `escape` (none for Markdown; HTML's for the HTML report), `{{&name}}` inserts it
/// as it is; `{{#name}}…{{/name}}` repeats for each item of a list, or
/// shows once when the value is truthy (a nested context becomes the scope); `{{^name}}…{{/name}}`
/// shows when it is not; `{{> name}}` renders another template in the same scope; `{{! comment }}`
/// is dropped. A lookup missing in an item falls back to the
/// enclosing scopes. A standalone section tag line leaves no blank line behind.
package struct Template: Sendable {
    indirect enum Node: Sendable {
        case text(String)
        case variable(String)
        case rawVariable(String)
        case section(String, inverted: Bool, [Node])
        case partial(String)
    }

    package struct ParseError: Error, CustomStringConvertible {
        package var description: String
    }

    let nodes: [Node]
    package let name: String

    package init(_ source: String, name: String = "template") throws {
        self.name = name
        var tokens = Self.tokenize(Self.stripStandaloneTags(source))[...]
        nodes = try Self.parse(&tokens, closing: nil, templateName: name)
    }

    /// `escape` turns each `{{name}}`'s text into the output's own form (identity: Markdown).
    package func render(_ context: TemplateContext, partials: [String: Template] = [:], escape: Escape = { $0 }) -> String {
        var output = ""
        Self.render(nodes, scopes: [context], partials: partials, escape: escape, into: &output)
        return output
    }

    package typealias Escape = (String) -> String

    // MARK: - Parsing

    enum Token {
        case text(String)
        case tag(String)
    }

    /// Lines that hold only a section tag (`{{#x}}`, `{{/x}}`, `{{^x}}`, `{{!…}}`, `{{> x}}`) leave
    /// the tag and take their indentation and newline with them.
    static func stripStandaloneTags(_ source: String) -> String {
        // On the UTF-8 bytes: Foundation's trimming and Character-wise slicing were most of parsing a template.
        let bytes = Array(source.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var lineStart = 0
        while lineStart <= bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            var (first, last) = (lineStart, lineEnd)
            while first < last, isBlank(bytes[first]) { first += 1 }
            while last > first, isBlank(bytes[last - 1]) { last -= 1 }
            let trimmed = bytes[first..<last]
            if Self.isStandaloneTag(trimmed) {
                output += trimmed
            } else {
                output += bytes[lineStart..<lineEnd]
                if lineEnd < bytes.count { output.append(UInt8(ascii: "\n")) }
            }
            lineStart = lineEnd + 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// `{{#x}}`, `{{/x}}`, `{{^x}}`, `{{!…}}` or `{{> x}}` alone, with no other tag inside.
    private static func isStandaloneTag(_ line: ArraySlice<UInt8>) -> Bool {
        guard line.count > 4, line.starts(with: "{{".utf8), line.reversed().starts(with: "}}".utf8) else { return false }
        let inner = line.dropFirst(2).dropLast(2)
        guard let first = inner.first, "#/^!>".utf8.contains(first) else { return false }
        let braces = zip(inner, inner.dropFirst())
        return !braces.contains { ($0 == UInt8(ascii: "{") && $1 == UInt8(ascii: "{")) || ($0 == UInt8(ascii: "}") && $1 == UInt8(ascii: "}")) }
    }

    static let opening = Array("{{".utf8), closing = Array("}}".utf8)

    /// Text and `{{tag}}`s, found on the UTF-8 bytes (Foundation's `range(of:)` on a Substring copies
    /// what it searches on Linux: the report's templates were a fifth of a triage's time).
    static func tokenize(_ source: String) -> [Token] {
        let bytes = Array(source.utf8)
        let text = { (range: Range<Int>) in String(decoding: bytes[range], as: UTF8.self) }
        return bytes.withUnsafeBytes { buffer in
            var tokens: [Token] = []
            var start = 0
            while let open = ByteSearch.firstIndex(of: Self.opening, in: buffer, from: start) {
                if open > start { tokens.append(.text(text(start..<open))) }
                guard let close = ByteSearch.firstIndex(of: Self.closing, in: buffer, from: open + 2) else {
                    tokens.append(.text(text(open..<bytes.count)))
                    return tokens
                }
                tokens.append(.tag(text(open + 2..<close).trimmingCharacters(in: .whitespaces)))
                start = close + 2
            }
            if start < bytes.count { tokens.append(.text(text(start..<bytes.count))) }
            return tokens
        }
    }

    static func parse(_ tokens: inout ArraySlice<Token>, closing: String?, templateName: String) throws -> [Node] {
        var nodes: [Node] = []
        while let token = tokens.popFirst() {
            switch token {
            case .text(let text):
                nodes.append(.text(text))
            case .tag(let tag):
                guard let first = tag.first else { throw ParseError(description: "\(templateName): empty tag {{}}") }
                let name = String(tag.dropFirst()).trimmingCharacters(in: .whitespaces)
                switch first {
                case "!":
                    continue
                case "&":
                    nodes.append(.rawVariable(name))
                case ">":
                    nodes.append(.partial(name))
                case "#", "^":
                    let children = try parse(&tokens, closing: name, templateName: templateName)
                    nodes.append(.section(name, inverted: first == "^", children))
                case "/":
                    guard name == closing else {
                        throw ParseError(description: "\(templateName): {{/\(name)}} closes \(closing.map { "{{#\($0)}}" } ?? "nothing")")
                    }
                    return nodes
                default:
                    nodes.append(.variable(tag))
                }
            }
        }
        if let closing { throw ParseError(description: "\(templateName): {{#\(closing)}} is never closed") }
        return nodes
    }

    // MARK: - Rendering

    static func lookup(_ path: String, in scopes: [TemplateContext]) -> TemplateValue? {
        if path == "." , let top = scopes.last?["."] { return top }
        let parts = path.split(separator: ".").map(String.init)
        guard let head = parts.first else { return nil }
        for scope in scopes.reversed() {
            guard var value = scope[head] else { continue }
            for part in parts.dropFirst() {
                guard case .context(let nested) = value, let next = nested[part] else { return nil }
                value = next
            }
            return value
        }
        return nil
    }

    static func render(_ nodes: [Node], scopes: [TemplateContext], partials: [String: Template], escape: Escape, into output: inout String) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .variable(let name):
                renderVariable(name, scopes: scopes, escape: escape, into: &output)
            case .rawVariable(let name):
                renderVariable(name, scopes: scopes, escape: { $0 }, into: &output)
            case .section(let name, let inverted, let children):
                renderSection(name, inverted: inverted, children: children, scopes: scopes, partials: partials, escape: escape, into: &output)
            case .partial(let name):
                if let partial = partials[name] { render(partial.nodes, scopes: scopes, partials: partials, escape: escape, into: &output) }
            }
        }
    }

    /// `{{name}}`: text as it is, a flag as `true` or `false`, anything else as nothing.
    private static func renderVariable(_ name: String, scopes: [TemplateContext], escape: Escape, into output: inout String) {
        switch lookup(name, in: scopes) {
        case .text(let text): output += escape(text)
        case .flag(let flag): output += flag ? "true" : "false"
        default: break
        }
    }

    /// `{{#name}}…{{/name}}` once for each item of a list, once in a context, once for a truthy
    /// value; `{{^name}}…{{/name}}` once when the value is missing or falsy.
    private static func renderSection(_ name: String, inverted: Bool, children: [Node], scopes: [TemplateContext], partials: [String: Template], escape: Escape, into output: inout String) {
        let value = lookup(name, in: scopes)
        if inverted {
            if !(value?.isTruthy ?? false) { render(children, scopes: scopes, partials: partials, escape: escape, into: &output) }
            return
        }
        guard let value, value.isTruthy else { return }
        switch value {
        case .list(let items):
            for item in items { render(children, scopes: scopes + [item], partials: partials, escape: escape, into: &output) }
        case .context(let nested):
            render(children, scopes: scopes + [nested], partials: partials, escape: escape, into: &output)
        default:
            render(children, scopes: scopes, partials: partials, escape: escape, into: &output)
        }
    }
}

import Foundation
