import EvidenceCore
import Foundation

/// The entitlements a product was signed with, as xcodebuild prints them when it writes the
/// product's `.xcent` (the keys only: what the build granted, not what the project meant to):
///
///     ProcessProductPackaging "" /…/Debug-iphoneos/Runner.build/Runner.app.xcent (in target 'Runner' …)
///         Entitlements:
///         {
///         "application-identifier" = "7QJ4LX2M8C.com.example.app";
///         "com.apple.security.application-groups" =     (
///             "group.com.example.app"
///         );
///     }
///
/// or as a job's step prints them from the signed product (`codesign -d --entitlements - --xml App.app |
/// plutil -p -`): `Executable=/…/Staging-iphoneos/App.app/App`, then `{`, `  "aps-environment" => "development"`, `}`.
package struct SignedEntitlements: Sendable, Equatable {
    /// `Runner.app` (an extension's is `Widget.appex`).
    package var product: String
    /// The top-level keys of the dictionary.
    package var keys: Set<String>
    /// The top-level keys whose value is one word or string (`"com.apple.developer.default-data-protection" =
    /// NSFileProtectionComplete;`), with it, unquoted.
    package var values: [String: String] = [:]
    /// A simulator build's `.app.xcent` holds only what local signing needs; its real entitlements go
    /// into `…-Simulated.xcent`. Such a block proves no key missing.
    package var localSigningOnly: Bool
    package var evidence: EvidencePointer

    package var isApp: Bool { product.hasSuffix(".app") }

    /// The blocks of these lines, read as the log reader reads a log.
    package static func read(_ lines: [String], evidencePath: String) -> [SignedEntitlements] {
        var scanner = SignedEntitlementsScanner()
        var found: [SignedEntitlements] = []
        for (offset, text) in lines.enumerated() {
            var bytes = Array(text.utf8)
            let block = bytes.withUnsafeMutableBytes { buffer in
                scanner.read(LogLine(bytes: UnsafeRawBufferPointer(buffer), number: offset + 1), evidencePath: evidencePath)
            }
            if let block { found.append(block) }
        }
        return found
    }
}

/// Reads `SignedEntitlements` blocks out of an xcodebuild log, a line at a time, without claiming
/// the lines (the reader's build-step continuation does).
struct SignedEntitlementsScanner {
    private enum State {
        case idle
        /// The step's line was read; `Entitlements:` and `{` follow.
        case header(product: String, simulator: Bool, step: EvidencePointer, linesLeft: Int)
        case body(SignedEntitlements, depth: Int, linesLeft: Int)
    }

    private var state = State.idle
    /// The key whose array the last line opened, until an element follows: an array that closes at
    /// once (`"com.apple.security.application-groups" = ( );`) grants nothing.
    private var openedKey: String?
    static let step = [UInt8](ascii: "ProcessProductPackaging")
    /// codesign's first line of what it displays of a product: `Executable=/…/App.app/App`.
    static let codesignExecutable = [UInt8](ascii: "Executable=")
    static let xcent = [UInt8](ascii: ".xcent")
    /// More lines than any real block: a block that never closes is dropped.
    static let maximumBlockLines = 2000

