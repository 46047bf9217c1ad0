/// Finds secrets in one line of text. It walks the line once, word by word, and tries the rules only
/// where a word has the shape of a secret or is followed by `=`/`:` — no regular expressions, so it
/// keeps up with gzip on gigabytes of logs.
struct SecretScanner {
    struct Match: Equatable {
        var start: Int
        var end: Int
        var kind: SecretKind
    }

    /// Appends the secrets of `line` (no newline) to `matches`, in order and not overlapping.
    static func scan(_ line: UnsafeRawBufferPointer, into matches: inout [Match]) {
        guard SecretCandidateFilter.mayHoldSecret(line) else { return }
        scanWords(line, into: &matches)
    }

    /// The walk itself, on every line (`scan` skips those the candidate filter clears).
    static func scanWords(_ line: UnsafeRawBufferPointer, into matches: inout [Match]) {
        let count = line.count
        var index = 0
        while index < count {
            let byte = line[index]
            if isWordByte(byte) {
                var end = index + 1
                while end < count, isWordByte(line[end]) { end += 1 }
                // Most words are short and followed by something no rule continues with: the rules
                // are tried only where they can match (the same tests they start with themselves).
                let match = end - index >= 15 ? shapedToken(line, start: index, end: end) : nil
                if let match = match ?? (end < count && mayFollowKey(line[end]) ? keyedValue(line, start: index, end: end) : nil) {
                    matches.append(match)
                    index = match.end
                } else {
                    index = end
                }
            } else if byte == UInt8(ascii: ":"), index + 2 < count, line[index + 1] == slash, line[index + 2] == slash {
                if let match = urlPassword(line, from: index + 3) {
                    matches.append(match)
                    index = match.end
                } else {
                    index += 3
                }
            } else {
                index += 1
            }
        }
    }

    // MARK: - Tokens recognisable by their own shape

    private static func shapedToken(_ line: UnsafeRawBufferPointer, start: Int, end: Int) -> Match? {
        let length = end - start
        guard length >= 15 else { return nil }
        let first = line[start]
        if first == UInt8(ascii: "g") {
            if length >= 20, line[start + 1] == UInt8(ascii: "h"), line[start + 3] == UInt8(ascii: "_"),
                isGitHubTokenLetter(line[start + 2])
            {
                return Match(start: start, end: end, kind: .githubToken)
            }
            if length >= 30, hasPrefix(line, start, "github_pat_") {
                return Match(start: start, end: end, kind: .githubToken)
            }
        } else if first == UInt8(ascii: "A") {
            if length == 20, awsKeyPrefixes.contains(where: { hasPrefix(line, start, $0) }),
                (start..<end).allSatisfy({ isUpperOrDigit(line[$0]) })
            {
                return Match(start: start, end: end, kind: .awsAccessKeyID)
            }
            if length == 39, hasPrefix(line, start, "AIza") {
                return Match(start: start, end: end, kind: .googleAPIKey)
            }
        } else if first == UInt8(ascii: "e") {
            if hasPrefix(line, start, "eyJ"), let jwtEnd = jwtEnd(line, firstSegmentEnd: end) {
                return Match(start: start, end: jwtEnd, kind: .jwt)
            }
        } else if first == UInt8(ascii: "x") {
            if hasPrefix(line, start, "xox"), isSlackTokenLetter(line[start + 3]), line[start + 4] == UInt8(ascii: "-") {
                return Match(start: start, end: end, kind: .slackToken)
            }
        }
        return nil
    }

    private static let awsKeyPrefixes = ["AKIA", "ASIA", "AGPA", "AIDA", "AROA", "ANPA", "ANVA", "AIPA"]

    /// header.payload.signature, each base64url; the signature may be empty (alg "none").
    private static func jwtEnd(_ line: UnsafeRawBufferPointer, firstSegmentEnd: Int) -> Int? {
        var position = firstSegmentEnd
        guard position < line.count, line[position] == dot else { return nil }
        position += 1
        let payloadStart = position
        while position < line.count, isBase64URL(line[position]) { position += 1 }
        guard position - payloadStart >= 4, position < line.count, line[position] == dot else { return nil }
        position += 1
        while position < line.count, isBase64URL(line[position]) { position += 1 }
        return position
    }

    // MARK: - Values named by their key: `key=value`, `key: value`, `"key": "value"`, `Bearer value`

