import Foundation

/// A JSON Schema (draft 2020-12) validator for exactly the keywords `docs/schemas/` uses. A schema
/// holding any other keyword is refused when loaded, so no part of a schema can go silently unchecked.
public struct JSONSchemaValidator {
    /// A JSON value with its kind kept exact: JSONSerialization on Linux cannot tell `true` from `1`.
    public indirect enum Value: Decodable, Equatable, Sendable {
        case null
        case bool(Bool)
        case integer(Int64)
        case number(Double)
        case string(String)
        case array([Value])
        case object([String: Value])

        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            // The commonest kinds first: each failed attempt is a thrown error, for which Swift
            // Testing captures a backtrace. The kinds are disjoint but for numbers (Int64 first).
            if container.decodeNil() { self = .null }
            else if let value = try? container.decode(String.self) { self = .string(value) }
            else if let value = try? container.decode([String: Value].self) { self = .object(value) }
            else if let value = try? container.decode([Value].self) { self = .array(value) }
            else if let value = try? container.decode(Bool.self) { self = .bool(value) }
            else if let value = try? container.decode(Int64.self) { self = .integer(value) }
            else { self = .number(try container.decode(Double.self)) }
        }

        public static func parse(_ data: Data) throws -> Value {
            try JSONDecoder().decode(Value.self, from: data)
        }

