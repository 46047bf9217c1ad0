import Foundation

public enum RelayListFormatter {
    /// "Sweden (3 cities)"; a single city shows no count.
    public static func title(country: String, cityCount: Int) -> String {
        cityCount > 1 ? "\(country) (\(cityCount) city)" : country
    }
}
