/// A test's identity as the contract spells it: `Module.Suite/name` when the module is known, else
/// `Suite/name`, with no `()`.
package struct TestIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible {
    package var module: String?
    package var suite: String
    package var name: String

    package init(module: String?, suite: String, name: String) {
        self.module = module.flatMap { $0.isEmpty ? nil : $0 }
        self.suite = suite
        var name = name
        if name.hasSuffix("()") { name.removeLast(2) }
        self.name = name
    }

    package var description: String {
        if let module { return "\(module).\(suite)/\(name)" }
        // A Swift Testing test whose suite the log could not tell (parallel suites, a free function).
        if suite.isEmpty { return name }
        return "\(suite)/\(name)"
    }

    package static func < (left: TestIdentifier, right: TestIdentifier) -> Bool {
        left.description < right.description
    }
}