    private static func keyedValue(_ line: UnsafeRawBufferPointer, start: Int, end: Int) -> Match? {
        let count = line.count
        guard end < count, end - start <= 64 else { return nil }
        var position = end
        let next = line[position]
        if next == space {
            // Only `Bearer <token>` and `key : value` continue after a space.
            if end - start == 6, equalsIgnoringCase(line, start, end, "bearer") {
                while position < count, line[position] == space { position += 1 }
                let tokenStart = position
                while position < count, isTokenByte(line[position]) { position += 1 }
                guard position - tokenStart >= 8, !isPlaceholder(line, tokenStart) else { return nil }
                return Match(start: tokenStart, end: position, kind: .bearerToken)
            }
        }
        // `"key":`, `'key':`, and JSON inside a JSON string: `\"key\":`.
        if next == backslash, position + 1 < count, line[position + 1] == quote { position += 1 }
        if line[position] == quote || line[position] == apostrophe { position += 1 }
        while position < count, line[position] == space { position += 1 }
        guard position < count, line[position] == equals || line[position] == colon else { return nil }
        // Every key below ends in d, e, n, t or y: a cheap test before spelling the key out.
        guard endsLikeSecretKey(line[end - 1]), let kind = keyKind(line, start, end) else { return nil }
        position += 1
        while position < count, line[position] == space || line[position] == tab { position += 1 }
        guard position < count else { return nil }
        var valueStart = position
        var valueEnd: Int
        // `\"value\"` (JSON inside a JSON string): the value ends at the next `\"`.
        let escapedQuote = line[position] == backslash && position + 1 < count && line[position + 1] == quote
        if escapedQuote { valueStart += 1 }
        let opening = line[valueStart]
        if opening == quote || opening == apostrophe {
            valueStart += 1
            valueEnd = valueStart
            while valueEnd < count {
                let byte = line[valueEnd]
                if escapedQuote, byte == backslash, valueEnd + 1 < count, line[valueEnd + 1] == quote { break }
                // An escaped quote inside the value is part of it, not its end.
                if byte == backslash { valueEnd += 2; continue }
                if byte == opening { break }
                valueEnd += 1
            }
            valueEnd = min(valueEnd, count)
        } else if kind == .authorizationHeader {
            // An unquoted header value holds scheme and credentials: it runs to the end of the line,
            // or to the quote that encloses the whole header (`-H "Authorization: token …"`).
            valueEnd = count
            if start > 0, line[start - 1] == quote || line[start - 1] == apostrophe {
                let enclosing = line[start - 1]
                var position = valueStart
                while position < count, line[position] != enclosing { position += 1 }
                valueEnd = position
            }
            while valueEnd > valueStart, line[valueEnd - 1] == space || line[valueEnd - 1] == carriageReturn
                || line[valueEnd - 1] == newline
            {
                valueEnd -= 1
            }
        } else {
            valueEnd = valueStart
            while valueEnd < count, !isValueDelimiter(line[valueEnd]) { valueEnd += 1 }
        }
        guard valueEnd > valueStart, !isPlaceholder(line, valueStart) else { return nil }
        return Match(start: valueStart, end: valueEnd, kind: kind)
    }

    /// What a whole key names (a dictionary key, a `key` column's value).
    static func keyKind(_ name: [UInt8]) -> SecretKind? {
        name.withUnsafeBytes { keyKind($0, 0, name.count) }
    }

    /// What a key names, by its lowercased spelling; nil for keys that hold no secret.
    static func keyKind(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> SecretKind? {
        // Compared in place, without building the lowercased key: this runs for every `word=` and
        // `"word":` of every log and JSON file.
        func ends(_ suffix: StaticString) -> Bool { keyEnds(line, start, end, with: suffix) }
        func equals(_ word: StaticString) -> Bool { end - start == word.utf8CodeUnitCount && ends(word) }
        if equals("authorization") || equals("proxy-authorization") {
            return .authorizationHeader
        }
        if ends("secret_access_key") || ends("secretaccesskey") || ends("secret-access-key") {
            return .awsSecretAccessKey
        }
        // Not `pwd`: that is the working directory (`PWD = "/tmp"` in every environment dump).
        if ends("password") || ends("passwd") || ends("passphrase") {
            return .password
        }
        if ends("token") || ends("secret") || ends("apikey") || ends("api_key") || ends("api-key")
            || ends("secret_key") || ends("private_key")
        {
            return .tokenPair
        }
        return nil
    }

    /// Whether line[start..<end], with ASCII capitals lowered, ends in `suffix` (lowercase ASCII).
    @inline(__always)
    static func keyEnds(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int, with suffix: StaticString) -> Bool {
        let length = suffix.utf8CodeUnitCount
        guard end - start >= length else { return false }
        let expected = suffix.utf8Start
        let offset = end - length
        for index in 0..<length {
            let byte = line[offset + index]
            if (byte >= 65 && byte <= 90 ? byte | 0x20 : byte) != expected[index] { return false }
        }
        return true
    }

    /// References and masks are not secrets: `$VAR`, `${VAR}`, `$(VAR)`, `***`, `<redacted>`, `[REDACTED…`.
    private static func isPlaceholder(_ line: UnsafeRawBufferPointer, _ start: Int) -> Bool {
        let byte = line[start]
        return byte == UInt8(ascii: "$") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "<")
            || hasPrefix(line, start, "[REDACTED")
    }

