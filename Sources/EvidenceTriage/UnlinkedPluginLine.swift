import EvidenceCore
import EvidenceReaders

/// A line of the run saying a cross-platform plugin's native side is not in the built app, with the
/// plugin's name quoted (Capacitor's `"PrivacyScreen" plugin is not implemented on ios`, React Native's
/// `Cannot find native module 'ExpoTaskManager'`, `The package 'react-native-background-fetch' doesn't
/// seem to be linked`): the app's console says it once, outside any test, and it is the failure of a test
/// about that plugin (`Privacy screen/is enabled at startup`) — whose assertion only reports it.
enum UnlinkedPluginLine {
    /// The plugin's words (`privacy`, `screen`), without the stacks' own (`react`, `native`, `expo`), nil
    /// when the line is no such line or names nothing particular.
    static func pluginWords(in text: String) -> Set<String>? {
        let signal = SignalCatalog.signal(.pluginSetupMissing)
        guard signal.matches(text) else { return nil }
        // The name quoted right before the signal's words (`… {"message":"\"StepCounter\" plugin is not implemented …`,
        // a JSON error the app logged), else the line's first quoted name.
        let beforePhrase = signal.phrase(in: text).flatMap { text.range(of: $0) }.map { text[..<$0.lowerBound] }
        let name = beforePhrase.flatMap(Self.lastQuoted) ?? Self.firstQuoted(text[...])
        guard let name else { return nil }
        let words = TaskIdentifierScanner.words(of: name).subtracting(stackWords).filter { $0.count >= 3 }
        return words.isEmpty ? nil : words
    }

    /// The text's first quoted name (`"…"` or `'…'`).
    static func firstQuoted(_ text: Substring) -> String? {
        guard let open = text.firstIndex(where: { $0 == "\"" || $0 == "'" }) else { return nil }
        let rest = text[text.index(after: open)...]
        return rest.firstIndex(of: text[open]).map { String(rest[..<$0]) }
    }

    /// The name quoted at the text's end, before blanks (`"StepCounter" ` or, escaped, `\"StepCounter\" `).
    static func lastQuoted(_ text: Substring) -> String? {
        let trimmed = text.reversed().drop { $0 == " " }
        guard let quote = trimmed.first, quote == "\"" || quote == "'" else { return nil }
        let inside = trimmed.dropFirst().drop { $0 == "\\" }.prefix { $0 != quote && $0 != "\\" }
        return inside.isEmpty ? nil : String(inside.reversed())
    }

    /// The cross-platform stacks' own words in a plugin's or a package's name, and words too common to name one.
    static let stackWords: Set<String> = ["react", "native", "expo", "capacitor", "cordova", "plugin", "module", "community", "app", "ios", "rn"]

    /// Whether the test (its suite and name in words, or its messages: `step count from the StepCounter plugin`) is
    /// about the plugin `text` names: every word of it.
    /// Capacitor's bridge registering none (`Error registering plugins: keyNotFound(… packageClassList …)`):
    /// the line of every npm plugin, so of every test of a plugin's registration (`PluginRegistrationTests`;
    /// not a local plugin's own behaviour, which the bridge registers by hand).
    static func concerns(_ text: String, _ test: TestResult) -> Bool {
        guard SignalCatalog.signal(.pluginSetupMissing).matches(text) else { return false }
        let named = TaskIdentifierScanner.words(of: test.id.suite + " " + test.id.name)
        if text.includes(noneRegistered) {
            return !named.isDisjoint(with: ["plugin", "plugins"]) && named.contains { $0.hasPrefix("regist") }
        }
        guard let plugin = pluginWords(in: text) else { return false }
        return plugin.isSubset(of: named) || test.issues.contains { plugin.isSubset(of: TaskIdentifierScanner.words(of: $0.message)) }
    }

    static let noneRegistered = "Error registering plugins"
}
