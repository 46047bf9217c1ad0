/// Turns the ways XCTest and xcodebuild print a test's name into a `TestIdentifier`:
/// `-[Module.Class testName]` (Apple platforms; the name may contain spaces, as Quick specs do),
/// `Class.testName` / `Module.Class.testName()` (Linux, parallel clones, restart lines) and
/// `Class/testName()` (older restart lines).
public enum XCTestName {
    public static func identifier(_ raw: String) -> TestIdentifier? {
        if raw.hasPrefix("-["), raw.hasSuffix("]") {
            let inner = raw.dropFirst(2).dropLast()
            guard let space = inner.firstIndex(of: " ") else { return nil }
            let name = inner[inner.index(after: space)...]
            guard !name.isEmpty else { return nil }
            return identifier(qualifiedClass: inner[..<space], name: name)
        }
        var text = Substring(raw)
        if text.hasSuffix("()") { text = text.dropLast(2) }
        if let slash = text.lastIndex(of: "/") {
            let name = text[text.index(after: slash)...]
            guard !name.isEmpty, slash > text.startIndex else { return nil }
            return identifier(qualifiedClass: text[..<slash], name: name)
        }
        guard let dot = text.lastIndex(of: "."), dot > text.startIndex else { return nil }
        let name = text[text.index(after: dot)...]
        guard !name.isEmpty else { return nil }
        return identifier(qualifiedClass: text[..<dot], name: name)
    }

    /// `Module.Class` → module and suite; a nested `Module.Outer.Inner` keeps `Outer.Inner` as suite.
    static func identifier(qualifiedClass: Substring, name: Substring) -> TestIdentifier? {
        guard !qualifiedClass.isEmpty else { return nil }
        if let dot = qualifiedClass.firstIndex(of: "."), dot > qualifiedClass.startIndex {
            let suite = qualifiedClass[qualifiedClass.index(after: dot)...]
            guard !suite.isEmpty else { return nil }
            return TestIdentifier(module: String(qualifiedClass[..<dot]), suite: String(suite), name: String(name))
        }
        return TestIdentifier(module: nil, suite: String(qualifiedClass), name: String(name))
    }
}