    // MARK: - https://user:password@host

    private static func urlPassword(_ line: UnsafeRawBufferPointer, from start: Int) -> Match? {
        var position = start
        var colonAt: Int?
        while position < line.count {
            let byte = line[position]
            if byte == UInt8(ascii: "@") {
                guard let colonAt, position > colonAt + 1, !isPlaceholder(line, colonAt + 1) else { return nil }
                return Match(start: colonAt + 1, end: position, kind: .urlCredentials)
            }
            if byte == slash || byte == space || byte == tab || byte == quote || byte == apostrophe
                || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
            {
                return nil
            }
            if byte == colon, colonAt == nil { colonAt = position }
            position += 1
        }
        return nil
    }

    // MARK: - Bytes

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let newline = UInt8(ascii: "\n")
    private static let quote = UInt8(ascii: "\"")
    private static let apostrophe = UInt8(ascii: "'")
    private static let equals = UInt8(ascii: "=")
    private static let colon = UInt8(ascii: ":")
    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")
    private static let backslash = UInt8(ascii: "\\")

    /// What may follow a key: `key=`, `key:`, `"key":`, `key = `, `Bearer `.
    @inline(__always) private static func mayFollowKey(_ byte: UInt8) -> Bool {
        byte == space || byte == equals || byte == colon || byte == quote || byte == apostrophe || byte == backslash
    }

    /// Every key `keyKind` knows ends in d, e, n, t or y.
    @inline(__always) private static func endsLikeSecretKey(_ byte: UInt8) -> Bool {
        switch byte | 0x20 {
        case UInt8(ascii: "d"), UInt8(ascii: "e"), UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "y"): true
        default: false
        }
    }

    /// ghp_, gho_, ghu_, ghs_, ghr_.
    @inline(__always) private static func isGitHubTokenLetter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "p"), UInt8(ascii: "o"), UInt8(ascii: "u"), UInt8(ascii: "s"), UInt8(ascii: "r"): true
        default: false
        }
    }

    /// xoxa-, xoxb-, xoxp-, xoxr-, xoxs-.
    @inline(__always) private static func isSlackTokenLetter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a"), UInt8(ascii: "b"), UInt8(ascii: "p"), UInt8(ascii: "r"), UInt8(ascii: "s"): true
        default: false
        }
    }

    /// Letters, digits, `_` and `-`, from two 64-bit masks: no branches, so the per-byte loop over
    /// each word does not stall on mispredictions.
    @inline(__always) static func isWordByte(_ byte: UInt8) -> Bool {
        let mask: UInt64 = byte < 64 ? 0x03FF200000000000 : 0x07FFFFFE87FFFFFE
        return byte < 128 && (mask >> UInt64(byte & 63)) & 1 != 0
    }

    @inline(__always) private static func isBase64URL(_ byte: UInt8) -> Bool { isWordByte(byte) }

    @inline(__always) private static func isUpperOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57)
    }

    /// Characters of an RFC 6750 bearer token (b64token).
    @inline(__always) private static func isTokenByte(_ byte: UInt8) -> Bool {
        isWordByte(byte) || byte == dot || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "+")
            || byte == slash || byte == equals
    }

    @inline(__always) private static func isValueDelimiter(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == carriageReturn || byte == newline || byte == quote || byte == apostrophe
            || byte == UInt8(ascii: "&") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";")
            || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
            || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
    }

    static func hasPrefix(_ line: UnsafeRawBufferPointer, _ start: Int, _ prefix: String) -> Bool {
        var index = start
        for byte in prefix.utf8 {
            guard index < line.count, line[index] == byte else { return false }
            index += 1
        }
        return true
    }

    private static func equalsIgnoringCase(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int, _ word: String) -> Bool {
        var index = start
        for byte in word.utf8 {
            guard index < end, line[index] | 0x20 == byte else { return false }
            index += 1
        }
        return index == end
    }
}
