import Foundation

public enum Copy {
    /// "3 items" / "3 Artikel" — plural rules live in Resources/Localizable.xcstrings.
    public static func itemCount(_ count: Int, locale: Locale = .current) -> String {
        String(localized: "\(count) items", bundle: .main, locale: locale,
               comment: "Basket badge, number of items")
    }
}
