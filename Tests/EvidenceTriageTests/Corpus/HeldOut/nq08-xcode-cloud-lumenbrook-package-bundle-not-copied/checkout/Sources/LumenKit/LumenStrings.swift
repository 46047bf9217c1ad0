import Foundation

public enum LumenStrings {
    public static var libraryTitle: String { String(localized: "library.title", bundle: .module) }
    public static func devices(_ n: Int) -> String { String(localized: "\(n) reading devices", bundle: .module) }
}
