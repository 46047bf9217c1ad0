import EvidenceReaders

/// A test double's type named in a line of a test's code: a double's prefix (`Mock`, `Fake`, `Spy`, …,
/// `SignalVocabulary.doublePrefixes`) starting a capitalised type's name as a word of its own
/// (`FakeActivityController`, `SpyLocationManager(`), the rest of the name saying what it doubles.
enum TestDoubleName {
    /// Whether `line` names such a type whose doubled part `doubles` accepts; `built`: only where the line
    /// builds one (the name followed by `(`).
    static func appears(in line: String, built: Bool = false, doubles: (Substring) -> Bool) -> Bool {
        SignalVocabulary.doublePrefixes.contains { prefix in
            var rest = Substring(line)
            while let range = rest.range(of: prefix) {
                let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber }
                let after = rest[range.upperBound...].dropFirst(name.count)
                let startsAWord = range.lowerBound == line.startIndex || !line[line.index(before: range.lowerBound)].isLetter
                if startsAWord, name.first?.isUppercase == true, !built || after.first == "(", doubles(name) { return true }
                rest = rest[range.upperBound...]
            }
            return false
        }
    }
}