        /// Numbers compare by value: `1` and `1.0` are the same JSON number.
        public static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.null, .null): true
            case let (.bool(a), .bool(b)): a == b
            case let (.string(a), .string(b)): a == b
            case let (.array(a), .array(b)): a == b
            case let (.object(a), .object(b)): a == b
            default:
                if let a = lhs.numeric, let b = rhs.numeric { a == b } else { false }
            }
        }

        var numeric: Double? {
            switch self {
            case .integer(let value): Double(value)
            case .number(let value): value
            default: nil
            }
        }
    }

    public struct SchemaError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The keywords understood; anything else in a schema object is a `SchemaError`.
    public static let keywords: Set<String> = [
        "$schema", "$id", "$defs", "$ref", "$comment", "title", "description",
        "type", "properties", "required", "additionalProperties", "propertyNames", "items",
        "enum", "const", "minimum", "maximum", "maxLength", "pattern", "oneOf", "anyOf",
    ]
    static let types: Set<String> = ["null", "boolean", "integer", "number", "string", "array", "object"]

    public let schema: Value
    private let definitions: [String: Value]
    private let patterns: [String: NSRegularExpression]

    public init(schema: Value) throws {
        self.schema = schema
        guard case .object(let root) = schema else { throw SchemaError(description: "a schema must be an object") }
        if case .object(let defs)? = root["$defs"] { definitions = defs } else { definitions = [:] }
        var patterns: [String: NSRegularExpression] = [:]
        try Self.check(schema, at: "#", definitions: definitions, patterns: &patterns)
        self.patterns = patterns
    }

    public init(contentsOf path: String) throws {
        try self.init(schema: Value.parse(Data(contentsOf: URL(fileURLWithPath: path))))
    }

    /// One of the repository's schemas, by file name under `docs/schemas/`.
    public static func documented(_ name: String) throws -> JSONSchemaValidator {
        try JSONSchemaValidator(contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/schemas/\(name)").path)
    }

    /// Every way `instance` breaks the schema, each as `<JSON pointer>: <what>`; empty when it conforms.
    public func problems(_ instance: Value) -> [String] {
        var found: [String] = []
        validate(instance, against: schema, at: "", into: &found)
        return found
    }

    public func problems(json data: Data) throws -> [String] {
        problems(try Value.parse(data))
    }

    // MARK: Loading: every keyword known, every value well-formed

    private static func check(_ schema: Value, at location: String, definitions: [String: Value], patterns: inout [String: NSRegularExpression]) throws {
        func fail(_ message: String) -> SchemaError { SchemaError(description: "\(location): \(message)") }
        if case .bool = schema { return }
        guard case .object(let object) = schema else { throw fail("a schema must be an object or a boolean") }
        for (keyword, value) in object {
            let here = "\(location)/\(keyword)"
            switch keyword {
            case "$schema", "$id", "$comment", "title", "description":
                guard case .string = value else { throw fail("\(keyword) must be a string") }
            case "$defs", "properties":
                guard case .object(let members) = value else { throw fail("\(keyword) must be an object") }
                for (name, member) in members {
                    try check(member, at: "\(here)/\(name)", definitions: definitions, patterns: &patterns)
                }
            case "$ref":
                guard case .string(let reference) = value, reference.hasPrefix("#/$defs/") else {
                    throw fail("$ref must be \"#/$defs/<name>\"")
                }
                guard definitions[String(reference.dropFirst("#/$defs/".count))] != nil else { throw fail("$ref \(reference) names no definition") }
            case "type":
                let names: [Value]
                switch value {
                case .string: names = [value]
                case .array(let list) where !list.isEmpty: names = list
                default: throw fail("type must be a type name or a list of them")
                }
                for name in names {
                    guard case .string(let text) = name, types.contains(text) else { throw fail("unknown type \(name)") }
                }
            case "required":
                guard case .array(let names) = value, names.allSatisfy({ if case .string = $0 { true } else { false } }) else {
                    throw fail("required must be a list of names")
                }
            case "additionalProperties", "propertyNames", "items":
                try check(value, at: here, definitions: definitions, patterns: &patterns)
            case "enum":
                guard case .array(let list) = value, !list.isEmpty else { throw fail("enum must be a non-empty list") }
            case "const": break
            case "minimum", "maximum":
                guard value.numeric != nil else { throw fail("\(keyword) must be a number") }
            case "maxLength":
                guard case .integer(let length) = value, length >= 0 else { throw fail("maxLength must be a non-negative integer") }
            case "pattern":
                guard case .string(let pattern) = value else { throw fail("pattern must be a string") }
                do {
                    patterns[pattern] = try NSRegularExpression(pattern: pattern)
                } catch {
                    throw fail("pattern \(pattern) is not a regular expression")
                }
            case "oneOf", "anyOf":
                guard case .array(let list) = value, !list.isEmpty else { throw fail("\(keyword) must be a non-empty list") }
                for (index, member) in list.enumerated() {
                    try check(member, at: "\(here)/\(index)", definitions: definitions, patterns: &patterns)
                }
            default:
                throw fail("unknown keyword \"\(keyword)\" (the validator supports \(keywords.sorted().joined(separator: ", ")))")
            }
        }
    }

    // MARK: Validation

    private func validate(_ instance: Value, against schema: Value, at pointer: String, into found: inout [String]) {
        let place = pointer.isEmpty ? "/" : pointer
        switch schema {
        case .bool(true): return
        case .bool(false): return found.append("\(place): no value is allowed here")
        case .object: break
        default: return
        }
        guard case .object(let keywords) = schema else { return }
        if case .string(let reference)? = keywords["$ref"], let target = definitions[String(reference.dropFirst("#/$defs/".count))] {
            validate(instance, against: target, at: pointer, into: &found)
        }
        if let type = keywords["type"] {
            let allowed: [String]
            switch type {
            case .string(let name): allowed = [name]
            case .array(let names): allowed = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
            default: allowed = []
            }
            guard allowed.contains(where: { Self.instance(instance, is: $0) }) else {
                return found.append("\(place): is \(Self.typeName(instance)), not \(allowed.joined(separator: " or "))")
            }
        }
        if case .array(let options)? = keywords["enum"], !options.contains(instance) {
            found.append("\(place): \(Self.brief(instance)) is not one of the allowed values")
        }
        if let constant = keywords["const"], constant != instance {
            found.append("\(place): \(Self.brief(instance)) is not \(Self.brief(constant))")
        }
        if let number = instance.numeric {
            if let minimum = keywords["minimum"]?.numeric, number < minimum { found.append("\(place): \(number) is below \(minimum)") }
            if let maximum = keywords["maximum"]?.numeric, number > maximum { found.append("\(place): \(number) is above \(maximum)") }
        }
        if case .string(let text) = instance {
            if case .integer(let length)? = keywords["maxLength"], text.unicodeScalars.count > length {
                found.append("\(place): longer than \(length) characters")
            }
            if case .string(let pattern)? = keywords["pattern"], let expression = patterns[pattern],
               expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
                found.append("\(place): \(Self.brief(instance)) does not match \(pattern)")
            }
        }
        if case .object(let members) = instance {
            let properties: [String: Value]
            if case .object(let declared)? = keywords["properties"] { properties = declared } else { properties = [:] }
            if case .array(let required)? = keywords["required"] {
                for case .string(let name) in required where members[name] == nil {
                    found.append("\(place): required property \"\(name)\" is missing")
                }
            }
            for (name, value) in members.sorted(by: { $0.key < $1.key }) {
                let child = "\(pointer)/\(Self.escapedPointer(name))"
                if let propertySchema = properties[name] {
                    validate(value, against: propertySchema, at: child, into: &found)
                } else if let additional = keywords["additionalProperties"] {
                    if case .bool(false) = additional {
                        found.append("\(place): property \"\(name)\" is not allowed")
                    } else {
                        validate(value, against: additional, at: child, into: &found)
                    }
                }
                if let names = keywords["propertyNames"] {
                    validate(.string(name), against: names, at: child, into: &found)
                }
            }
        }
        if case .array(let elements) = instance, let items = keywords["items"] {
            for (index, element) in elements.enumerated() {
                validate(element, against: items, at: "\(pointer)/\(index)", into: &found)
            }
        }
        if case .array(let options)? = keywords["anyOf"] {
            let passing = options.filter { option in
                var trial: [String] = []
                validate(instance, against: option, at: pointer, into: &trial)
                return trial.isEmpty
            }
            if passing.isEmpty { found.append("\(place): matches none of anyOf's \(options.count) schemas") }
        }
        if case .array(let options)? = keywords["oneOf"] {
            var failures: [[String]] = []
            for option in options {
                var trial: [String] = []
                validate(instance, against: option, at: pointer, into: &trial)
                failures.append(trial)
            }
            let passing = failures.filter(\.isEmpty).count
            if passing == 0 {
                // The option that came closest says most about what is wrong.
                let closest = failures.min { $0.count < $1.count } ?? []
                found.append("\(place): matches none of oneOf's \(options.count) schemas; closest: \(closest.joined(separator: "; "))")
            } else if passing > 1 {
                found.append("\(place): matches \(passing) of oneOf's schemas, not exactly one")
            }
        }
    }

    static func instance(_ value: Value, is type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object): true
        case ("integer", .integer), ("number", .integer), ("number", .number): true
        case ("integer", .number(let number)): number.rounded() == number
        default: false
        }
    }

    static func typeName(_ value: Value) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .integer: "an integer"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    static func brief(_ value: Value) -> String {
        switch value {
        case .string(let text): "\"\(text.prefix(60))\""
        case .integer(let number): "\(number)"
        case .number(let number): "\(number)"
        case .bool(let flag): "\(flag)"
        default: typeName(value)
        }
    }

    static func escapedPointer(_ name: String) -> String {
        name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
