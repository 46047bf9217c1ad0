import EvidenceTestSupport
import Foundation
import Testing

/// The Homebrew formula (Formula/evidence.rb) installs what Package.swift links: each systemLibrary's
/// Homebrew provider is a run-time dependency of the formula, and nothing else is.
@Suite struct FormulaTests {
    static func matches(_ pattern: String, in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test func theFormulasDependenciesAreThePackagesSystemLibraries() throws {
        let root = TestPaths.packageRoot
        let package = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let formula = try String(contentsOf: root.appendingPathComponent("Formula/evidence.rb"), encoding: .utf8)
        // Homebrew's `openssl` is an alias of `openssl@3`, the name a formula depends on.
        let linked = Set(try Self.matches(#"\.brew\(\["([^"]+)"\]\)"#, in: package).map { $0 == "openssl" ? "openssl@3" : $0 })
        let runtime = try Self.matches(#"^\s*depends_on "([^"]+)"\s*$"#, in: formula) + Self.matches(#"^\s*uses_from_macos "([^"]+)"\s*$"#, in: formula)
        #expect(linked.count == 6, "\(linked)")
        #expect(Set(runtime) == linked)
        #expect(linked.contains("libpq"))
    }
}
