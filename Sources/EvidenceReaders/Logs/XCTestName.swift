import EvidenceCore

/// Turns the ways XCTest and xcodebuild print a test's name into a `TestIdentifier`:
/// `-[Module.Class testName]` (Apple platforms; the name may contain spaces, as Quick specs do),
/// `Class.testName` / `Module.Class.testName()` (Linux, parallel clones, restart lines) and
/// `Class/testName()` (older restart lines).
package enum XCTestName {
    /// A suite XCTest wraps others in, which holds no test of its own: the run's (`All tests`, a retry's
    /// `Selected tests`) and a bundle's (`AppTests.xctest`).
    package static func isWrapperSuite(_ name: String) -> Bool {
        name == "All tests" || name == "Selected tests" || name.hasSuffix(".xctest")
    }

    package static func identifier(_ raw: String) -> TestIdentifier? {
        let utf8 = raw.utf8
        if utf8.count > 3, utf8.first == UInt8(ascii: "-"), utf8.last == UInt8(ascii: "]"),
           utf8[utf8.index(after: utf8.startIndex)] == UInt8(ascii: "[") {
            // `-[Module.Class name]`, split on bytes in place (this runs for every test line).
            var raw = raw
            return raw.withUTF8 { bytes -> TestIdentifier? in
                guard let space = bytes.firstIndex(of: 0x20), space > 2, space + 1 < bytes.count - 1 else { return nil }
                let qualified = bytes[2..<space]
                let name = String(decoding: bytes[(space + 1)..<(bytes.count - 1)], as: UTF8.self)
                if let dot = qualified.firstIndex(of: UInt8(ascii: ".")), dot > 2, dot + 1 < space {
                    return TestIdentifier(module: String(decoding: qualified[..<dot], as: UTF8.self),
                                          suite: String(decoding: qualified[(dot + 1)...], as: UTF8.self), name: name)
                }
                return TestIdentifier(module: nil, suite: String(decoding: qualified, as: UTF8.self), name: name)
            }
        }
        var text = Substring(raw)
        if text.hasSuffix("()") { text = text.dropLast(2) }
        // (No type's name has a blank: `SimDevice: iPhone 17 (…, iOS 26.1, Booted)` under `Failing tests:` is a
        // destination's heading, not a test.)
        if let last = text.lastIndex(where: { $0 == "/" || $0 == "." }), text[..<last].contains(" ") { return nil }
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
        // Swift Testing's `Target/Suite/function(file:)` in `Failing tests:`: the target, then the suite
        // (a nested one's names joined as `Outer.Inner`).
        if let slash = qualifiedClass.firstIndex(of: "/"), slash > qualifiedClass.startIndex {
            let suite = qualifiedClass[qualifiedClass.index(after: slash)...]
            guard !suite.isEmpty else { return nil }
            return TestIdentifier(module: String(qualifiedClass[..<slash]), suite: suite.replacingOccurrences(of: "/", with: "."), name: String(name))
        }
        if let dot = qualifiedClass.firstIndex(of: "."), dot > qualifiedClass.startIndex {
            let suite = qualifiedClass[qualifiedClass.index(after: dot)...]
            guard !suite.isEmpty else { return nil }
            return TestIdentifier(module: String(qualifiedClass[..<dot]), suite: String(suite), name: String(name))
        }
        return TestIdentifier(module: nil, suite: String(qualifiedClass), name: String(name))
    }
}
