/// The string literals of one line of a test's code (`"…"`, Objective-C's `@"…"`, escapes kept inside):
/// what the code says as text, apart from what it calls.
enum StringLiterals {
    /// The contents of each literal on `line`, in order.
    static func contents(in line: String) -> [String] {
        split(line).literals
    }

    /// `line` with each literal's contents removed (its quotes kept) — but a selector's name given as a
    /// string (`NSSelectorFromString(@"_simulateLaunchForTaskWithIdentifier:")`, `Selector(("…:"))`: a colon,
    /// no blank), which names a call the code makes.
    static func removed(from line: String) -> String {
        split(line).code
    }

    private static func split(_ line: String) -> (code: String, literals: [String]) {
        var code = "", literal = "", literals: [String] = [], inString = false, escaped = false
        for character in line {
            guard inString else {
                if character == "\"" { inString = true; literal = "" }
                code.append(character)
                continue
            }
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                inString = false
                literals.append(literal)
                if isSelectorName(literal) { code += literal }
                code.append(character)
                continue
            }
            literal.append(character)
        }
        return (code, literals)
    }

    private static func isSelectorName(_ text: String) -> Bool {
        text.contains(":") && !text.contains(" ")
    }
}
