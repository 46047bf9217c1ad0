import EvidenceCore

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
                if let match = wordMatch(line, start: index, end: end) ?? gluedToken(line, start: index, end: end) {
                    matches.append(match)
                    index = max(match.end, index + 1)
                } else {
                    index = end
                }
            } else if byte == UInt8(ascii: ":"), index + 2 < count, line[index + 1] == slash, line[index + 2] == slash {
                if let match = urlSecret(line, from: index + 3) {
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

    /// The secret a word starts, if any: a token by its shape, a short prefix with a dot (`SG.`,
    /// `hvs.`, `1//`), or a key followed by its value.
    private static func wordMatch(_ line: UnsafeRawBufferPointer, start: Int, end: Int) -> Match? {
        let count = line.count
        // Most words are short and followed by something no rule continues with: the rules are
        // tried only where they can match (the same tests they start with themselves).
        if end - start >= 15, let match = shapedToken(line, start: start, end: end) { return match }
        let first = line[start]
        if first == UInt8(ascii: "g"), end - start >= 4, line[start + 1] == UInt8(ascii: "l"), line[start + 2] == UInt8(ascii: "c"),
            line[start + 3] == UInt8(ascii: "_"), let match = grafanaCloudToken(line, start: start)
        {
            return match
        }
        if first == UInt8(ascii: "e"), let match = encodedJSON(line, start: start) { return match }
        if end < count {
            let next = line[end]
            if next == dot {
                if let match = dottedWordToken(line, start: start, end: end) { return match }
            } else if next == slash, end - start == 1, first == UInt8(ascii: "1"), end + 2 < count, line[end + 1] == slash,
                line[end + 2] == UInt8(ascii: "0")
            {
                // Google OAuth refresh tokens: 1//0 and a long tail.
                var position = end + 2
                while position < count, isWordByte(line[position]) { position += 1 }
                return position - end >= 30 ? Match(start: start, end: position, kind: .googleOAuthToken) : nil
            }
            if mayFollowKey(next) { return keyedValue(line, start: start, end: end) }
        }
        return nil
    }

    /// A token whose prefix ends in a dot, the word before the dot (`end`) being the prefix: SendGrid
    /// (`SG.`), Vault (`hvs.`, `hvb.`), Slack refresh tokens, Google OAuth, Dynatrace, Doppler.
    private static func dottedWordToken(_ line: UnsafeRawBufferPointer, start: Int, end: Int) -> Match? {
        let first = line[start]
        if end - start == 2, first == UInt8(ascii: "S"), line[start + 1] == UInt8(ascii: "G") {
            return dottedToken(line, start: start, segments: 2, minimum: 16, kind: .sendgridKey)
        }
        if end - start == 3, first == UInt8(ascii: "h"), line[start + 1] == UInt8(ascii: "v"),
            line[start + 2] == UInt8(ascii: "s") || line[start + 2] == UInt8(ascii: "b")
        {
            return dottedToken(line, start: start, segments: 1, minimum: 24, kind: .vendorToken)
        }
        return dottedPrefixToken(line, start: start, end: end) ?? dottedVendorToken(line, start: start, end: end)
    }

    // MARK: - Tokens joined to the word before them

    /// How far from a word's end a joined token may start: longer than any token's distinctive form
    /// (OpenAI's project keys run to about 170 bytes), and what keeps the walk linear on long words.
    static let maximumGluedLength = 256

    /// A token joined to the word before it by `_` or `-` in text (`artifact_ghp_…`, `build-glpat-…`,
    /// `ci-SG.….…`): a token with a distinctive prefix — one `shapedToken` knows (a JWT aside), a
    /// dotted prefix (`dottedWordToken`), Grafana's `glc_` — that starts right after one of the
    /// word's separators and runs to its end, and whose text is not made of words
    /// (`test_ghp_parser_for_github_tokens`, `glpat-TokenParserTests` are identifiers: `isMadeOfWords`).
    private static func gluedToken(_ line: UnsafeRawBufferPointer, start: Int, end: Int) -> Match? {
        guard end - start >= 4 else { return nil }
        var separator = max(start, end - maximumGluedLength)
        while separator < end - 2 {
            defer { separator += 1 }
            guard line[separator] == UInt8(ascii: "_") || line[separator] == UInt8(ascii: "-") else { continue }
            let tokenStart = separator + 1
            guard let match = prefixedToken(line, start: tokenStart, end: end), !isMadeOfWords(line, match.start, match.end) else { continue }
            return match
        }
        return nil
    }

    /// The tokens `gluedToken` takes: those told by a prefix of their own.
    private static func prefixedToken(_ line: UnsafeRawBufferPointer, start: Int, end: Int) -> Match? {
        let first = line[start]
        if end - start >= 15, first != UInt8(ascii: "e"), let match = shapedToken(line, start: start, end: end) { return match }
        if first == UInt8(ascii: "g"), hasPrefix(line, start, "glc_") { return grafanaCloudToken(line, start: start) }
        if end < line.count, line[end] == dot, end - start <= 6 { return dottedWordToken(line, start: start, end: end) }
        return nil
    }

    /// Whether every part of `start ..< end` between `_`, `-` and `.` reads as a word of an identifier:
    /// lowercase letters, or capitalised words run together (`TokenParser`), each perhaps led by one
    /// capital and ended by digits (`v12`, `x86`), an acronym of up to four capitals (`URL`), or digits.
    /// A token's random text has capitals side by side or digits between letters: the chance a
    /// 20-character one reads as words is below one in a thousand, and falls with its length.
    static func isMadeOfWords(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Bool {
        var position = start
        while position < end {
            var partEnd = position
            while partEnd < end, line[partEnd] != UInt8(ascii: "_"), line[partEnd] != UInt8(ascii: "-"), line[partEnd] != dot { partEnd += 1 }
            guard isIdentifierWord(line, position, partEnd) else { return false }
            position = partEnd + 1
        }
        return true
    }

    /// `isMadeOfWords` of one part.
    private static func isIdentifierWord(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Bool {
        func isUpper(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }
        func isLower(_ byte: UInt8) -> Bool { byte >= 97 && byte <= 122 }
        var digits = end
        while digits > start, line[digits - 1] >= 48, line[digits - 1] <= 57 { digits -= 1 }
        let letters = start..<digits
        if letters.isEmpty || letters.count <= 4 && letters.allSatisfy({ isUpper(line[$0]) }) { return true }
        // Each capital is followed by a lowercase letter; the first byte may be either.
        guard letters.allSatisfy({ isUpper(line[$0]) || isLower(line[$0]) }) else { return false }
        return letters.allSatisfy { !isUpper(line[$0]) || $0 + 1 < digits && isLower(line[$0 + 1]) }
    }

    // MARK: - Tokens recognisable by their own shape

    private static func shapedToken(_ line: UnsafeRawBufferPointer, start: Int, end: Int) -> Match? {
        guard end - start >= 15 else { return nil }
        let word = ShapedWord(line: line, start: start, end: end)
        // One step per first byte, the common prefixes of each service under it.
        switch line[start] {
        case UInt8(ascii: "g"): return gitHostToken(word)
        case UInt8(ascii: "A"): return amazonOrGoogleToken(word)
        case UInt8(ascii: "e"):
            if hasPrefix(line, start, "eyJ"), let jwtEnd = jwtEnd(line, firstSegmentEnd: end) {
                return Match(start: start, end: jwtEnd, kind: .jwt)
            }
        case UInt8(ascii: "x"):
            if hasPrefix(line, start, "xox"), isSlackTokenLetter(line[start + 3]), line[start + 4] == UInt8(ascii: "-") {
                return word.token(.slackToken)
            }
            if word.prefixed(["xapp-"], minimum: 24) { return word.token(.slackToken) }
            if word.prefixed(["xai-", "xkeysib-"], minimum: 40) { return word.token(.vendorToken) }
        case UInt8(ascii: "s"): return stripeOrVendorSecretKey(word)
        case UInt8(ascii: "d"): return digitalOceanOrDatabricksToken(word)
        default: return prefixedVendorToken(word)
        }
        return nil
    }

    /// A word of 15 bytes or more that may be a token, with the tests the shape rules share.
    private struct ShapedWord {
        let line: UnsafeRawBufferPointer
        let start: Int
        let end: Int

        var length: Int { end - start }

        func token(_ kind: SecretKind) -> Match { Match(start: start, end: end, kind: kind) }

        func prefixed(_ prefixes: [String], minimum: Int) -> Bool {
            length >= minimum && prefixes.contains { SecretScanner.hasPrefix(line, start, $0) }
        }
    }

    /// GitHub (`ghp_`, `github_pat_`), GitLab (`glpat-`, …) and Grafana (`glc_`, `glsa_`) tokens.
    private static func gitHostToken(_ word: ShapedWord) -> Match? {
        let (line, start, length) = (word.line, word.start, word.length)
        if length >= 20, line[start + 1] == UInt8(ascii: "h"), line[start + 3] == UInt8(ascii: "_"),
            isGitHubTokenLetter(line[start + 2])
        {
            return word.token(.githubToken)
        }
        if length >= 30, hasPrefix(line, start, "github_pat_") { return word.token(.githubToken) }
        if word.prefixed(gitlabPrefixes, minimum: 20) { return word.token(.gitlabToken) }
        if word.prefixed(["glsa_", "gsk_"], minimum: 24) { return word.token(.vendorToken) }
        return nil
    }

    /// Grafana Cloud tokens: `glc_` and standard base64 (`+`, `/`, `=` padding), which ends a word.
    private static func grafanaCloudToken(_ line: UnsafeRawBufferPointer, start: Int) -> Match? {
        var end = start + 4
        while end < line.count, isBase64Byte(line[end]) { end += 1 }
        return end - start >= 24 ? Match(start: start, end: end, kind: .vendorToken) : nil
    }

    /// AWS access key ids (`AKIA…`), Google API keys (`AIza…`), Atlassian and age keys.
    private static func amazonOrGoogleToken(_ word: ShapedWord) -> Match? {
        let (line, start, end, length) = (word.line, word.start, word.end, word.length)
        if length == 20, awsKeyPrefixes.contains(where: { hasPrefix(line, start, $0) }),
            (start..<end).allSatisfy({ isUpperOrDigit(line[$0]) })
        {
            return word.token(.awsAccessKeyID)
        }
        if length == 39, hasPrefix(line, start, "AIza") { return word.token(.googleAPIKey) }
        if word.prefixed(["ATATT3", "ATCTT3", "ATBB", "AGE-SECRET-KEY-1"], minimum: 24) { return word.token(.vendorToken) }
        // JFrog Artifactory API keys.
        if word.prefixed(["AKCp"], minimum: 60) { return word.token(.vendorToken) }
        return nil
    }

    /// Stripe secret keys (`sk_live_`), and OpenAI, Anthropic, Shopify, Square and Sentry keys.
    private static func stripeOrVendorSecretKey(_ word: ShapedWord) -> Match? {
        if word.prefixed(["sk_live_", "sk_test_"], minimum: 20) { return word.token(.stripeKey) }
        if word.prefixed(["sk-ant-", "sk-proj-", "sk-svcacct-", "shpat_", "shpss_", "shpca_", "shppa_", "sq0atp-", "sq0csp-", "sntrys_", "sntryu_"], minimum: 24)
            || word.prefixed(["sk-"], minimum: 40) && hasDigit(word.line, word.start, word.end)
        {
            return word.token(.vendorToken)
        }
        return nil
    }

    /// DigitalOcean (`dop_v1_`, …) and Databricks (`dapi` and 32 hex digits) tokens.
    private static func digitalOceanOrDatabricksToken(_ word: ShapedWord) -> Match? {
        let (line, start, end) = (word.line, word.start, word.end)
        if word.prefixed(["dop_v1_", "doo_v1_", "dor_v1_"], minimum: 40) { return word.token(.vendorToken) }
        if word.length == 36, hasPrefix(line, start, "dapi"), (start + 4..<end).allSatisfy({ isHexDigit(line[$0]) }) {
            return word.token(.vendorToken)
        }
        return nil
    }

    /// Tokens told by one prefix and a least length (`vendorRules`): Stripe restricted keys and
    /// webhook secrets, npm, PyPI, Hugging Face, Postman, New Relic, Heroku, 1Password, Replicate,
    /// Perplexity, Pulumi, RubyGems, Buildkite, CircleCI, Figma, Notion, Flutterwave, Google OAuth
    /// client secrets and JFrog reference tokens.
    private static func prefixedVendorToken(_ word: ShapedWord) -> Match? {
        for rule in vendorRules[Int(word.line[word.start])] where word.length >= rule.minimum && hasPrefix(word.line, word.start, rule.prefix) {
            // A hex tail where the vendor writes one (Pulumi, RubyGems, Buildkite): a word that only
            // begins like the prefix is no token.
            if rule.hexTail, !(word.start + rule.prefix.utf8.count..<word.end).allSatisfy({ isHexDigit(word.line[$0]) }) { continue }
            return word.token(rule.kind)
        }
        return nil
    }

    private struct VendorRule {
        let prefix: String
        let minimum: Int
        let kind: SecretKind
        var hexTail = false
    }

    /// The rules of `prefixedVendorToken`, by the prefix's first byte (its prefixes and lengths are
    /// the vendors' documented ones; each is looked for by `SecretCandidateFilter` too).
    private static let vendorRules: [[VendorRule]] = {
        let rules = [
            VendorRule(prefix: "rk_live_", minimum: 20, kind: .stripeKey), VendorRule(prefix: "rk_test_", minimum: 20, kind: .stripeKey),
            VendorRule(prefix: "whsec_", minimum: 30, kind: .stripeKey),
            VendorRule(prefix: "npm_", minimum: 30, kind: .npmToken),
            VendorRule(prefix: "pypi-AgEIcHlwaS5vcmc", minimum: 40, kind: .vendorToken),
            VendorRule(prefix: "hf_", minimum: 30, kind: .vendorToken),
            VendorRule(prefix: "PMAK-", minimum: 40, kind: .vendorToken),
            VendorRule(prefix: "NRAK-", minimum: 30, kind: .vendorToken), VendorRule(prefix: "NRII-", minimum: 30, kind: .vendorToken),
            VendorRule(prefix: "HRKU-", minimum: 30, kind: .vendorToken),
            VendorRule(prefix: "ops_eyJ", minimum: 40, kind: .vendorToken),
            VendorRule(prefix: "r8_", minimum: 40, kind: .vendorToken),
            VendorRule(prefix: "pplx-", minimum: 45, kind: .vendorToken),
            VendorRule(prefix: "pul-", minimum: 44, kind: .vendorToken, hexTail: true),
            VendorRule(prefix: "rubygems_", minimum: 49, kind: .vendorToken, hexTail: true),
            VendorRule(prefix: "bkua_", minimum: 45, kind: .vendorToken, hexTail: true),
            VendorRule(prefix: "CCIPAT_", minimum: 40, kind: .vendorToken),
            VendorRule(prefix: "figd_", minimum: 40, kind: .vendorToken),
            VendorRule(prefix: "ntn_", minimum: 40, kind: .vendorToken),
            VendorRule(prefix: "FLWSECK", minimum: 30, kind: .vendorToken),
            VendorRule(prefix: "GOCSPX-", minimum: 30, kind: .googleOAuthToken),
            // base64 of `reftkn:01:`.
            VendorRule(prefix: "cmVmdGtuOjAx", minimum: 60, kind: .vendorToken),
        ]
        var table = [[VendorRule]](repeating: [], count: 256)
        for rule in rules { table[Int(rule.prefix.utf8.first!)].append(rule) }
        return table
    }()

    /// Tokens whose prefix ends in a dot: Google OAuth access tokens (`ya29.`), Dynatrace
    /// (`dt0c01.<24>.<64>`) and Doppler (`dp.st.`, `dp.pt.`, `dp.ct.`, `dp.sa.`, `dp.scim.`, `dp.audit.`).
    private static func dottedVendorToken(_ line: UnsafeRawBufferPointer, start: Int, end: Int) -> Match? {
        switch end - start {
        case 4 where hasPrefix(line, start, "ya29"):
            let tokenEnd = dottedRunEnd(line, from: end)
            return tokenEnd - start >= 40 ? Match(start: start, end: tokenEnd, kind: .googleOAuthToken) : nil
        case 6 where hasPrefix(line, start, "dt0c01"):
            return dottedToken(line, start: start, segments: 2, minimum: 24, kind: .vendorToken)
        case 2 where hasPrefix(line, start, "dp"):
            guard ["st.", "pt.", "ct.", "sa.", "scim.", "audit."].contains(where: { hasPrefix(line, end + 1, $0) }) else { return nil }
            let tokenEnd = dottedRunEnd(line, from: end)
            return tokenEnd - start >= 40 ? Match(start: start, end: tokenEnd, kind: .vendorToken) : nil
        default:
            return nil
        }
    }

    /// Past the word bytes and dots from `position`, and not past a dot that ends it (a sentence's).
    private static func dottedRunEnd(_ line: UnsafeRawBufferPointer, from position: Int) -> Int {
        var end = position
        while end < line.count, isWordByte(line[end]) || line[end] == dot { end += 1 }
        while end > position, line[end - 1] == dot { end -= 1 }
        return end
    }

    private static let awsKeyPrefixes = ["AKIA", "ASIA", "AGPA", "AIDA", "AROA", "ANPA", "ANVA", "AIPA"]
    private static let gitlabPrefixes = ["glpat-", "glptt-", "gldt-", "glrt-", "glcbt-", "glft-", "glimt-", "glsoat-", "gloas-", "glagent-"]

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

    /// Slack's refresh tokens, whose prefix ends in a dot (`xoxe.xoxp-1-…`).
    private static func dottedPrefixToken(_ line: UnsafeRawBufferPointer, start: Int, end: Int) -> Match? {
        guard end - start == 4, line[start] == UInt8(ascii: "x"), hasPrefix(line, start, "xoxe") else { return nil }
        return dottedToken(line, start: start, segments: 1, minimum: 20, kind: .slackToken)
    }

    /// `SG.<id>.<secret>`, `hvs.<secret>`: a short prefix, then `segments` dotted word runs of at
    /// least `minimum` bytes each.
    private static func dottedToken(_ line: UnsafeRawBufferPointer, start: Int, segments: Int, minimum: Int, kind: SecretKind) -> Match? {
        var position = start
        while position < line.count, isWordByte(line[position]) { position += 1 }
        for _ in 0..<segments {
            guard position < line.count, line[position] == dot else { return nil }
            position += 1
            let segmentStart = position
            while position < line.count, isWordByte(line[position]) { position += 1 }
            guard position - segmentStart >= minimum else { return nil }
        }
        return Match(start: start, end: position, kind: kind)
    }

    /// Base64 of a JSON object (`eyJ` = `{"`, `ewo` = `{\n`, `eyA` = `{ `) whose decoded text holds a
    /// secret: the whole encoded run is redacted (a Docker auth config, a service-account key passed
    /// through an environment variable).
    private static func encodedJSON(_ line: UnsafeRawBufferPointer, start: Int) -> Match? {
        guard hasPrefix(line, start, "eyJ") || hasPrefix(line, start, "ewo") || hasPrefix(line, start, "eyA") else { return nil }
        var end = start
        while end < line.count, isBase64Byte(line[end]) { end += 1 }
        guard end - start >= 16, let decoded = Base64Text.decode(UnsafeRawBufferPointer(rebasing: line[start..<end])) else { return nil }
        var inner: [Match] = []
        decoded.withUnsafeBytes { scanWords($0, into: &inner) }
        guard !inner.isEmpty else { return nil }
        return Match(start: start, end: end, kind: .encodedSecret)
    }

    // MARK: - Values named by their key: `key=value`, `key: value`, `"key": "value"`, `Bearer value`

    private static func keyedValue(_ line: UnsafeRawBufferPointer, start: Int, end: Int) -> Match? {
        let count = line.count
        guard end < count, end - start <= 64 else { return nil }
        if line[end] == space {
            // Only `Bearer <token>`, `--password <value>`, `.netrc`'s `password <value>` and
            // `key : value` continue after a space.
            if end - start == 6, equalsIgnoringCase(line, start, end, "bearer") { return bearerToken(line, after: end) }
            if line[start] == UInt8(ascii: "-") { return commandLineSecret(line, start: start, end: end) }
            if line[start] == UInt8(ascii: "p"), let match = netrcPassword(line, start: start, end: end) { return match }
        } else if line[end] == colon {
            if let match = maskedValue(line, start: start, end: end) ?? opensslPassphrase(line, start: start, end: end) { return match }
        } else if line[end] == UInt8(ascii: ">") || line[end] == UInt8(ascii: "&") {
            if let match = elementValue(line, start: start, end: end) { return match }
        }
        // The key's closing quote: `"key":`, `'key':`, `\"key\":` (JSON inside a JSON string),
        // `&quot;key&quot;:` (JSON inside an XML attribute), `%22key%22%3A` (percent-encoded).
        var position = afterQuote(line, end)
        while position < count, line[position] == space { position += 1 }
        guard position < count, let separator = keySeparator(line, at: position) else { return nil }
        // Every key below ends in d, e, n, t, y, g, h or k: a cheap test before spelling the key out.
        guard endsLikeSecretKey(line[end - 1]), let kind = keyKind(line, start, end) else { return nil }
        return value(
            line, from: separator.valueStart, key: start, kind: kind, typedBy: line[position] == colon,
            escaped: separator.escaped, percentEncoded: separator.percentEncoded)
    }

    /// An XML element named like a password and its text, in a line (`<password>…</password>`,
    /// `<passphrase>`: Maven's `settings.xml`), also escaped in another document
    /// (`&lt;password&gt;…&lt;/password&gt;`). Only these names: the candidate filter looks for
    /// `ssw`, `swd` and `sph` (not for every `>` of every XML file).
    private static func elementValue(_ line: UnsafeRawBufferPointer, start: Int, end: Int) -> Match? {
        let plain = line[end] == UInt8(ascii: ">") && start > 0 && line[start - 1] == UInt8(ascii: "<")
        let escaped = !plain && start >= 4 && hasPrefix(line, end, "&gt;") && hasPrefix(line, start - 4, "&lt;")
        guard plain || escaped, keyEnds(line, start, end, with: "password") || keyEnds(line, start, end, with: "passwd")
            || keyEnds(line, start, end, with: "passphrase")
        else { return nil }
        let kind = SecretKind.password
        let valueStart = end + (plain ? 1 : 4)
        var valueEnd = valueStart
        while valueEnd < line.count, line[valueEnd] != UInt8(ascii: "<"), line[valueEnd] != UInt8(ascii: "&") || !escaped { valueEnd += 1 }
        // Closed by its end tag (`</`, `&lt;/`): `<your-api-key>` alone names no element's value.
        guard hasPrefix(line, valueEnd, plain ? "</" : "&lt;/") else { return nil }
        let value = UnsafeRawBufferPointer(rebasing: line[valueStart..<valueEnd])
        guard valueEnd > valueStart, isSecretValue(value, kind: kind) else { return nil }
        return Match(start: valueStart, end: valueEnd, kind: kind)
    }

    /// The value GitHub Actions is told to mask (`::add-mask::<value>`): a secret by definition.
    private static func maskedValue(_ line: UnsafeRawBufferPointer, start: Int, end: Int) -> Match? {
        guard end - start == 8, end + 2 < line.count, line[end] == colon, line[end + 1] == colon,
            equalsIgnoringCase(line, start, end, "add-mask"), line[end + 2] != space, !isPlaceholder(line, end + 2)
        else { return nil }
        var valueEnd = line.count
        while valueEnd > end + 2, line[valueEnd - 1] == space || line[valueEnd - 1] == carriageReturn || line[valueEnd - 1] == newline { valueEnd -= 1 }
        return valueEnd > end + 2 ? Match(start: end + 2, end: valueEnd, kind: .tokenPair) : nil
    }

    /// OpenSSL's passphrase argument given in the clear: `-passin pass:<value>`, `-passout pass:…`,
    /// `-pass pass:…` (`env:VAR` and `file:path` name where it is).
    private static func opensslPassphrase(_ line: UnsafeRawBufferPointer, start: Int, end: Int) -> Match? {
        guard end - start == 4, line[end] == colon, hasPrefix(line, start, "pass"), start >= 7, line[start - 1] == space else { return nil }
        var flagStart = start - 1
        while flagStart > 0, line[flagStart - 1] != space { flagStart -= 1 }
        guard hasPrefix(line, flagStart, "-pass") else { return nil }
        return value(line, from: end + 1, key: start, kind: .password, typedBy: false, escaped: false, percentEncoded: false)
    }

    /// `.netrc`'s `password <value>`: after `machine … login …` on the line, or alone on its line
    /// (the file's multi-line form), the value one word at the line's end.
    private static func netrcPassword(_ line: UnsafeRawBufferPointer, start: Int, end: Int) -> Match? {
        // Lowercase, as the file spells it (the candidate filter looks for `ssw` and `swd`).
        guard end - start == 8 && hasPrefix(line, start, "password") || end - start == 6 && hasPrefix(line, start, "passwd") else { return nil }
        var valueStart = end
        while valueStart < line.count, line[valueStart] == space { valueStart += 1 }
        var valueEnd = valueStart
        while valueEnd < line.count, line[valueEnd] > space, line[valueEnd] != 0x7F { valueEnd += 1 }
        var rest = valueEnd
        while rest < line.count, line[rest] == space || line[rest] == carriageReturn || line[rest] == newline || line[rest] == tab { rest += 1 }
        let before = UnsafeRawBufferPointer(rebasing: line[0..<start])
        let leading = (SecretMarkup.afterTimestamp(line)..<start).allSatisfy { line[$0] == space || line[$0] == tab }
        var alone = leading && rest == line.count
        // The file's last line quoted in a string or an attribute (`message="machine …\n  password
        // <value>" type=…`): the value ends at the quote that closes the string.
        if leading, !alone, let quoteAt = (valueStart..<valueEnd).first(where: { line[$0] == quote }), quoteAt > valueStart {
            valueEnd = quoteAt
            alone = true
        }
        guard valueEnd > valueStart, alone || contains(before, "login ") && contains(before, "machine "),
            !isPlaceholder(line, valueStart), !isKeyword(line, valueStart, valueEnd), !isCode(line, valueStart, valueEnd)
        else { return nil }
        // Alone on its line, a letters-only word is prose (`password incorrect`), not a value.
        if alone, (valueStart..<valueEnd).allSatisfy({ (line[$0] | 0x20) >= UInt8(ascii: "a") && (line[$0] | 0x20) <= UInt8(ascii: "z") }) { return nil }
        return Match(start: valueStart, end: valueEnd, kind: .password)
    }

    /// The token after `Bearer ` (`end` is the word's end, at the space).
    private static func bearerToken(_ line: UnsafeRawBufferPointer, after end: Int) -> Match? {
        let count = line.count
        var position = end
        while position < count, line[position] == space { position += 1 }
        let tokenStart = position
        while position < count, isTokenByte(line[position]), line[position] != equals { position += 1 }
        // `=` only pads the end: `bearer expires_in=3600` is a key and its value, not a token.
        while position < count, line[position] == equals { position += 1 }
        guard position == count || !isTokenByte(line[position]) else { return nil }
        guard position - tokenStart >= 8, !isPlaceholder(line, tokenStart) else { return nil }
        return Match(start: tokenStart, end: position, kind: .bearerToken)
    }

    /// The separator at `position` between a key and its value — `=`, `=>`, `=&gt;`, `:`, `\=`
    /// (escaped), `%3D`, `%3A` — and where the value starts after it; nil when there is none.
    private static func keySeparator(
        _ line: UnsafeRawBufferPointer, at position: Int
    ) -> (valueStart: Int, escaped: Bool, percentEncoded: Bool)? {
        let count = line.count
        let separator = line[position]
        if separator == equals {
            // Not `==`; `=>` is a Ruby hash's separator (`=&gt;` in XML).
            if position + 1 < count, line[position + 1] == equals { return nil }
            let width = position + 1 < count && line[position + 1] == UInt8(ascii: ">") ? 2 : hasPrefix(line, position + 1, "&gt;") ? 5 : 1
            return (position + width, false, false)
        } else if separator == colon {
            if position + 1 < count, line[position + 1] == colon { return nil }
            return (position + 1, false, false)
        } else if separator == backslash, position + 1 < count, let equalsAt = (position + 1...min(position + 2, count - 1)).first(where: { line[$0] == equals }),
            (position..<equalsAt).allSatisfy({ line[$0] == backslash })
        {
            // xcodebuild prints each script phase's environment as `export KEY\=value`, escaping
            // what the shell would read: an escaped byte is part of the value. (`\\=` once more
            // escaped, in JSON.)
            return (equalsAt + 1, true, false)
        } else if separator == percent, isPercentSeparator(line, position) {
            return (position + 3, false, true)
        }
        return nil
    }

    /// The value that starts at or after `position` (spaces skipped), when it is a secret.
    private static func value(_ line: UnsafeRawBufferPointer, from position: Int, key start: Int, kind: SecretKind, typedBy colonSeparator: Bool, escaped: Bool, percentEncoded: Bool) -> Match? {
        let count = line.count
        var position = position
        while position < count, line[position] == space || line[position] == tab { position += 1 }
        guard position < count else { return nil }
        var valueStart = position
        let valueEnd: Int
        // `\"value\"` (JSON inside a JSON string): the value ends at the next `\"`.
        let escapedQuote = line[position] == backslash && position + 1 < count && line[position + 1] == quote
        if escapedQuote { valueStart += 1 }
        let opening = line[valueStart]
        let quoted = opening == quote || opening == apostrophe
        if quoted {
            // The quote closes the string the key stood in (`'Error getting FCM token:', [Error: …]`):
            // what follows is the next argument, not a value (no secret starts with `,` `)` `]` `;`).
            if valueStart + 1 < count, [UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ";")].contains(line[valueStart + 1]) {
                return nil
            }
            valueStart += 1
            valueEnd = quotedValueEnd(line, from: valueStart, closedBy: opening, escapedQuote: escapedQuote)
        } else if kind == .authorizationHeader {
            return headerValue(line, from: valueStart, key: start, kind: kind)
        } else {
            // Opened by an entity (`&quot;`) or a percent-encoded quote, the value ends at the next.
            valueStart = afterQuote(line, valueStart)
            valueEnd = unquotedValueEnd(line, from: valueStart, escaped: escaped, percentEncoded: percentEncoded)
        }
        guard valueEnd > valueStart, !isPlaceholder(line, valueStart), !isKeyword(line, valueStart, valueEnd) else { return nil }
        if kind == .encodedSecret { return isEncodedCredential(line, valueStart, valueEnd) ? Match(start: valueStart, end: valueEnd, kind: kind) : nil }
        if !quoted {
            if isCode(line, valueStart, valueEnd) || hasNoSecretShape(line, valueStart, valueEnd, kind: kind, codeKey: isCodeName(line, start)) { return nil }
            if colonSeparator, isProse(line, valueStart, valueEnd, acronyms: kind != .password) { return nil }
            if colonSeparator, isTypeName(line, valueStart, valueEnd) {
                // `password: String` names a type; `let password: String = "…"` then gives the value.
                return valueAfterType(line, typeEnd: valueEnd, key: start, kind: kind, escaped: escaped, percentEncoded: percentEncoded)
            }
        }
        return Match(start: valueStart, end: valueEnd, kind: kind)
    }

    /// Where a value opened by `opening` (a quote or an apostrophe) ends: at the same byte again.
    private static func quotedValueEnd(_ line: UnsafeRawBufferPointer, from valueStart: Int, closedBy opening: UInt8, escapedQuote: Bool) -> Int {
        let count = line.count
        var valueEnd = valueStart
        while valueEnd < count {
            let byte = line[valueEnd]
            if escapedQuote, byte == backslash, valueEnd + 1 < count, line[valueEnd + 1] == quote { break }
            // An escaped quote inside the value is part of it, not its end.
            if byte == backslash { valueEnd += 2; continue }
            if byte == opening { break }
            valueEnd += 1
        }
        return min(valueEnd, count)
    }

    /// An unquoted header value holds scheme and credentials: it runs to the end of the line, or
    /// to the quote that encloses the whole header (`-H "Authorization: token …"`).
    private static func headerValue(_ line: UnsafeRawBufferPointer, from valueStart: Int, key start: Int, kind: SecretKind) -> Match? {
        let count = line.count
        var valueEnd = count
        if start > 0, line[start - 1] == quote || line[start - 1] == apostrophe {
            let enclosing = line[start - 1]
            var position = valueStart
            while position < count, line[position] != enclosing { position += 1 }
            valueEnd = position
        }
        // Nor past a control byte other than a tab (a NUL between the strings of a binary table),
        // nor into markup (`authorization: granted</string>`): no credential holds `<`.
        if let stop = (valueStart..<valueEnd).first(where: {
            line[$0] < 0x20 && line[$0] != tab && line[$0] != carriageReturn && line[$0] != newline || line[$0] == 0x7F || line[$0] == UInt8(ascii: "<")
        }) {
            valueEnd = stop
        }
        while valueEnd > valueStart, line[valueEnd - 1] == space || line[valueEnd - 1] == carriageReturn
            || line[valueEnd - 1] == newline
        {
            valueEnd -= 1
        }
        guard valueEnd > valueStart, !isHeaderValueBenign(line, valueStart, valueEnd) else { return nil }
        return Match(start: valueStart, end: valueEnd, kind: kind)
    }

    /// Where an unquoted value ends: at a delimiter, past escaped bytes and a `;` inside it.
    private static func unquotedValueEnd(_ line: UnsafeRawBufferPointer, from valueStart: Int, escaped: Bool, percentEncoded: Bool) -> Int {
        let count = line.count
        var valueEnd = valueStart
        while valueEnd < count {
            let byte = line[valueEnd]
            if escaped, byte == backslash {
                // `\ ` (the shell's escape), `\\\ ` (the same in JSON): the escaped byte is the value's.
                while valueEnd < count, line[valueEnd] == backslash { valueEnd += 1 }
                valueEnd += 1
                continue
            }
            if byte == UInt8(ascii: ";"), continuesPastSemicolon(line, valueEnd) { valueEnd += 1; continue }
            if percentEncoded, byte == percent, endsPercentValue(line, valueEnd) { break }
            if isValueDelimiter(byte) { break }
            valueEnd += 1
        }
        return min(valueEnd, count)
    }

    /// The value after a type annotation (`let password: String = "…"`), when `=` gives one.
    private static func valueAfterType(_ line: UnsafeRawBufferPointer, typeEnd: Int, key start: Int, kind: SecretKind, escaped: Bool, percentEncoded: Bool) -> Match? {
        let count = line.count
        var position = typeEnd
        while position < count, line[position] == UInt8(ascii: "?") || line[position] == UInt8(ascii: "!") || line[position] == space {
            position += 1
        }
        guard position + 1 < count, line[position] == equals, line[position + 1] != equals else { return nil }
        return value(line, from: position + 1, key: start, kind: kind, typedBy: false, escaped: escaped, percentEncoded: percentEncoded)
    }

    /// `--password <value>`, `--api-key <value>`, and the keychain password of `security
    /// unlock-keychain -p <value>` (also create-keychain, `import … -P`, `set-key-partition-list -k`)
    /// and of `altool … -p <value>`.
    private static func commandLineSecret(_ line: UnsafeRawBufferPointer, start: Int, end: Int) -> Match? {
        let kind: SecretKind
        if end - start == 2 && hasPrefix(line, start, "-u") || end - start == 6 && hasPrefix(line, start, "--user") {
            return userOption(line, from: end)
        }
        if end - start == 2 {
            // The tools whose one-letter option takes a password: which is theirs the line says.
            let tools: [String]
            switch line[start + 1] {
            case UInt8(ascii: "p"): tools = ["altool", "unlock-keychain", "create-keychain", "login "]
            case UInt8(ascii: "P"): tools = ["altool", "keychain", "security import", "pkcs12"]
            case UInt8(ascii: "k"): tools = ["set-key-partition-list", "openssl"]
            case UInt8(ascii: "w"): tools = ["generic-password", "internet-password"]
            default: return nil
            }
            guard tools.contains(where: { contains(line, $0) }) else { return nil }
            kind = .password
        } else {
            guard end - start > 3, line[start + 1] == UInt8(ascii: "-"), let named = keyKind(line, start + 2, end) else { return nil }
            // altool's `--apiKey` names a key id; the key itself is a .p8 file.
            if equalsIgnoringCase(line, start, end, "--apikey"), contains(line, "altool") { return nil }
            kind = named
        }
        var position = end
        while position < line.count, line[position] == space { position += 1 }
        guard position < line.count, line[position] != UInt8(ascii: "-"), !hasPrefix(line, position, "@keychain:"), !hasPrefix(line, position, "@env:") else { return nil }
        return value(line, from: position, key: start, kind: kind, typedBy: false, escaped: false, percentEncoded: false)
    }

    /// curl's `-u user:password` / `--user 'user:password'`: the password (a user alone holds none).
    private static func userOption(_ line: UnsafeRawBufferPointer, from end: Int) -> Match? {
        var position = end
        while position < line.count, line[position] == space { position += 1 }
        guard position < line.count else { return nil }
        let quote = line[position] == self.quote || line[position] == apostrophe ? line[position] : nil
        if quote != nil { position += 1 }
        var colonAt: Int?
        var valueEnd = position
        while valueEnd < line.count, line[valueEnd] != space, line[valueEnd] != quote ?? space {
            if line[valueEnd] == colon, colonAt == nil { colonAt = valueEnd }
            valueEnd += 1
        }
        guard let colonAt, colonAt > position, !isPlaceholder(line, position), valueEnd > colonAt + 1, !isPlaceholder(line, colonAt + 1) else { return nil }
        return Match(start: colonAt + 1, end: valueEnd, kind: .password)
    }

    /// Past the quote that may close a key or open a value: `"`, `'`, `\"`, `&quot;`, `&#34;`,
    /// `&apos;`, `&#39;`, `%22`, `%27`.
    private static func afterQuote(_ line: UnsafeRawBufferPointer, _ start: Int) -> Int {
        // Escaped once or more (`\"`, `\\\"`, `\&quot;`: JSON inside JSON or XML).
        var position = start
        while position < line.count, line[position] == backslash { position += 1 }
        guard position < line.count else { return start }
        switch line[position] {
        case quote, apostrophe:
            return position + 1
        case UInt8(ascii: "&"):
            for entity in ["&quot;", "&#34;", "&apos;", "&#39;", "&amp;quot;"] where hasPrefix(line, position, entity) {
                return position + entity.utf8.count
            }
            return start
        case percent:
            return hasPrefix(line, position, "%22") || hasPrefix(line, position, "%27") ? position + 3 : start
        default:
            return start
        }
    }

    /// `%3D` (`=`) or `%3A` (`:`), either case.
    static func isPercentSeparator(_ line: UnsafeRawBufferPointer, _ position: Int) -> Bool {
        guard position + 2 < line.count, line[position] == percent, line[position + 1] == UInt8(ascii: "3") else { return false }
        let letter = line[position + 2] | 0x20
        return letter == UInt8(ascii: "d") || letter == UInt8(ascii: "a")
    }

    /// A percent-encoded `&`, `"`, `'`, space, `,`, `;`, `}` or `]` ends a percent-encoded value.
    private static func endsPercentValue(_ line: UnsafeRawBufferPointer, _ position: Int) -> Bool {
        guard position + 2 < line.count else { return true }
        let (high, low) = (line[position + 1], line[position + 2] | 0x20)
        switch high {
        case UInt8(ascii: "2"): return [UInt8(ascii: "6"), UInt8(ascii: "2"), UInt8(ascii: "7"), UInt8(ascii: "0"), UInt8(ascii: "c")].contains(low)
        case UInt8(ascii: "3"): return low == UInt8(ascii: "b")
        case UInt8(ascii: "5"), UInt8(ascii: "7"): return low == UInt8(ascii: "d")
        default: return false
        }
    }

    /// A `;` inside a value (`password=ab;cd`) is part of it, unless a space or the end follows, or
    /// the next `key=` pair of a connection string (`Password=…;Database=…`).
    private static func continuesPastSemicolon(_ line: UnsafeRawBufferPointer, _ position: Int) -> Bool {
        let next = position + 1
        guard next < line.count, !isValueDelimiter(line[next]) else { return false }
        var end = next
        while end < line.count, isWordByte(line[end]) || line[end] == space { end += 1 }
        return !(end > next && end < line.count && line[end] == equals)
    }

    /// What a whole key names (a dictionary key, a `key` column's value).
    static func keyKind(_ name: [UInt8]) -> SecretKind? {
        name.withUnsafeBytes { keyKind($0, 0, name.count) }
    }

    /// What a key names, by its lowercased spelling; nil for keys that hold no secret.
    static func keyKind(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> SecretKind? {
        // Compared in place, without building the lowercased key: this runs for every `word=` and
        // `"word":` of every log and JSON file. By the key's last byte, so each key meets only the
        // suffixes it could have; most keys (`duration`, `status`) stop at the first test.
        guard end > start, Self.mayEndKey[Int(line[end - 1])] else { return nil }
        @inline(__always) func ends(_ suffix: StaticString) -> Bool { keyEnds(line, start, end, with: suffix) }
        @inline(__always) func equals(_ word: StaticString) -> Bool { end - start == word.utf8CodeUnitCount && ends(word) }
        switch line[end - 1] | 0x20 {
        case UInt8(ascii: "g"): return equals("sig") ? .tokenPair : nil
        case UInt8(ascii: "k"): return equals("add-mask") ? .tokenPair : nil
        case UInt8(ascii: "h"):
            // Base64 credentials (`user:password`): Docker's config.json `auth`, `.npmrc`'s `_auth`,
            // `…_BASIC_AUTH`. Only a base64 value is one (`auth: required`, `"auth": {…}` are not).
            return equals("auth") || ends("_auth") || ends("-auth") ? .encodedSecret : nil
        case UInt8(ascii: "d"):
            // Not `pwd`: that is the working directory (`PWD = "/tmp"` in every environment dump).
            return ends("password") || ends("passwd") || ends("_pwd") ? .password : nil
        case UInt8(ascii: "n"):
            if equals("authorization") || equals("proxy-authorization") { return .authorizationHeader }
            return ends("token") || ends("_authorization") || ends("fastlane_session") ? .tokenPair : nil
        case UInt8(ascii: "e"):
            if equals("cookie") || equals("set-cookie") { return .authorizationHeader }
            if ends("passphrase") { return .password }
            return ends("secret_key_base") || ends("sharedaccesssignature") || ends("_cookie") || ends("_signature") || ends("-signature")
                ? .tokenPair : nil
        case UInt8(ascii: "t"):
            // Yarn's `npmAuthIdent: "user:password"`.
            if ends("authident") || ends("auth_ident") { return .password }
            return ends("secret") || ends("_pat") || ends("key_content") ? .tokenPair : nil
        default:
            return keyKindOfKey(line, start, end)
        }
    }

    /// `keyKind` for keys ending in `y`: the `…key` family.
    private static func keyKindOfKey(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> SecretKind? {
        @inline(__always) func ends(_ suffix: StaticString) -> Bool { keyEnds(line, start, end, with: suffix) }
        guard ends("key") else { return nil }
        if ends("secret_access_key") || ends("secretaccesskey") || ends("secret-access-key") { return .awsSecretAccessKey }
        return ends("apikey") || ends("api_key") || ends("api-key") || ends("secret_key") || ends("private_key") || ends("accountkey")
            || ends("account_key") || ends("account-key") || ends("sharedaccesskey") || ends("encryption_key") || ends("signing_key")
            || ends("master_key") || ends("api_key_key") || namesServiceKey(line, start, end)
            ? .tokenPair : nil
    }

    /// A service's key named by what it is for: `ACCESS_KEY` (BrowserStack, Sauce Labs, MinIO),
    /// `APP_KEY`/`APPLICATION_KEY` (Datadog), `ADMIN_KEY` (Algolia), `LICENSE_KEY` (New Relic),
    /// `SERVER_KEY` (Firebase Cloud Messaging), `WRITE_KEY` (Segment), `SDK_KEY`/`MOBILE_KEY`
    /// (LaunchDarkly), `HMAC_KEY`, `CLIENT_KEY`, `INGEST_KEY`, `INSERT_KEY`, Gradle's
    /// `signingInMemoryKey` — with `_`, `-` or nothing before `key`.
    private static func namesServiceKey(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Bool {
        guard end - start >= 6, keyEnds(line, start, end, with: "key") else { return false }
        var stem = end - 3
        if stem > start, line[stem - 1] == UInt8(ascii: "_") || line[stem - 1] == UInt8(ascii: "-") { stem -= 1 }
        func named(_ word: StaticString) -> Bool { keyEnds(line, start, stem, with: word) }
        return named("access") || named("app") || named("application") || named("admin") || named("license") || named("server")
            || named("write") || named("sdk") || named("mobile") || named("hmac") || named("client") || named("ingest")
            || named("insert") || named("inmemory") || named("deploy") || named("storage")
    }

    /// The last bytes (either case) a key `keyKind` knows can end in.
    private static let mayEndKey: [Bool] = (0..<256).map { byte in "dentyghkDENTYGHK".utf8.contains(UInt8(byte)) }

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

    // MARK: - Values that are no secret

    /// Whether the whole value of a key that names a secret (`kind`) is one: a JSON member's string,
    /// a plist's `<string>` after its `<key>`, JUnit's property value — what a quoted value is judged
    /// by in a line (`"token": "…"`), read after the format's escapes are undone.
    static func isSecretValue(_ value: UnsafeRawBufferPointer, kind: SecretKind) -> Bool {
        var start = 0, end = value.count
        while start < end, value[start] == space || value[start] == tab { start += 1 }
        while end > start, value[end - 1] == space || value[end - 1] == tab { end -= 1 }
        guard end > start, !hasPrefix(value, start, "[REDACTED") else { return false }
        if kind == .authorizationHeader { return !isHeaderValueBenign(value, start, end) }
        if kind == .encodedSecret { return isEncodedCredential(value, start, end) }
        return !isPlaceholder(value, start) && !isKeyword(value, start, end)
    }

    /// The value of an `auth` key that is credentials: base64 (of `user:password`), 12 bytes or more
    /// (its `=` may be escaped, `\=`, or percent-encoded, `%3D`).
    private static func isEncodedCredential(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Bool {
        end - start >= 12 && (start..<end).allSatisfy { isBase64Byte(line[$0]) || line[$0] == backslash || line[$0] == percent }
    }

    /// References and masks are not secrets: `$VAR`, `${VAR}`, `$(VAR)`, `***`, `<redacted>`,
    /// `[REDACTED…`, `{{ var }}`, `%@`, `%(var)s`, `(null)`, `\(interpolation)`, `{req.DeviceToken}` (C#'s,
    /// Python's and Kotlin's interpolation), `@keychain:…`, `@env:…`.
    private static func isPlaceholder(_ line: UnsafeRawBufferPointer, _ start: Int) -> Bool {
        let byte = line[start]
        let interpolation = byte == UInt8(ascii: "{") && isInterpolation(line, start)
        return byte == UInt8(ascii: "$") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "<") || interpolation
            || byte == UInt8(ascii: "(") || byte == percent || hasPrefix(line, start, "[REDACTED") || hasPrefix(line, start, "{{")
            || hasPrefix(line, start, "\\(") || hasPrefix(line, start, "@keychain:") || hasPrefix(line, start, "@env:")
    }

    /// `{req.DeviceToken}`, `{token}`: a lowercase identifier or member path between braces, closed —
    /// not a brace-quoted value (`Password={Tr0ub4dor;3}`, `{Summer2024}`).
    private static func isInterpolation(_ line: UnsafeRawBufferPointer, _ start: Int) -> Bool {
        var index = start + 1
        guard index < line.count, line[index] >= UInt8(ascii: "a") && line[index] <= UInt8(ascii: "z") || line[index] == UInt8(ascii: "_") else { return false }
        while index < line.count {
            let byte = line[index]
            if byte == UInt8(ascii: "}") { return true }
            guard byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z") || byte >= 48 && byte <= 57 || byte == UInt8(ascii: "_") || byte == dot else { return false }
            index += 1
        }
        return false
    }

    /// Words that say something about a secret without being one (`token: nil`, `secret: false`,
    /// `authorization: granted`), and Swift's keywords (`let token = try await fetchToken()`).
    private static let keywords: Set<[UInt8]> = Set([
        "nil", "null", "none", "true", "false", "yes", "no", "undefined", "empty", "unset", "notset", "missing",
        "present", "granted", "denied", "required", "optional", "invalid", "valid", "expired", "revoked", "ok",
        "redacted", "masked", "hidden", "omitted", "n/a", "na", "set", "unknown", "default", "pending", "refreshed",
        "authorized", "unauthorized", "restricted", "notdetermined", "provisional", "ephemeral", "found", "notfound",
        "limited", "always", "verified", "unverified",
        "try", "await", "let", "var", "self", "return", "func", "if", "guard", "some", "any", "inout", "async",
        "throws", "static", "private", "public", "lazy", "weak", "case", "nothing", "string", "bool", "int", "data",
    ].map { Array($0.utf8) })

    private static func isKeyword(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Bool {
        guard end - start <= 13 else { return false }
        return keywords.contains((start..<end).map { line[$0] >= 65 && line[$0] <= 90 ? line[$0] | 0x20 : line[$0] })
    }

    /// Code, not a value: a call (`fetchToken()`), a member (`config.apiKey`, `process.env.NPM_TOKEN`,
    /// `.authorized`, `model.$progress`, `Root.instance!`), a camel-cased identifier (`token:
    /// accessToken`), a pointer (`0x600000c04000`), the rest of an Objective-C selector
    /// (`…WithAPIKey:network:labels:` in a backtrace).
    private static func isCode(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Bool {
        var hasDot = false, hasDigit = false, hasLower = false, upperAfterLower = false, uppercase = 0, colons = 0, marks = 0
        for index in start..<end {
            let byte = line[index]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["): return true
            case dot: hasDot = true
            case colon, UInt8(ascii: "$"), UInt8(ascii: "!"), UInt8(ascii: "?"):
                guard isMemberPunctuation(line, index, start, end) else { return false }
                colons += byte == colon ? 1 : 0
                marks += byte == colon ? 0 : 1
            case UInt8(ascii: "0")...UInt8(ascii: "9"): hasDigit = true
            case UInt8(ascii: "a")...UInt8(ascii: "z"): hasLower = true
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                uppercase += 1
                upperAfterLower = upperAfterLower || hasLower
            case UInt8(ascii: "_"): break
            default: return false
            }
        }
        if end - start >= 3, end - start <= 18, line[start] == UInt8(ascii: "0"), line[start + 1] | 0x20 == UInt8(ascii: "x") { return true }
        guard !hasDigit else { return false }
        if colons > 0 { return !hasDot && line[end - 1] == colon }
        // `$`, `!` and `?` only in a member path: `Secret!` alone is no code.
        if hasDot { return (marks == 0 || endsInAMember(line, start, end)) && isMemberPath(line, start, end) }
        // A camel-cased identifier starting lowercase: `accessToken`, `storedKey` — a few humps, not
        // the capitals of a random string.
        return marks == 0 && upperAfterLower && line[start] >= UInt8(ascii: "a") && line[start] <= UInt8(ascii: "z")
            && end - start <= 30 && uppercase * 4 <= end - start
    }

    /// Dots between names: not at the end, never two together.
    private static func isMemberPath(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Bool {
        line[end - 1] != dot && !(start..<end - 1).contains { line[$0] == dot && line[$0 + 1] == dot }
    }

    /// An unwrap or a projection ends in a member (`Root.instance!`, `model.$progress.sink`), not in a
    /// capitalised word (`Open.Sesame!`, a password).
    private static func endsInAMember(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Bool {
        guard let lastDot = (start..<end).last(where: { line[$0] == dot }), lastDot + 1 < end else { return false }
        let first = line[lastDot + 1]
        return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") || first == UInt8(ascii: "$")
    }

    /// Punctuation code has between words: a selector's colon after a word (`a:b:`, never `::`), a
    /// projection after a member's dot (`model.$progress`), an unwrap at the end or before a dot.
    private static func isMemberPunctuation(_ line: UnsafeRawBufferPointer, _ index: Int, _ start: Int, _ end: Int) -> Bool {
        guard index > start else { return false }
        switch line[index] {
        case colon: return line[index - 1] != colon
        case UInt8(ascii: "$"): return line[index - 1] == dot
        default: return index + 1 == end || line[index + 1] == dot
        }
    }

    /// Unquoted values no secret looks like — but for a password, which people choose: a status
    /// (`refresh-token: -34018`, an OSStatus) and no letter or digit at all (`onToken = { _ in …`); and
    /// after a code's own name for the value (`codeKey`: `changeToken: 41`, `pushToken: registered`,
    /// `deviceToken = token`) a short count or one short lowercase word. A hand-made secret sits under
    /// an environment's or a config's key (`SESSION_SECRET=keyboardcat`, `client_secret: opensesame`).
    private static func hasNoSecretShape(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int, kind: SecretKind, codeKey: Bool) -> Bool {
        func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        func isAlphanumeric(_ byte: UInt8) -> Bool { isDigit(byte) || isLower(byte | 0x20) || byte >= 0x80 }
        guard kind != .password else { return false }
        let length = end - start
        if line[start] == UInt8(ascii: "-"), length >= 2, length <= 11, (start + 1..<end).allSatisfy({ isDigit(line[$0]) }) { return true }
        if !(start..<end).contains(where: { isAlphanumeric(line[$0]) }) { return true }
        guard codeKey else { return false }
        return length <= 4 && (start..<end).allSatisfy { isDigit(line[$0]) } || length <= 16 && (start..<end).allSatisfy { isLower(line[$0]) }
    }

    /// The key at `start` is a code's variable or argument name, lower camel case (`deviceToken`,
    /// `onPushToken`), not an environment's or a config's (`API_TOKEN`, `client_secret`, `token`).
    private static func isCodeName(_ line: UnsafeRawBufferPointer, _ start: Int) -> Bool {
        guard start < line.count, line[start] >= UInt8(ascii: "a"), line[start] <= UInt8(ascii: "z") else { return false }
        var index = start, humps = false
        while index < line.count {
            let byte = line[index]
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { humps = true } else if !(byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) && !(byte >= 48 && byte <= 57) { break }
            index += 1
        }
        return humps
    }

    /// Words after `:` (`token: wrong length`, `password: app-specific password required`): a short
    /// run of lowercase letters (or a small number) followed by another lowercase word.
    private static func isProse(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int, acronyms: Bool) -> Bool {
        guard end - start <= 14, end + 1 < line.count, line[end] == space else { return false }
        let next = line[end + 1]
        guard next >= UInt8(ascii: "a"), next <= UInt8(ascii: "z") else { return false }
        let letters = (start..<end).allSatisfy { (line[$0] >= UInt8(ascii: "a") && line[$0] <= UInt8(ascii: "z")) || line[$0] == UInt8(ascii: "-") }
        let number = end - start <= 3 && (start..<end).allSatisfy { line[$0] >= 48 && line[$0] <= 57 }
        // An acronym before the words (`no FCM token: FCM error: …`).
        let acronym = acronyms && end - start >= 2 && end - start <= 5 && (start..<end).allSatisfy { line[$0] >= UInt8(ascii: "A") && line[$0] <= UInt8(ascii: "Z") }
        return letters || number || acronym
    }

    /// A type after `:` (`password: String`, `token: AuthToken?`): one capitalised word of letters.
    private static func isTypeName(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Bool {
        var end = end
        while end > start, line[end - 1] == UInt8(ascii: "?") || line[end - 1] == UInt8(ascii: "!") { end -= 1 }
        guard end > start else { return false }
        guard line[start] >= UInt8(ascii: "A"), line[start] <= UInt8(ascii: "Z"), end - start <= 24 else { return false }
        let uppercase = (start..<end).filter { line[$0] >= UInt8(ascii: "A") && line[$0] <= UInt8(ascii: "Z") }.count
        guard uppercase * 2 <= end - start + 2 else { return false }
        return (start..<end).allSatisfy { let byte = line[$0] | 0x20; return byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
            && (end == line.count || line[end] != UInt8(ascii: ";"))
    }

    /// An Authorization value that carries no credentials: a state (`granted`, `.authorized`,
    /// `notDetermined`) or a scheme with a placeholder (`Bearer $TOKEN`, `Basic <redacted>`).
    private static func isHeaderValueBenign(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Bool {
        var wordEnd = start
        while wordEnd < end, line[wordEnd] != space { wordEnd += 1 }
        // Less what closes the text around it: `(authorization: notDetermined)`, `("… authorization: denied")`.
        var stateEnd = wordEnd
        while stateEnd > start, [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), quote, apostrophe, UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: ";")]
            .contains(line[stateEnd - 1]) { stateEnd -= 1 }
        if isPlaceholder(line, start) || isKeyword(line, start, stateEnd) || isCode(line, start, stateEnd) { return true }
        var second = wordEnd
        while second < end, line[second] == space { second += 1 }
        guard second < end else {
            // One word alone: a lowercase variable (`authorization: authorization)`) or a type
            // (`var authorization: StubAuthorization!`), not credentials.
            // (A word of a variable's length; a type of at least two humps, `StubAuthorization`.)
            let humps = (start..<stateEnd).filter { line[$0] >= UInt8(ascii: "A") && line[$0] <= UInt8(ascii: "Z") }.count
            return stateEnd > start && stateEnd - start <= 13 && (start..<stateEnd).allSatisfy { line[$0] >= UInt8(ascii: "a") && line[$0] <= UInt8(ascii: "z") }
                || humps >= 2 && isTypeName(line, start, stateEnd)
        }
        return isPlaceholder(line, second) || isProseAfterHeader(line, start, end)
    }

    private static let authorizationSchemes: Set<[UInt8]> = Set(["basic", "bearer", "token", "digest", "negotiate", "ntlm", "oauth", "apikey", "key", "hoba", "mutual"].map { Array($0.utf8) })

    /// A sentence, not scheme and credentials (`// needs Always authorization: Saltmarsh logs tide
    /// walks`): three words or more, each only letters (perhaps ending in `,` or `.`), the second
    /// lowercase.
    private static func isProseAfterHeader(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Bool {
        let words = UnsafeRawBufferPointer(rebasing: line[start..<end]).split(separator: space)
        guard words.count >= 3, let first = words.dropFirst().first?.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
              // Not a scheme and its credentials with words after them (`Basic dXNlcjpsZXRtZWlu rejected by proxy`).
              !authorizationSchemes.contains(words[0].map { $0 | 0x20 }) else { return false }
        return words.allSatisfy { word in
            word.enumerated().allSatisfy { offset, byte in
                let letter = byte | 0x20
                return letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z") || offset == word.count - 1 && (byte == UInt8(ascii: ",") || byte == dot)
            }
        }
    }

    // MARK: - URLs: https://user:password@host, https://<key>@host (a Sentry DSN), webhooks

    private static func urlSecret(_ line: UnsafeRawBufferPointer, from start: Int) -> Match? {
        var position = start
        var colonAt: Int?
        while position < line.count {
            let byte = line[position]
            if byte == UInt8(ascii: "@") {
                if let colonAt {
                    guard position > colonAt + 1, !isPlaceholder(line, colonAt + 1), !isPlaceholder(line, start) else { return nil }
                    return Match(start: colonAt + 1, end: position, kind: .urlCredentials)
                }
                // A user name that is a key (`https://<32 hex>@o1.ingest.sentry.io/1`).
                guard position - start >= 16, hasDigit(line, start, position), shapedToken(line, start: start, end: position) == nil,
                    (start..<position).allSatisfy({ isWordByte(line[$0]) })
                else { return nil }
                return Match(start: start, end: position, kind: .urlCredentials)
            }
            if byte == slash {
                return webhookPath(line, host: start..<position)
            }
            if byte == space || byte == tab || byte == quote || byte == apostrophe
                || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
            {
                return nil
            }
            if byte == colon, colonAt == nil { colonAt = position }
            position += 1
        }
        return nil
    }

    /// The secret path of a webhook URL whose host is `host`: Slack (`/services/`, `/workflows/`,
    /// `/triggers/`), Discord, Microsoft Teams (`*.webhook.office.com/webhookb2/…`) and a Telegram bot's
    /// token (`api.telegram.org/bot<token>/…`).
    private static func webhookPath(_ line: UnsafeRawBufferPointer, host: Range<Int>) -> Match? {
        let name = String(decoding: UnsafeRawBufferPointer(rebasing: line[host]), as: UTF8.self).lowercased()
        let prefixes: [String]
        switch name {
        case "hooks.slack.com": prefixes = ["/services/", "/workflows/", "/triggers/"]
        case "discord.com", "discordapp.com", "ptb.discord.com", "canary.discord.com": prefixes = ["/api/webhooks/"]
        case "api.telegram.org": prefixes = ["/bot"]
        case _ where name.hasSuffix(".webhook.office.com") || name == "outlook.office.com": prefixes = ["/webhookb2/", "/webhook/"]
        default: return nil
        }
        guard let prefix = prefixes.first(where: { hasPrefix(line, host.upperBound, $0) }) else { return nil }
        let start = host.upperBound + prefix.utf8.count
        var end = start
        // Teams puts `@` between its ids, Telegram `:` inside its token.
        while end < line.count, isWordByte(line[end]) || line[end] == slash || line[end] == UInt8(ascii: "@") || line[end] == colon { end += 1 }
        return end - start >= 16 ? Match(start: start, end: end, kind: .webhookURL) : nil
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
    private static let percent = UInt8(ascii: "%")

    /// What may follow a key: `key=`, `key:`, `"key":`, `key = `, `Bearer `, `key\\=`, `&quot;key&quot;:`,
    /// `key%3D`.
    @inline(__always) private static func mayFollowKey(_ byte: UInt8) -> Bool {
        byte == space || byte == equals || byte == colon || byte == quote || byte == apostrophe || byte == backslash
            || byte == UInt8(ascii: "&") || byte == percent || byte == UInt8(ascii: ">")
    }

    /// Every key `keyKind` knows ends in d, e, n, t, y, g (`sig`), h (`auth`) or k (`add-mask`).
    @inline(__always) private static func endsLikeSecretKey(_ byte: UInt8) -> Bool {
        mayEndKey[Int(byte)]
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

    /// Either base64 alphabet, with padding.
    @inline(__always) static func isBase64Byte(_ byte: UInt8) -> Bool {
        isWordByte(byte) || byte == UInt8(ascii: "+") || byte == slash || byte == equals
    }

    @inline(__always) private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 48 && byte <= 57) || (byte | 0x20 >= 97 && byte | 0x20 <= 102)
    }

    private static func contains(_ line: UnsafeRawBufferPointer, _ text: String) -> Bool {
        ByteSearch.firstIndex(of: Array(text.utf8), in: line) != nil
    }

    private static func hasDigit(_ line: UnsafeRawBufferPointer, _ start: Int, _ end: Int) -> Bool {
        (start..<end).contains { line[$0] >= 48 && line[$0] <= 57 }
    }

    @inline(__always) private static func isUpperOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57)
    }

    /// Characters of an RFC 6750 bearer token (b64token).
    @inline(__always) private static func isTokenByte(_ byte: UInt8) -> Bool {
        isWordByte(byte) || byte == dot || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "+")
            || byte == slash || byte == equals
    }

    /// Control bytes end a value too: a NUL separates the strings of a binary table
    /// (`self-token:\0Couldn't` holds no value), an escape starts a terminal colour.
    @inline(__always) private static func isValueDelimiter(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == space || byte == tab || byte == carriageReturn || byte == newline || byte == quote || byte == apostrophe
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
