import EvidenceCore

/// Reads what a Swift or Objective-C file defines — `let`/`var` constants and aliases, enum raw
/// values, computed `var x: String { "…" }`, `NSString *const X = @"…"`, `#define X @"…"` — and the
/// types it declares or extends. Byte scanning, line by line: it runs over every file of a source
/// tree, where regular expressions on Linux are too slow.
enum SourceDefinitionScanner {
    static let typeKeywords = ["class", "struct", "enum", "extension", "actor", "protocol", "@interface", "@implementation"].map { Array($0.utf8) }
    static let letKeyword = Array("let".utf8)
    static let varKeyword = Array("var".utf8)
    static let caseKeyword = Array("case".utf8)
    static let defineKeyword = Array("#define".utf8)
    static let returnKeyword = Array("return".utf8)

    static func definitions(in text: String) -> IdentifierExpression.Definitions {
        var result = IdentifierExpression.Definitions()
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                scanLine(Line(bytes: bytes, start: start, end: end), into: &result)
                start = end + 1
            }
        }
        return result
    }

    struct Line {
        let bytes: UnsafeBufferPointer<UInt8>
        let start: Int
        let end: Int

        func isIdentifier(_ index: Int) -> Bool {
            guard index >= start, index < end else { return false }
            let byte = bytes[index]
            return byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39)
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
        }

        func skipBlanks(_ index: Int) -> Int {
            var index = index
            while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            return index
        }

        func matches(_ word: [UInt8], at index: Int) -> Bool {
            guard index + word.count <= end else { return false }
            for offset in 0..<word.count where bytes[index + offset] != word[offset] { return false }
            return true
        }

        /// Positions of `word` standing alone (not part of a longer name, not after a `.`).
        func occurrences(of word: [UInt8]) -> [Int] {
            var found: [Int] = []
            var index = start
            while index + word.count <= end {
                if bytes[index] == word[0], matches(word, at: index),
                   !(index > start && (isIdentifier(index - 1) || bytes[index - 1] == UInt8(ascii: "."))),
                   !isIdentifier(index + word.count) {
                    found.append(index)
                    index += word.count
                } else {
                    index += 1
                }
            }
            return found
        }

        /// An identifier at `index` (after blanks): its text and the index after it.
        func identifier(at index: Int) -> (String, Int)? {
            let begin = skipBlanks(index)
            var after = begin
            while isIdentifier(after) { after += 1 }
            guard after > begin else { return nil }
            return (text(begin, after), after)
        }

        func text(_ from: Int, _ to: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
        }

        /// The end of a string literal starting at the quote at `index`, just after its closing quote.
        func endOfLiteral(_ index: Int) -> Int? {
            var cursor = index + 1
            while cursor < end {
                if bytes[cursor] == UInt8(ascii: "\\") { cursor += 2; continue }
                if bytes[cursor] == UInt8(ascii: "\"") { return cursor + 1 }
                cursor += 1
            }
            return nil
        }

        /// The rest of a statement from `index`: up to `;` or a `//` comment outside string literals.
        func statement(from index: Int) -> String {
            var cursor = index
            var stop = end
            while cursor < end {
                let byte = bytes[cursor]
                if byte == UInt8(ascii: "\"") {
                    cursor = endOfLiteral(cursor) ?? end
                    continue
                }
                if byte == UInt8(ascii: ";") || (byte == UInt8(ascii: "/") && cursor + 1 < end && bytes[cursor + 1] == UInt8(ascii: "/")) {
                    stop = cursor
                    break
                }
                cursor += 1
            }
            var last = stop
            while last > index, bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 || bytes[last - 1] == 0x0D { last -= 1 }
            return text(index, last)
        }
    }

    static func scanLine(_ line: Line, into result: inout IdentifierExpression.Definitions) {
        // Cheap rejection: a definition has `=` (or `{` for a computed property, or is a #define);
        // a type declaration has one of the keywords, checked only when the line can hold one.
        var hasEquals = false, hasBrace = false, hasHash = false
        for index in line.start..<line.end {
            switch line.bytes[index] {
            case UInt8(ascii: "="): hasEquals = true
            case UInt8(ascii: "{"): hasBrace = true
            case UInt8(ascii: "#"): hasHash = true
            default: continue
            }
        }
        scanTypeNames(line, into: &result)
        if hasHash, scanDefine(line, into: &result) { return }
        guard hasEquals || hasBrace else { return }
        for keyword in [letKeyword, varKeyword] {
            for position in line.occurrences(of: keyword) {
                scanProperty(line, nameAt: position + keyword.count, into: &result)
            }
        }
        scanEnumCases(line, into: &result)
        scanObjectiveCConstants(line, into: &result)
    }

    /// The names after `struct`, `class`, `enum`, … on the line.
    private static func scanTypeNames(_ line: Line, into result: inout IdentifierExpression.Definitions) {
        for keyword in typeKeywords {
            for position in line.occurrences(of: keyword) {
                if let (name, _) = line.identifier(at: position + keyword.count) { result.types.insert(name) }
            }
        }
    }

    /// `#define NAME @"…"` (or `"…"`); whether the line is a #define at all.
    private static func scanDefine(_ line: Line, into result: inout IdentifierExpression.Definitions) -> Bool {
        guard line.matches(defineKeyword, at: line.skipBlanks(line.start)),
           let (name, after) = line.identifier(at: line.skipBlanks(line.start) + defineKeyword.count) else { return false }
        let value = line.statement(from: line.skipBlanks(after))
        if value.hasPrefix("@\"") || value.hasPrefix("\"") { result.values[name, default: []].append(value) }
        return true
    }

    /// The property whose name starts at `position` (after `let` or `var`): `name = value`,
    /// `name: Type = value`, or a computed `name: Type { "literal" }`.
    private static func scanProperty(_ line: Line, nameAt position: Int, into result: inout IdentifierExpression.Definitions) {
        guard let (name, afterName) = line.identifier(at: position) else { return }
        var cursor = line.skipBlanks(afterName)
        if cursor < line.end, line.bytes[cursor] == UInt8(ascii: ":") {
            cursor = line.skipBlanks(cursor + 1)
            while cursor < line.end, line.isIdentifier(cursor) || [UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: ".")].contains(line.bytes[cursor]) {
                cursor += 1
            }
            cursor = line.skipBlanks(cursor)
        }
        guard cursor < line.end else { return }
        if line.bytes[cursor] == UInt8(ascii: "{") {
            // `var name: String { "literal" }` or `{ return "literal" }`
            var body = line.skipBlanks(cursor + 1)
            if line.matches(returnKeyword, at: body) { body = line.skipBlanks(body + returnKeyword.count) }
            if body < line.end, line.bytes[body] == UInt8(ascii: "\""), let close = line.endOfLiteral(body),
               line.skipBlanks(close) < line.end, line.bytes[line.skipBlanks(close)] == UInt8(ascii: "}") {
                result.values[name, default: []].append(line.text(body, close))
            }
            return
        }
        guard line.bytes[cursor] == UInt8(ascii: "="), cursor + 1 >= line.end || line.bytes[cursor + 1] != UInt8(ascii: "=") else { return }
        let value = line.statement(from: line.skipBlanks(cursor + 1))
        // `let x = { … }` and `let x = y {` are closures or blocks: not values.
        if !value.isEmpty, !value.hasPrefix("{"), !value.hasSuffix("{") { result.values[name, default: []].append(value) }
    }

    /// `case name = "literal"` (an enum's raw value).
    private static func scanEnumCases(_ line: Line, into result: inout IdentifierExpression.Definitions) {
        for position in line.occurrences(of: caseKeyword) {
            guard let (name, afterName) = line.identifier(at: position + caseKeyword.count) else { continue }
            let equals = line.skipBlanks(afterName)
            guard equals < line.end, line.bytes[equals] == UInt8(ascii: "=") else { continue }
            let quote = line.skipBlanks(equals + 1)
            if quote < line.end, line.bytes[quote] == UInt8(ascii: "\""), let close = line.endOfLiteral(quote) {
                result.values[name, default: []].append(line.text(quote, close))
            }
        }
    }

    /// Objective-C: `NSString *const Name = @"…";`
    private static func scanObjectiveCConstants(_ line: Line, into result: inout IdentifierExpression.Definitions) {
        var index = line.start
        while index + 2 < line.end {
            if line.bytes[index] == UInt8(ascii: "="), line.skipBlanks(index + 1) + 1 < line.end,
               line.bytes[line.skipBlanks(index + 1)] == UInt8(ascii: "@"), line.bytes[line.skipBlanks(index + 1) + 1] == UInt8(ascii: "\"") {
                var nameEnd = index
                while nameEnd > line.start, line.bytes[nameEnd - 1] == 0x20 || line.bytes[nameEnd - 1] == 0x09 { nameEnd -= 1 }
                var nameStart = nameEnd
                while nameStart > line.start, line.isIdentifier(nameStart - 1) { nameStart -= 1 }
                let quote = line.skipBlanks(index + 1) + 1
                if nameStart < nameEnd, let close = line.endOfLiteral(quote) {
                    result.values[line.text(nameStart, nameEnd), default: []].append(line.text(quote - 1, close))
                }
            }
            index += 1
        }
    }
}