    /// The block this line closes, when it closes one.
    mutating func read(_ line: LogLine, evidencePath: String) -> SignedEntitlements? {
        if line.hasPrefix(Self.step) {
            state = Self.header(line, evidencePath) ?? .idle
            return nil
        }
        if line.hasPrefix(Self.codesignExecutable) {
            state = Self.codesignHeader(line, evidencePath) ?? .idle
            return nil
        }
        switch state {
        case .idle:
            return nil
        case .header(let product, let simulator, let step, let linesLeft):
            state = Self.afterHeader(line, product: product, simulator: simulator, step: step, linesLeft: linesLeft)
            return nil
        case .body(var block, let depth, let linesLeft):
            let text = line.text.trimmingCharacters(in: .whitespaces)
            guard linesLeft > 0, line.isEmpty || line[0] == 0x20 || line[0] == 0x09 || text.hasPrefix("}") || text.hasPrefix(")") else {
                state = .idle
                return nil
            }
            if depth == 1, text == "}" {
                state = .idle
                return block
            }
            // (plutil's `"key" => [` … `]`: its arrays in brackets.)
            let arrow = text.range(of: " => ")
            if let key = openedKey, text.hasPrefix(")") || text.hasPrefix("]") { block.keys.remove(key) }
            openedKey = nil
            if depth == 1, let equals = arrow ?? text.range(of: " =") {
                let key = text[..<equals.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
                if !key.isEmpty {
                    let value = text[equals.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: " >"))
                    if !["();", "( );", "[]", "{}"].contains(value) { block.keys.insert(key) }
                    if let scalar = Self.oneWord(value) { block.values[key] = scalar }
                    if value == "(" || value == "[" { openedKey = key }
                }
            }
            let opens: Set<Character> = ["(", "{", "["], closes: Set<Character> = [")", "}", "]"]
            let opened = text.filter { opens.contains($0) }.count, closed = text.filter { closes.contains($0) }.count
            state = .body(block, depth: max(1, depth + opened - closed), linesLeft: linesLeft - 1)
            return nil
        }
    }

    /// The state after a line under a step's header: `Entitlements:` and xcodebuild's `cd /path/to/project` (printed
    /// under every step) keep it, blank lines up to a few, and `{` opens the block.
    private static func afterHeader(_ line: LogLine, product: String, simulator: Bool, step: EvidencePointer, linesLeft: Int) -> State {
        let text = line.text.trimmingCharacters(in: .whitespaces)
        if text == "Entitlements:" || text.hasPrefix("cd ") { return .header(product: product, simulator: simulator, step: step, linesLeft: linesLeft) }
        if text == "{" {
            return .body(SignedEntitlements(product: product, keys: [], localSigningOnly: simulator, evidence: step), depth: 1, linesLeft: maximumBlockLines)
        }
        return linesLeft > 1 && text.isEmpty ? .header(product: product, simulator: simulator, step: step, linesLeft: linesLeft - 1) : .idle
    }

    /// A value that is one word or string (`NSFileProtectionComplete;`, `"development"`), unquoted; nil for an array's or a dictionary's opening.
    static func oneWord(_ value: String) -> String? {
        let scalar = value.hasSuffix(";") ? value.dropLast() : Substring(value)
        guard !scalar.isEmpty, !scalar.contains(where: { "({[".contains($0) }) else { return nil }
        return scalar.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
    }

    /// `Executable=/…/Staging-iphoneos/X.app/X`: the product whose signature codesign displays (a
    /// simulator build's holds only what local signing needs).
    private static func codesignHeader(_ line: LogLine, _ evidencePath: String) -> State? {
        let path = line.text.dropFirst(codesignExecutable.count).split(separator: "/")
        guard let product = path.dropLast().last(where: { $0.hasSuffix(".app") || $0.hasSuffix(".appex") }) else { return nil }
        return .header(product: String(product), simulator: line.firstIndex(of: [UInt8](ascii: "iphonesimulator")) != nil,
                       step: line.pointer(evidencePath), linesLeft: 3)
    }

    /// `ProcessProductPackaging <source or ""> /…/X.app.xcent (in target …)`: the product and the step.
    private static func header(_ line: LogLine, _ evidencePath: String) -> State? {
        guard let end = line.firstIndex(of: xcent) else { return nil }
        let start = (line.lastIndex(of: UInt8(ascii: "/"), before: end) ?? end) + 1
        var product = line.text(start..<end)
        let simulated = product.hasSuffix("-Simulated")
        if simulated { product = String(product.dropLast("-Simulated".count)) }
        guard product.hasSuffix(".app") || product.hasSuffix(".appex") else { return nil }
        let simulator = !simulated && line.firstIndex(of: [UInt8](ascii: "iphonesimulator")) != nil
        return .header(product: product, simulator: simulator, step: line.pointer(evidencePath), linesLeft: 3)
    }
}
