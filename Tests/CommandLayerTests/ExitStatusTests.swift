@testable import CommandLayer
import Foundation
import Testing

/// Swift Testing has an `ExitStatus` of its own (for exit tests); in these tests the name is ours.
typealias ExitStatus = CommandLayer.ExitStatus

/// The exit statuses are the contract's: every code design.md documents is an `ExitStatus` with that
/// number, and every status but `software` (a bug, not a documented outcome) is documented.
@Suite struct ExitStatusTests {
    static let design = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/design.md")

    /// "Exit codes: 0 success; 1 the check found problems (…); 64 usage error; …" → [0: "success", …].
    static func documentedCodes() throws -> [Int32: String] {
        let text = try String(contentsOf: design, encoding: .utf8)
        let start = try #require(text.range(of: "Exit codes:"))
        let end = try #require(text[start.upperBound...].range(of: ". Errors go to stderr"))
        let sentence = text[start.upperBound..<end.lowerBound].replacingOccurrences(of: "\n", with: " ")
        var codes: [Int32: String] = [:]
        for part in sentence.split(separator: ";") {
            let words = part.split(separator: " ", maxSplits: 1)
            let code = try #require(Int32(words[0]), "'\(part)' does not start with a code")
            codes[code] = words.count > 1 ? String(words[1]) : ""
        }
        return codes
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: design.path), "needs ../shared/design.md"))
    func everyDocumentedCodeIsAnExitStatus() throws {
        let documented = try Self.documentedCodes()
        #expect(documented.count >= 6)
        for (code, meaning) in documented {
            #expect(ExitStatus(rawValue: code) != nil, "design.md documents \(code) (\(meaning)); ExitStatus has no such case")
        }
        for status in ExitStatus.allCases where status != .software {
            #expect(documented[status.rawValue] != nil, "ExitStatus.\(status) (\(status.rawValue)) is not in design.md")
        }
        #expect(documented[ExitStatus.usage.rawValue]?.hasPrefix("usage") == true)
        #expect(documented[ExitStatus.malformedInput.rawValue]?.hasPrefix("malformed input") == true)
        #expect(documented[ExitStatus.inputUnavailable.rawValue]?.hasPrefix("input missing or unreadable") == true)
        #expect(documented[ExitStatus.outputFailed.rawValue]?.hasPrefix("I/O error") == true)
    }

    @Test func theNumbersAreSysexits() {
        #expect(ExitStatus.allCases.map(\.rawValue) == [0, 1, 64, 65, 66, 70, 74])
        #expect(ManualPage.Item(ExitStatus.outputFailed, "x") == ManualPage.Item("74", "x"))
    }
}
