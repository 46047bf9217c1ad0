import Foundation

public enum StopWords {
    /// Loaded from Resources/stopwords-en.txt in the package's resource bundle.
    public static let english: Set<String> = {
        guard let url = Bundle.module.url(forResource: "stopwords-en", withExtension: "txt"),
              let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return Set(text.split(whereSeparator: \.isNewline).map(String.init))
    }()
}
