import EvidenceCore
import EvidenceReaders

/// Names of the test doubles that take the OS's place in a test (`SignalVocabulary`).
enum FakeScheduling {
    static func mentions(_ text: String) -> Bool {
        if SignalVocabulary.doubleNames.contains(where: { text.includes($0) }) { return true }
        if text.includes("Clock"), setByHand(text) { return true }
        if namedBySuffix(text) { return true }
        for prefix in SignalVocabulary.doublePrefixes where text.includes(prefix) {
            // The double's own name: the prefix, then within one identifier, the doubled thing.
            var rest = Substring(text)
            while let range = rest.range(of: prefix) {
                let identifier = rest[range.upperBound...].prefix(while: \.isNamePart)
                if SignalVocabulary.doubledThings.contains(where: { identifier.contains($0) })
                    || SignalVocabulary.doubledEndings.contains(where: { identifier.hasSuffix($0) }) { return true }
                rest = rest[range.upperBound...]
            }
        }
        return false
    }

    /// What a double named by its suffix may double (looked up once: `mentions` reads every text).
    private static let doubledBeforeASuffix = SignalVocabulary.doubledThings + SignalVocabulary.doubledEndings

    /// A double named by what it doubles, then what it is (`BGTaskSchedulerStub`, `RefreshTaskMock`): a word
    /// ending in a double's word, a doubled thing before it.
    static func namedBySuffix(_ text: String) -> Bool {
        guard SignalVocabulary.doubleSuffixes.contains(where: text.includes) else { return false }
        return text.split(whereSeparator: { !$0.isNamePart }).contains { word in
            SignalVocabulary.doubleSuffixes.contains { suffix in
                guard word.hasSuffix(suffix) else { return false }
                let doubled = word.dropLast(suffix.count)
                return doubledBeforeASuffix.contains(where: { doubled.hasSuffix($0) })
            }
        }
    }

    /// A clock the test moves by hand, named so (`ManualMillisClock`, `TestSuspendingClock`: a type beginning
    /// `Manual` or `Test` and ending `Clock`), beside the named ones (`ManualClock`, `TestClock`).
    static func setByHand(_ text: String) -> Bool {
        text.split(whereSeparator: { !$0.isNamePart }).contains { word in
            word.hasSuffix("Clock") && ["Manual", "Test"].contains { prefix in
                word.hasPrefix(prefix) && word.dropFirst(prefix.count).first?.isUppercase == true
            }
        }
    }
}
